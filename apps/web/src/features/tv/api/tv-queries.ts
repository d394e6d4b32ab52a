import {
  getEpisodeOptions,
  getSeasonOptions,
  getTvShowOptions,
} from '@media-search/api-client/query';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A show with its watch offers in `region` (the visitor's watch region unless given). */
export function tvShowQueryOptions(id: number, region = readWatchRegion()) {
  return getTvShowOptions({ path: { externalId: id }, query: { region } });
}

export interface SeasonRef {
  series: number;
  season: number;
}

export function seasonQueryOptions({ series, season }: SeasonRef) {
  return getSeasonOptions({ path: { seriesId: series, seasonNumber: season } });
}

export interface EpisodeRef extends SeasonRef {
  episode: number;
}

export function episodeQueryOptions({ series, season, episode }: EpisodeRef) {
  return getEpisodeOptions({
    path: { seriesId: series, seasonNumber: season, episodeNumber: episode },
  });
}
