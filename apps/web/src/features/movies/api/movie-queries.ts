import { getMovieOptions } from '@media-search/api-client/query';
import { readWatchRegion } from '@/lib/watch-region.ts';

/** A movie with its watch offers in `region` (the visitor's watch region unless given). */
export function movieQueryOptions(id: number, region = readWatchRegion()) {
  return getMovieOptions({ path: { externalId: id }, query: { region } });
}
