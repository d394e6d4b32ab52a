import {
  getEpisodeOptions,
  getSeasonOptions,
  getTvShowOptions,
} from '@media-search/api-client/query';
import { languageParam, languageQuery } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A show in `language`, with its watch offers in `region` (the visitor's unless given). */
export function tvShowQueryOptions(id: number, language: Language, region = readWatchRegion()) {
  return getTvShowOptions({
    path: { externalId: id },
    query: { region, ...languageParam(language) },
  });
}

export interface SeasonRef {
  series: number;
  season: number;
}

export function seasonQueryOptions({ series, season }: SeasonRef, language: Language) {
  return getSeasonOptions({
    path: { seriesId: series, seasonNumber: season },
    ...languageQuery(language),
  });
}

export interface EpisodeRef extends SeasonRef {
  episode: number;
}

export function episodeQueryOptions({ series, season, episode }: EpisodeRef, language: Language) {
  return getEpisodeOptions({
    path: { seriesId: series, seasonNumber: season, episodeNumber: episode },
    ...languageQuery(language),
  });
}
