/**
 * The home's rows made for the signed-in visitor: Up Next and "Because you liked", one query
 * each, keyed by account and language (another visitor's rows never show after a sign-in).
 * Marking an episode from Up Next goes through the history's own mutation, then reads Up Next
 * again: the row's show moves on to its following episode.
 */
import {
  getBecauseYouLiked,
  getUpNext,
  type GetBecauseYouLikedResponse,
  type GetUpNextResponse,
} from '@media-search/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { useChangeEpisodesWatched } from '../api/watched-queries.ts';
import { useAccountKey } from '../api/library-target.ts';

export type UpNextEpisode = GetUpNextResponse['results'][number];
export type BecauseYouLikedRow = GetBecauseYouLikedResponse['rows'][number];

const FOR_YOU = ['library', 'for-you'] as const;

function upNextOptions(account: string, language: ReturnType<typeof useCatalogueLanguage>) {
  return queryOptions({
    queryKey: [...FOR_YOU, 'up-next', account, language] as const,
    queryFn: async ({ signal }) =>
      (await getUpNext({ query: languageParam(language), signal, throwOnError: true })).data
        .results,
    // Watches are logged on other screens too: each visit of the home reads it afresh.
    staleTime: 0,
  });
}

function becauseYouLikedOptions(
  account: string,
  language: ReturnType<typeof useCatalogueLanguage>,
) {
  return queryOptions({
    queryKey: [...FOR_YOU, 'because-you-liked', account, language] as const,
    queryFn: async ({ signal }) =>
      (await getBecauseYouLiked({ query: languageParam(language), signal, throwOnError: true }))
        .data.rows,
    staleTime: 0,
  });
}

export function useUpNext() {
  return useQuery(upNextOptions(useAccountKey(), useCatalogueLanguage()));
}

export function useBecauseYouLiked() {
  return useQuery(becauseYouLikedOptions(useAccountKey(), useCatalogueLanguage()));
}

/**
 * Marks an Up Next episode watched; resolves once Up Next has been read again (so the card
 * shows the show's following episode, or is gone when it was the last aired one).
 */
export function useMarkUpNextWatched() {
  const queryClient = useQueryClient();
  const change = useChangeEpisodesWatched();
  const mark = async (episode: UpNextEpisode) => {
    await change.mutateAsync({
      target: { mediaType: 'tv', id: episode.seriesId, title: episode.seriesName },
      change: {
        watched: true,
        scope: { seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber },
      },
    });
    await queryClient.invalidateQueries({ queryKey: [...FOR_YOU, 'up-next'] });
  };
  return { mark, isPending: change.isPending, variables: change.variables };
}
