/** Access tokens minted by a test key, for exercising the real verifier without a sign-in. */
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { localKeys, TokenVerifier } from '../../src/auth/token-verifier.ts';

export const TEST_ISSUER = 'https://issuer.test/';
export const TEST_AUDIENCE = 'https://api.test/';

export interface TestKeys {
  jwks: JSONWebKeySet;
  sign(
    payload: JWTPayload,
    options?: { expiresIn?: string | number; kid?: string },
  ): Promise<string>;
}

export async function makeTestKeys(kid = 'test-key'): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (payload, options = {}) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'at+jwt' })
        .setIssuer(payload.iss ?? TEST_ISSUER)
        .setAudience(payload.aud ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey),
  };
}

/** The app's sign-in for a test: the real verifier over these keys, and no sign-in pages. */
export function testAuth(keys: TestKeys) {
  return {
    verifier: new TokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keys: localKeys(keys.jwks),
    }),
    embedded: undefined,
    close: async () => undefined,
  };
}
