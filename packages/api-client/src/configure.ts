/** Points the generated client at the API and gives every failure one error type. */
import { client } from './gen/client.gen';
import { RequiredParameterError, toApiError } from './api-error.ts';

/** `{name}` placeholders in an operation's URL template. */
const PATH_PARAMETER = /\{(\w+)\}/g;

export interface ApiClientOptions {
  baseUrl: string;
  /** Supplies a bearer token for calls that need one; undefined sends none. */
  getAccessToken?: () => Promise<string | undefined>;
}

export function configureApiClient({ baseUrl, getAccessToken }: ApiClientOptions): void {
  client.setConfig({ baseUrl, throwOnError: true });
  client.interceptors.request.use(async (request, options) => {
    for (const [, name = ''] of options.url.matchAll(PATH_PARAMETER)) {
      const value: unknown = options.path?.[name];
      if (value === null || value === undefined)
        throw new RequiredParameterError(name, options.url);
    }
    const token = await getAccessToken?.();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.error.use((error, response) => toApiError(error, response));
}
