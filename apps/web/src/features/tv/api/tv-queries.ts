import { getEpisode, getSeason, getTvShow } from '@media-search/api-client';
import { queryOptions } from '@tanstack/react-query';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A show with its watch offers in `region` (the visitor's watch region unless given). */
export function tvShowQueryOptions(id: number, region = readWatchRegion()) {
  return queryOptions({
    queryKey: ['tv', id, region],
    queryFn: async ({ signal }) =>
      (await getTvShow({ path: { externalId: id }, query: { region }, signal, throwOnError: true }))
        .data,
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
