/**
 * The embedded provider's signing key and cookie keys, made once and kept in DATA_DIR (mode
 * 0600, never committed). Keeping them is what lets a restart sign nobody out: tokens and
 * session cookies issued before stay verifiable.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private signing keys, newest first. */
  signingKeys: JWK[];
  cookieKeys: string[];
  /** Signs the login form's anti-forgery tokens. */
  csrfKey: string;
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** The secrets in `file`, or undefined when there is no such file yet. */
function readSecrets(file: string): ProviderSecrets | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

async function generateSecrets(): Promise<ProviderSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    signingKeys: [
      { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' },
    ],
    cookieKeys: [randomBytes(32).toString('base64url')],
    csrfKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * The secrets kept in DATA_DIR, made the first time. Replicas sharing one volume may start
 * together, and all of them must end up with the same keys: each writes its candidate in full
 * to a file of its own, then links it into place. link() refuses with EEXIST when the name is
 * taken, atomically, so exactly one candidate wins, the others read the winner's, and the file
 * under the real name is always complete. (A rename would silently replace the winner.)
 */
export async function loadProviderSecrets(dataDir: string): Promise<ProviderSecrets> {
  const file = path.join(dataDir, 'oidc-secrets.json');
  const existing = readSecrets(file);
  if (existing) return existing;
  const secrets = await generateSecrets();
  mkdirSync(dataDir, { recursive: true });
  // Not named by pid alone: in containers every replica is pid 1.
  const candidate = `${file}.${randomUUID()}.tmp`;
  try {
    writeFileSync(candidate, JSON.stringify(secrets), { mode: 0o600, flush: true });
    linkSync(candidate, file);
    return secrets;
  } catch (error) {
    const winner = errorCode(error) === 'EEXIST' ? readSecrets(file) : undefined;
    if (!winner) throw error;
    return winner;
  } finally {
    rmSync(candidate, { force: true });
  }
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
