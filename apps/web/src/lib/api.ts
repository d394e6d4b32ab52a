/** Points the generated client at the API once, before anything renders. */
import { configureApiClient, resolveApiBaseUrl } from '@media-search/api-client';
import { getAccessToken } from './access-token.ts';

/**
 * Catalogue requests carry the UI's language as their own `language` parameter, given by each
 * query (lib/catalogue-language.ts), not added here.
 */
export function setUpApiClient(
  location: Pick<Location, 'hostname' | 'origin' | 'protocol'>,
  /** What sends the requests (the server's render refuses them); none: the browser's fetch. */
  fetch?: typeof globalThis.fetch,
): void {
  configureApiClient({
    baseUrl: resolveApiBaseUrl(location, { devServer: import.meta.env.DEV }),
    getAccessToken,
    fetch,
  });
}
