import { getEpisode, getSeason, getTvShow } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';

export function tvShowQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['tv', id],
    queryFn: async ({ signal }) =>
      (await getTvShow({ path: { externalId: id }, signal, throwOnError: true })).data,
  });
}

export interface SeasonRef {
  series: number;
  season: number;
}

export function seasonQueryOptions({ series, season }: SeasonRef) {
  return queryOptions({
    queryKey: ['tv', series, 'season', season],
    queryFn: async ({ signal }) =>
      (
        await getSeason({
          path: { seriesId: series, seasonNumber: season },
          signal,
          throwOnError: true,
        })
      ).data,
  });
}

export interface EpisodeRef extends SeasonRef {
  episode: number;
}

export function episodeQueryOptions({ series, season, episode }: EpisodeRef) {
  return queryOptions({
    queryKey: ['tv', series, 'season', season, 'episode', episode],
    queryFn: async ({ signal }) =>
      (
        await getEpisode({
          path: { seriesId: series, seasonNumber: season, episodeNumber: episode },
          signal,
          throwOnError: true,
        })
      ).data,
  });
}
