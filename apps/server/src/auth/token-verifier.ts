/**
 * Verifies the bearer access tokens the API receives: signature against the issuer's keys,
 * issuer, audience, an algorithm allow-list, the token type when the issuer sets one we know,
 * times with 60 s of leeway (an issue time in the future is refused), a subject that is
 * a non-empty string, and (given the revocations) that the owner's tokens were not revoked
 * after it was issued. The owner of a
 * request is the token's issuer and subject. A bad token is a 401; keys that cannot be had
 * (the issuer is down and none were ever fetched) are a 503, so an outage signs nobody out.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../errors.ts';

export const ALLOWED_ALGORITHMS = ['RS256', 'ES256'];
/** SPEC §9: leeway on token times. */
export const CLOCK_TOLERANCE_SECONDS = 60;
/** No access token is trusted longer than this after it was issued, whatever its `exp` says. */
const MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60;
const MAX_SUBJECT_LENGTH = 255;

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class AuthUnavailableError extends AppError {
  constructor() {
    super(
      503,
      'AUTH_UNAVAILABLE',
      'Sign-in is unavailable right now. Please try again in a moment.',
      30,
    );
  }
}

export interface Caller {
  /** `issuer|subject`: stable and unique across issuers, never an email or a name. */
  owner: string;
  subject: string;
  /**
   * The name the token gives its holder: `preferred_username`, else `name`, else `email`, else
   * the subject (what a visitor types to confirm erasing their data, with an external issuer).
   */
  name: string;
}

/** Owners whose tokens up to some moment no longer count (see library/token-revocations.ts). */
export interface RevocationCheck {
  isRevoked(owner: string, issuedAt: number): Promise<boolean>;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /**
   * The `typ` header tokens must carry (`at+jwt`, RFC 9068). Set for our own provider; external
   * issuers differ (Auth0 and Keycloak send `JWT`), so there it is left unchecked.
   */
  accessTokenType?: string;
  /**
   * Whether the subject still has an account: set for our own provider, whose tokens would
   * otherwise outlive a removed account by up to their ten minutes.
   */
  subjectExists?: (subject: string) => boolean;
  /** Checked after the signature: a token issued before its owner's data was erased is a 401. */
  revocations?: RevocationCheck;
}

const nameClaim = (payload: Record<string, unknown>, subject: string): string => {
  for (const claim of ['preferred_username', 'name', 'email']) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return subject;
};

export class TokenVerifier {
  readonly #options: TokenVerifierOptions;

  constructor(options: TokenVerifierOptions) {
    this.#options = options;
  }

  async verify(authorization: string | undefined): Promise<Caller> {
    const { caller, issuedAt } = await this.#verifySignedToken(authorization);
    // Outside the try below: the database being away is its 503, not a sign-in failure.
    if (await this.#options.revocations?.isRevoked(caller.owner, issuedAt))
      throw new UnauthorizedError('Your sign-in is no longer valid. Please sign in again.');
    return caller;
  }

  async #verifySignedToken(
    authorization: string | undefined,
  ): Promise<{ caller: Caller; issuedAt: number }> {
    const match = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/.exec(authorization ?? '');
    if (!match?.[1]) throw new UnauthorizedError('Sign in to use favorites.');
    try {
      const { payload } = await jwtVerify(match[1], this.#options.keys, {
        issuer: this.#options.issuer,
        audience: this.#options.audience,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        // With a maximum age jose also refuses an `iat` later than now (plus the leeway).
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
        typ: this.#options.accessTokenType,
      });
      const subject = payload.sub;
      if (
        typeof subject !== 'string' ||
        !subject ||
        subject.length > MAX_SUBJECT_LENGTH ||
        this.#options.subjectExists?.(subject) === false
      )
        throw new UnauthorizedError('Your sign-in is not valid. Please sign in again.');
      return {
        caller: {
          owner: `${this.#options.issuer}|${subject}`,
          subject,
          name: nameClaim(payload, subject),
        },
        // Required above, so present.
        issuedAt: payload.iat ?? 0,
      };
    } catch (error) {
      if (error instanceof AuthUnavailableError || error instanceof UnauthorizedError) throw error;
      if (error instanceof errors.JOSEError && !isKeyFetchFailure(error)) {
        throw new UnauthorizedError('Your sign-in is not valid. Please sign in again.');
      }
      throw new AuthUnavailableError();
    }
  }
}

function isKeyFetchFailure(error: errors.JOSEError): boolean {
  return error instanceof errors.JWKSTimeout || error.code === 'ERR_JWKS_INVALID';
}

/** Keys held in memory: the embedded provider's own, with no network in between. */
export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/**
 * An external issuer's keys, found through its discovery document and cached by jose. When a
 * refresh fails, the last keys that worked keep verifying; with none, callers get a 503.
 */
export function remoteKeys(
  issuer: string,
  { fetchTimeoutMs = 5000, cacheMaxAgeMs = 10 * 60_000 } = {},
): JWTVerifyGetKey {
  /** Shared by concurrent first callers; forgotten on failure so the next call tries again. */
  let remote: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  let lastKnownGood: JWTVerifyGetKey | undefined;

  const discover = async () => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (metadata.issuer !== issuer || !metadata.jwks_uri)
      throw new Error('discovery does not match the issuer');
    return createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: fetchTimeoutMs,
      cacheMaxAge: cacheMaxAgeMs,
    });
  };

  return async (header, token) => {
    try {
      remote ??= discover().catch((error: unknown) => {
        remote = undefined;
        throw error;
      });
      const jwks = await remote;
      const key = await jwks(header, token);
      const known = jwks.jwks();
      if (known) lastKnownGood = createLocalJWKSet(known);
      return key;
    } catch (error) {
      const unreachable =
        !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout;
      if (!unreachable) throw error;
      if (lastKnownGood) return lastKnownGood(header, token);
      throw new AuthUnavailableError();
    }
  };
}
