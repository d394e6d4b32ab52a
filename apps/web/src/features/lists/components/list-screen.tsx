import { useLingui } from '@lingui/react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PagedResultsScreen } from '@/components/media/paged-results-screen.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import {
  isTrending,
  listHeading,
  listQueryOptions,
  type ListId,
  type TrendingWindow,
} from '../api/list-queries.ts';
import { TrendingWindowChoice } from './trending-window-choice.tsx';

interface ListScreenProps {
  list: ListId;
  window: TrendingWindow;
}

export function ListScreen({ list, window }: ListScreenProps) {
  const { i18n } = useLingui();
  const region = useWatchRegion();
  const query = useSuspenseInfiniteQuery(
    listQueryOptions(list, useCatalogueLanguage(), { window, region }),
  );
  return (
    <PagedResultsScreen
      heading={i18n._(listHeading(list))}
      headingVariant="h4"
      query={query}
      controls={isTrending(list) && <TrendingWindowChoice value={window} />}
    />
  );
}
