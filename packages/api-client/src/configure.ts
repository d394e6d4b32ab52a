/** Points the generated client at the API and gives every failure one error type. */
import { client } from './gen/client.gen';
import { RequiredParameterError, toApiError } from './api-error.ts';

/** `{name}` placeholders in an operation's URL template. */
const PATH_PARAMETER = /\{(\w+)\}/g;

/** The operations whose answers are the same in every language: they take no `language`. */
const LANGUAGE_NEUTRAL = new Set(['/api/configuration', '/api/health', '/api/ready']);

export interface ApiClientOptions {
  baseUrl: string;
  /**
   * Supplies the bearer token for the calls the API secures (favourites); undefined sends none.
   * Catalogue calls never carry it.
   */
  getAccessToken?: () => Promise<string | undefined>;
  /**
   * The language catalogue answers are asked in, read at each call and sent as `language`;
   * undefined sends none (the API's default, English). Calls that carry the user's data
   * (those with a token) and the language-neutral ones never carry it.
   */
  getContentLanguage?: () => string | undefined;
  /** What sends the requests; none: `globalThis.fetch`. */
  fetch?: typeof fetch;
}

export function configureApiClient({
  baseUrl,
  getAccessToken,
  getContentLanguage,
  fetch,
}: ApiClientOptions): void {
  client.setConfig({ baseUrl, throwOnError: true, auth: () => getAccessToken?.(), fetch });
  client.interceptors.request.use((request, options) => {
    for (const [, name = ''] of options.url.matchAll(PATH_PARAMETER)) {
      const value: unknown = options.path?.[name];
      if (value === null || value === undefined) {
        throw new RequiredParameterError(name, options.url);
      }
    }
    const language = getContentLanguage?.();
    if (!language || options.security || LANGUAGE_NEUTRAL.has(options.url)) return request;
    const url = new URL(request.url);
    url.searchParams.set('language', language);
    return new Request(url, request);
  });
  client.interceptors.error.use((error, response) => toApiError(error, response));
}
