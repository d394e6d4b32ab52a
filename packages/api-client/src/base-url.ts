/**
 * Where the API lives (SPEC §7): the local server on port 5002 when the page comes from
 * localhost (e.g. the Vite dev server), otherwise the page's own origin.
 */
export const LOCAL_API_PORT = '5002';

export function resolveApiBaseUrl(
  location: Pick<Location, 'hostname' | 'origin' | 'protocol'>,
): string {
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return local ? `${location.protocol}//${location.hostname}:${LOCAL_API_PORT}` : location.origin;
}
