/**
 * Manages the embedded provider's sign-in accounts (DATA_DIR/accounts.json, scrypt hashes only):
 *
 *   npm run accounts -- add <name>      asks for a password (or reads one line from stdin)
 *   npm run accounts -- remove <name>
 *   npm run accounts -- list
 *   npm run accounts -- delete-data <name or owner>
 *
 * With NODE_ENV=production these are the only accounts that can sign in. A new password for an
 * existing account, or its removal, signs it out everywhere (password-policy.ts says which
 * passwords are refused).
 *
 * `delete-data` does what "Delete my data" does for a visitor: erases every personal row of the
 * account (in DATABASE_URL's PostgreSQL, else DATA_DIR's SQLite file), revokes its tokens on
 * every server and removes the account. With an external issuer (OIDC_ISSUER) name the owner as
 * the API keys it, `<issuer>|<subject>`. Run it with the server's configuration (PUBLIC_ORIGIN,
 * which names the issuer, and DATABASE_URL), as `npm run accounts` does from the root's .env.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import {
  removeAccount,
  removeAccountById,
  saveAccount,
} from '../src/auth/embedded/account-admin.ts';
import { AccountDirectory } from '../src/auth/embedded/account-directory.ts';
import { accountFilePath, readAccounts } from '../src/auth/embedded/account-file.ts';
import { DEMO_ACCOUNTS } from '../src/auth/embedded/demo-accounts.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { eraseOwnerData } from '../src/library/delete-my-data.ts';
import { openLibraryDatabase } from '../src/library/library-store.ts';

/** A password typed at a terminal (not echoed), or the first line piped in. */
async function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY;
  // At a terminal the interface echoes what is typed to its output: give it one that drops it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal });
  if (terminal) process.stdout.write('Password (not shown): ');
  for await (const line of lines) {
    lines.close();
    if (terminal) process.stdout.write('\n');
    return line;
  }
  return '';
}

const signedOut = (revoked: number) =>
  `It is signed out everywhere (${revoked} stored sessions, grants and tokens deleted).`;

/**
 * The owner key (`issuer|subject`) an account's data is kept under: given as such, or the
 * embedded sign-in's account of that username (a demo one too, outside production).
 */
function ownerNamed(config: Config, name: string): string | undefined {
  if (name.includes('|')) return name;
  if (config.auth.mode !== 'embedded') return undefined;
  const stored = readAccounts(accountFilePath(config.dataDir)).find(
    (account) => account.username === name,
  );
  const demo = config.production ? undefined : DEMO_ACCOUNTS.find((a) => a.username === name);
  const id = stored?.id ?? demo?.id;
  return id && `${config.auth.issuer}|${id}`;
}

async function deleteData(config: Config, name: string): Promise<number> {
  const owner = ownerNamed(config, name);
  if (!owner) {
    console.log(
      config.auth.mode === 'embedded'
        ? `There is no account "${name}".`
        : `With OIDC_ISSUER, name the owner as <issuer>|<subject>, not "${name}".`,
    );
    return 1;
  }
  const db = await openLibraryDatabase(config);
  try {
    const erased = await eraseOwnerData(db, owner);
    console.log(`Deleted ${erased} rows of ${owner}; the tokens it was issued are revoked.`);
  } finally {
    await db.close();
  }
  const issuerPrefix = `${config.auth.issuer}|`;
  if (config.auth.mode === 'embedded' && owner.startsWith(issuerPrefix)) {
    const id = owner.slice(issuerPrefix.length);
    const username = new AccountDirectory(config.dataDir, { demo: false }).find(id)?.username;
    const revoked = removeAccountById(config.dataDir, id);
    if (revoked !== undefined) console.log(`Account "${username}" removed. ${signedOut(revoked)}`);
  }
  return 0;
}

async function main([command, name]: string[]): Promise<number> {
  process.umask(0o077);
  const config = loadConfig(process.env);
  const { dataDir } = config;
  if (command === 'list') {
    for (const account of readAccounts(accountFilePath(dataDir))) console.log(account.username);
    return 0;
  }
  if (command === 'add' && name) {
    const { outcome, revoked } = await saveAccount(dataDir, name, await readPassword());
    console.log(`Account "${name}" ${outcome} in ${accountFilePath(dataDir)}.`);
    if (outcome === 'updated') console.log(signedOut(revoked));
    return 0;
  }
  if (command === 'remove' && name) {
    const revoked = removeAccount(dataDir, name);
    if (revoked === undefined) {
      console.log(`There is no account "${name}".`);
      return 1;
    }
    console.log(`Account "${name}" removed. ${signedOut(revoked)}`);
    return 0;
  }
  if (command === 'delete-data' && name) return deleteData(config, name);
  console.error(
    'Usage: npm run accounts -- add <name> | remove <name> | list | delete-data <name or owner>',
  );
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
