/**
 * Wires sign-in: with no external issuer, the embedded provider (its secrets and state in
 * DATA_DIR) and a verifier holding its public keys in memory; with OIDC_ISSUER, a verifier
 * that fetches that issuer's keys.
 */
import type { DatabaseSync } from 'node:sqlite';
import type Provider from 'oidc-provider';
import { ConfigError, type Config } from '../config.ts';
import { AccountDirectory } from './embedded/account-directory.ts';
import { createEmbeddedProvider } from './embedded/embedded-provider.ts';
import {
  loadProviderSecrets,
  publicKeys,
  type ProviderSecrets,
} from './embedded/provider-secrets.ts';
import { openAdapterDatabase, purgeWhileRunning } from './embedded/sqlite-adapter.ts';
import { localKeys, remoteKeys, TokenVerifier, type RevocationCheck } from './token-verifier.ts';

export interface EmbeddedIssuer {
  provider: Provider;
  secrets: ProviderSecrets;
  db: DatabaseSync;
  accounts: AccountDirectory;
}

/** Why a production server with the embedded provider and no accounts will not start. */
export const NO_PRODUCTION_ACCOUNTS =
  'NODE_ENV=production turns the demo accounts off, and DATA_DIR has no sign-in accounts. ' +
  'Add one with `npm run accounts -- add <name>`, or set OIDC_ISSUER (with OIDC_AUDIENCE and ' +
  'OIDC_CLIENT_ID) to sign in with another OpenID provider.';

/** Sign-in as the web app needs to know it, from GET /api/configuration. */
export interface PublicAuthSettings {
  authority: string;
  clientId: string;
  audience: string;
  /** True for an external issuer, which must be sent the audience (Auth0's `audience`). */
  sendAudience: boolean;
}

export function publicAuthSettings(auth: Config['auth']): PublicAuthSettings {
  return {
    authority: auth.issuer,
    clientId: auth.clientId,
    audience: auth.audience,
    sendAudience: auth.mode === 'external',
  };
}

export interface Auth {
  verifier: TokenVerifier;
  /** Present when this server is its own issuer. */
  embedded: EmbeddedIssuer | undefined;
  close(): Promise<void>;
}

/** `revocations`: the tokens erased data revoked (the library's database); none: checks none. */
export async function createAuth(
  config: Pick<Config, 'auth' | 'dataDir' | 'webOrigins' | 'production'>,
  { revocations }: { revocations?: RevocationCheck } = {},
): Promise<Auth> {
  const { auth } = config;
  if (auth.mode === 'external') {
    const verifier = new TokenVerifier({
      issuer: auth.issuer,
      audience: auth.audience,
      keys: remoteKeys(auth.issuer),
      revocations,
    });
    return { verifier, embedded: undefined, close: async () => undefined };
  }
  const accounts = new AccountDirectory(config.dataDir, { demo: !config.production });
  if (config.production && !accounts.hasOperatorAccounts())
    throw new ConfigError([NO_PRODUCTION_ACCOUNTS]);
  const secrets = await loadProviderSecrets(config.dataDir);
  const db = openAdapterDatabase(config.dataDir);
  const stopPurging = purgeWhileRunning(db);
  const provider = createEmbeddedProvider({
    auth,
    webOrigins: config.webOrigins,
    secrets,
    db,
    accounts,
  });
  const verifier = new TokenVerifier({
    issuer: auth.issuer,
    audience: auth.audience,
    keys: localKeys(publicKeys(secrets)),
    // Our own provider marks access tokens (RFC 9068); an ID token is never one.
    accessTokenType: 'at+jwt',
    // A token is checked by its signature, never looked up, so it outlives a password change
    // by up to ACCESS_TOKEN_TTL (ten minutes); a removed account's tokens stop at once.
    subjectExists: (subject) => accounts.find(subject) !== undefined,
    revocations,
  });
  return {
    verifier,
    embedded: { provider, secrets, db, accounts },
    close: async () => {
      stopPurging();
      db.close();
    },
  };
}
