/** What the server says about itself: which catalogue runs and where its images live. */
import { getConfiguration } from '@media-search/api-client';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/**
 * The offline catalogue's image base is a path on the API server, which in development is not
 * the page's own origin: resolved against the address the configuration came from.
 */
export function withAbsoluteImageBase<T extends { imageBaseUrl: string }>(
  configuration: T,
  from: string,
): T {
  return { ...configuration, imageBaseUrl: new URL(configuration.imageBaseUrl, from).href };
}

/**
 * Hand-written rather than the generated options: the cache holds the configuration with its
 * image base already resolved, in the server's render as in the browser.
 */
export const configurationQueryOptions = queryOptions({
  queryKey: ['configuration'],
  queryFn: async ({ signal }) => {
    const { data, request } = await getConfiguration({ signal, throwOnError: true });
    return withAbsoluteImageBase(data, request.url);
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
