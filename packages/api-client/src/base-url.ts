/**
 * Where the API lives (SPEC §7): the local server on port 5002 when the page comes from a
 * development server on localhost (Vite's), otherwise the page's own origin. A built app is
 * always served by the API server itself, on whatever port it was given, so it asks its own
 * origin even on localhost.
 */
export const LOCAL_API_PORT = '5002';

export interface BaseUrlOptions {
  /** True when the page comes from the development server rather than the API server. */
  devServer: boolean;
}

export function resolveApiBaseUrl(
  location: Pick<Location, 'hostname' | 'origin' | 'protocol'>,
  { devServer }: BaseUrlOptions,
): string {
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return devServer && local
    ? `${location.protocol}//${location.hostname}:${LOCAL_API_PORT}`
    : location.origin;
}
