import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { localKeys, remoteKeys, TokenVerifier } from '../../src/auth/token-verifier.ts';
import { makeTestKeys, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.ts';

const keys = await makeTestKeys();
const verifier = new TokenVerifier({
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  keys: localKeys(keys.jwks),
});
const now = () => Math.floor(Date.now() / 1000);
const bearer = (token: string) => `Bearer ${token}`;

async function rejection(token: string | undefined) {
  return verifier.verify(token === undefined ? undefined : bearer(token)).then(
    () => undefined,
    (error: { statusCode: number; code: string }) => error,
  );
}

describe('TokenVerifier', () => {
  it('accepts a good token and names the owner by issuer and subject', async () => {
    const caller = await verifier.verify(bearer(await keys.sign({ sub: 'user-1' })));
    expect(caller).toEqual({ owner: `${TEST_ISSUER}|user-1`, subject: 'user-1', name: 'user-1' });
  });

  it('allows 60 seconds of clock skew', async () => {
    const token = await keys.sign({ sub: 'u', exp: now() - 30 }, { expiresIn: now() - 30 });
    await expect(verifier.verify(bearer(token))).resolves.toMatchObject({ subject: 'u' });
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', ''],
  ])('answers 401 for %s', async (_label, token) => {
    expect(await rejection(token)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 401 for a token expired beyond the leeway', async () => {
    expect(
      await rejection(await keys.sign({ sub: 'u' }, { expiresIn: now() - 120 })),
    ).toMatchObject({ statusCode: 401 });
  });

  it('answers 401 for a token not valid yet', async () => {
    expect(await rejection(await keys.sign({ sub: 'u', nbf: now() + 300 }))).toMatchObject({
      statusCode: 401,
    });
  });

  it('answers 401 for the wrong audience or issuer', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const other = (issuer: string, audience: string) =>
      new SignJWT({ sub: 'u' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(privateKey);
    const signedRight = async (issuer: string, audience: string) => {
      const token = await keys.sign({ sub: 'u', iss: issuer, aud: audience });
      return token;
    };
    expect(await rejection(await signedRight(TEST_ISSUER, 'https://someone-else/'))).toMatchObject({
      statusCode: 401,
    });
    expect(await rejection(await signedRight('https://evil.test/', TEST_AUDIENCE))).toMatchObject({
      statusCode: 401,
    });
    expect(await rejection(await other(TEST_ISSUER, TEST_AUDIENCE))).toMatchObject({
      statusCode: 401,
    });
  });

  it('answers 401 for alg none', async () => {
    const token = new UnsecuredJWT({ sub: 'u' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .encode();
    expect(await rejection(token)).toMatchObject({ statusCode: 401 });
  });

  it('answers 401 for HS256 signed with the public key as the secret', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const secret = new TextEncoder().encode(await exportSPKI(publicKey));
    const token = await new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(secret);
    expect(await rejection(token)).toMatchObject({ statusCode: 401 });
  });

  it('answers 401 for a tampered payload', async () => {
    const [header, , signature] = (await keys.sign({ sub: 'user-1' })).split('.');
    const forged = base64url.encode(
      JSON.stringify({ sub: 'admin', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now() + 3600 }),
    );
    expect(await rejection(`${header}.${forged}.${signature}`)).toMatchObject({ statusCode: 401 });
  });

  it('answers 401 for an unknown key id', async () => {
    expect(await rejection(await keys.sign({ sub: 'u' }, { kid: 'nobody-knows' }))).toMatchObject({
      statusCode: 401,
    });
  });
});

/** Our own provider's verifier, which also requires the access-token type. */
const pair = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'own', alg: 'RS256', use: 'sig' };
const strict = new TokenVerifier({
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  keys: localKeys({ keys: [jwk] }),
  accessTokenType: 'at+jwt',
});
const token = (claims: Record<string, unknown>, typ = 'at+jwt', iat: number | null = now()) => {
  const jwt = new SignJWT({ sub: 'user-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'own', typ })
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setExpirationTime(now() + 600);
  return (iat === null ? jwt : jwt.setIssuedAt(iat)).sign(pair.privateKey);
};

describe('TokenVerifier, on the claims it relies on', () => {
  const refused = async (jwt: Promise<string>) =>
    strict.verify(bearer(await jwt)).then(
      () => 'accepted',
      (error: { statusCode: number }) => error.statusCode,
    );

  it('accepts an access token of our provider', async () => {
    expect(await refused(token({}))).toBe('accepted');
  });

  it.each([
    ['an ID token (typ JWT) where an access token is required', token({}, 'JWT')],
    ['an issue time ten minutes in the future', token({}, 'at+jwt', now() + 600)],
    ['no issue time', token({}, 'at+jwt', null)],
    ['a numeric subject', token({ sub: 42 })],
    ['an empty subject', token({ sub: '' })],
    ['a subject that is an object', token({ sub: { id: 'admin' } })],
  ])('answers 401 for %s', async (_label, jwt) => {
    expect(await refused(jwt)).toBe(401);
  });
});

describe('remote keys of an external issuer', () => {
  let serving = true;
  let jwksFetches = 0;
  let issuer = '';
  const issuerServer = http.createServer((req, res) => {
    if (!serving) return req.socket.destroy();
    if (req.url === '/.well-known/openid-configuration') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') {
      jwksFetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys.jwks));
    } else res.writeHead(404).end();
  });
  afterAll(() => new Promise<void>((resolve) => issuerServer.close(() => resolve())));

  const setup = async () => {
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    const { port } = issuerServer.address() as AddressInfo;
    issuer = `http://127.0.0.1:${port}`;
  };

  it('finds keys through discovery, keeps the last good ones when the issuer goes down, and answers 503 with none', async () => {
    await setup();
    const remote = new TokenVerifier({
      issuer,
      audience: TEST_AUDIENCE,
      keys: remoteKeys(issuer, { fetchTimeoutMs: 500, cacheMaxAgeMs: 50 }),
    });
    const token = await keys.sign({ sub: 'u', iss: issuer });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => remote.verify(bearer(token))),
    );
    expect(tokens).toHaveLength(20);
    expect(jwksFetches).toBe(1);

    serving = false;
    // Past the cache's age every verify tries to refetch the keys, and fails.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const unknownKid = await keys.sign({ sub: 'u', iss: issuer }, { kid: 'rotated' });
    await expect(remote.verify(bearer(token))).resolves.toMatchObject({ subject: 'u' });
    expect(
      await remote.verify(bearer(unknownKid)).catch((e: { statusCode: number }) => e.statusCode),
    ).toBe(401);

    const cold = new TokenVerifier({
      issuer,
      audience: TEST_AUDIENCE,
      keys: remoteKeys(issuer, { fetchTimeoutMs: 500 }),
    });
    expect(
      await cold
        .verify(bearer(token))
        .catch((e: { statusCode: number; code: string }) => [e.statusCode, e.code]),
    ).toEqual([503, 'AUTH_UNAVAILABLE']);
  });
});
