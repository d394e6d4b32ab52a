import { useLingui } from '@lingui/react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PagedResultsScreen } from '@/components/media/paged-results-screen.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { movieSearchQueryOptions } from '../api/search-queries.ts';

/** Movies only, for a search given in the address (`/movie-search/{query}`). */
export function MovieSearchScreen({ text }: { text: string }) {
  const { i18n } = useLingui();
  const query = useSuspenseInfiniteQuery(movieSearchQueryOptions(text, useCatalogueLanguage()));
  return (
    <PagedResultsScreen
      heading={i18n._('search.moviesMatching', { text })}
      headingVariant="h5"
      query={query}
      searched
    />
  );
}
