/**
 * A details answer for a watch region: SPEC's US offers as they are, and the chosen region's
 * beside them, sliced from the record's regions (the same upstream answer, no second request).
 * Each region's answer is kept with its record, so a cache hit hands back the same object and
 * its JSON text is made once; an answer without a region is the record's own details.
 */
import { mapRegionOffers, type TitleRecord } from './tmdb/tmdb.mapper.ts';
import type { WatchProviders } from './view-models.ts';

const byRecord = new WeakMap<object, Map<string, unknown>>();

export function inWatchRegion<T extends { watchProviders: WatchProviders }>(
  record: TitleRecord<T>,
  region: string | undefined,
): T {
  if (!region) return record.details;
  let answers = byRecord.get(record) as Map<string, T> | undefined;
  if (!answers) {
    answers = new Map();
    byRecord.set(record, answers);
  }
  let answer = answers.get(region);
  if (!answer) {
    const { details } = record;
    answer = {
      ...details,
      watchProviders: {
        ...details.watchProviders,
        region: mapRegionOffers(region, record.watchRegions[region]),
      },
    };
    answers.set(region, answer);
  }
  return answer;
}
