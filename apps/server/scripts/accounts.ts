/**
 * Manages the embedded provider's sign-in accounts (DATA_DIR/accounts.json, scrypt hashes only):
 *
 *   npm run accounts -- add <name>      asks for a password (or reads one line from stdin)
 *   npm run accounts -- remove <name>
 *   npm run accounts -- list
 *
 * With NODE_ENV=production these are the only accounts that can sign in. A new password for an
 * existing account, or its removal, signs it out everywhere (password-policy.ts says which
 * passwords are refused).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { removeAccount, saveAccount } from '../src/auth/embedded/account-admin.ts';
import { accountFilePath, readAccounts } from '../src/auth/embedded/account-file.ts';
import { loadConfig } from '../src/config.ts';

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

async function main([command, name]: string[]): Promise<number> {
  process.umask(0o077);
  const { dataDir } = loadConfig(process.env);
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
  console.error('Usage: npm run accounts -- add <name> | remove <name> | list');
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
