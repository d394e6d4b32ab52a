/**
 * The embedded provider's signing key and cookie keys, made once and kept in DATA_DIR (mode
 * 0600, never committed). Keeping them is what lets a restart sign nobody out: tokens and
 * session cookies issued before stay verifiable.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private signing keys, newest first. */
  signingKeys: JWK[];
  cookieKeys: string[];
  /** Signs the login form's anti-forgery tokens. */
  csrfKey: string;
}

export async function loadProviderSecrets(dataDir: string): Promise<ProviderSecrets> {
  const file = path.join(dataDir, 'oidc-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const secrets: ProviderSecrets = {
    signingKeys: [
      { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' },
    ],
    cookieKeys: [randomBytes(32).toString('base64url')],
    csrfKey: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  // Written aside and renamed, so two processes starting together never read half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(secrets), { mode: 0o600 });
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  renameSync(temporary, file);
  return secrets;
}

/** The public halves, which is all a verifier needs. */
export function publicKeys(secrets: ProviderSecrets): { keys: JWK[] } {
  return {
    keys: secrets.signingKeys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({
      kty,
      n,
      e,
      crv,
      x,
      y,
      kid,
      alg,
      use,
    })),
  };
}
