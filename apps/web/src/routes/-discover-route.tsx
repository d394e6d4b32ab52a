/**
 * The Discover routes' screen, in the routes' split-off code (not in the entry, as `-discover.ts`
 * is): the filters are read from the address and every change written back to it.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { DiscoverScreen } from '@/features/discover/components/discover-screen.tsx';
import {
  parseDiscoverSearch,
  toDiscoverSearch,
  type DiscoverFilters,
  type DiscoverMedia,
} from '@/features/discover/lib/discover-search.ts';

type DiscoverPath = '/discover/movies' | '/discover/tv';

const sameSearch = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function DiscoverRoute({ media, path }: { media: DiscoverMedia; path: DiscoverPath }) {
  const search = useSearch({ from: path });
  const navigate = useNavigate();
  const filters = useMemo(() => parseDiscoverSearch(media, search), [media, search]);
  const onFiltersChange = useCallback(
    (next: DiscoverFilters) => {
      const nextSearch = toDiscoverSearch(next);
      if (!sameSearch(nextSearch, search)) void navigate({ to: path, search: nextSearch });
    },
    [navigate, path, search],
  );
  return <DiscoverScreen media={media} filters={filters} onFiltersChange={onFiltersChange} />;
}
