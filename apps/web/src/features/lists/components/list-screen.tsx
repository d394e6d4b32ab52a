import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PagedResultsScreen } from '../../../components/media/paged-results-screen.tsx';
import {
  listHeading,
  listQueryOptions,
  type ListKind,
  type ListSource,
} from '../api/list-queries.ts';

interface ListScreenProps {
  source: ListSource;
  kind: ListKind;
}

export function ListScreen({ source, kind }: ListScreenProps) {
  const query = useSuspenseInfiniteQuery(listQueryOptions(source, kind));
  return (
    <PagedResultsScreen heading={listHeading(source, kind)} headingVariant="h4" query={query} />
  );
}
