/**
 * The lists, one route each: SPEC's `/popular/movies` … `/trending/actors`, and `/top-rated/movies`,
 * `/upcoming/movies`, `/now-playing/movies`, `/top-rated/tv`, `/airing-today/tv`, `/on-the-air/tv`.
 * A trending list's window lives in the address (`?window=day`; this week when absent).
 */
import type { ListId, TrendingWindow } from '@/features/lists/api/list-queries.ts';
import type { RouterContext } from './__root.tsx';
import { languageOf } from './-render-context.ts';

const loadListQueries = () => import('@/features/lists/api/list-queries.ts');

export interface ListSearch {
  window?: Extract<TrendingWindow, 'day'>;
}

/** Only `day` is written: this week is the default, and an address without it means that. */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return search.window === 'day' ? { window: 'day' } : {};
}

/** A list route's loader: the list's first page, in the language and watch region. */
export async function loadList(context: RouterContext, list: ListId, { window }: ListSearch) {
  // Loaded with the screen, not with the first screen of the app.
  const { listQueryOptions } = await loadListQueries();
  await context.queryClient.ensureInfiniteQueryData(
    listQueryOptions(list, languageOf(context), { window, region: context.watchRegion() }),
  );
}
