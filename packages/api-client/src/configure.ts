/** Points the generated client at the API and gives every failure one error type. */
import { client } from './gen/client.gen';
import { RequiredParameterError, toApiError } from './api-error.ts';

/** `{name}` placeholders in an operation's URL template. */
const PATH_PARAMETER = /\{(\w+)\}/g;

export interface ApiClientOptions {
  baseUrl: string;
  /**
   * Supplies the bearer token for the calls the API secures (favourites); undefined sends none.
   * Catalogue calls never carry it.
   */
  getAccessToken?: () => Promise<string | undefined>;
  /** What sends the requests; none: `globalThis.fetch`. */
  fetch?: typeof fetch;
}

export function configureApiClient({ baseUrl, getAccessToken, fetch }: ApiClientOptions): void {
  client.setConfig({ baseUrl, throwOnError: true, auth: () => getAccessToken?.(), fetch });
  client.interceptors.request.use((request, options) => {
    for (const [, name = ''] of options.url.matchAll(PATH_PARAMETER)) {
      const value: unknown = options.path?.[name];
      if (value === null || value === undefined) {
        throw new RequiredParameterError(name, options.url);
      }
    }
    return request;
  });
  client.interceptors.error.use((error, response) => toApiError(error, response));
}
