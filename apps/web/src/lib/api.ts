/** Points the generated client at the API once, before anything renders. */
import { configureApiClient, resolveApiBaseUrl } from '@media-search/api-client';
import { getAccessToken } from './access-token.ts';
import { catalogueLanguage } from './catalogue-language.ts';

export function setUpApiClient(
  location: Pick<Location, 'hostname' | 'origin' | 'protocol'>,
  /** What sends the requests (the server's render refuses them); none: the browser's fetch. */
  fetch?: typeof globalThis.fetch,
): void {
  configureApiClient({
    baseUrl: resolveApiBaseUrl(location, { devServer: import.meta.env.DEV }),
    getAccessToken,
    // Every catalogue answer in the UI's language (lib/catalogue-language.ts).
    getContentLanguage: catalogueLanguage,
    fetch,
  });
}
