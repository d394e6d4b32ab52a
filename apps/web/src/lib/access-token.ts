/**
 * Where the API client gets the bearer token for favourites. The sign-in feature installs the
 * real source once it has a session; until then calls go without one.
 */
type TokenSource = () => Promise<string | undefined>;

let source: TokenSource = async () => undefined;

export function setAccessTokenSource(next: TokenSource): void {
  source = next;
}

export function getAccessToken(): Promise<string | undefined> {
  return source();
}
