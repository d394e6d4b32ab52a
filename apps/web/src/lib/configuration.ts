/** What the server says about itself: which catalogue runs and where its images live. */
import { getConfiguration } from '@media-search/api-client';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export const configurationQueryOptions = queryOptions({
  queryKey: ['configuration'],
  queryFn: async ({ signal }) => {
    const { data, request } = await getConfiguration({ signal, throwOnError: true });
    // The offline catalogue's base is a path on the API server, which in development is not
    // the page's own origin: resolve it against the address the configuration came from.
    return { ...data, imageBaseUrl: new URL(data.imageBaseUrl, request.url).href };
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfiguration() {
  return useSuspenseQuery(configurationQueryOptions).data;
}

/** Turns an image path from the API into a full URL, or undefined when there is none. */
export function useImageUrl(): (path: string | null | undefined) => string | undefined {
  const { imageBaseUrl } = useConfiguration();
  return (path) => (path ? `${imageBaseUrl}${path}` : undefined);
}
