/**
 * What `npm run accounts` does to an account: checks a new password against the password policy,
 * writes accounts.json, and, when an account's password changes or the account goes, ends every
 * sign-in it had (a reset must lock out whoever knew the old password). It runs beside a live
 * server: both open oidc.sqlite in WAL mode, and the server reads sessions and tokens from it at
 * each use, so the change holds at once.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  accountFilePath,
  hashPassword,
  readAccounts,
  USERNAME_PATTERN,
  writeAccounts,
  type StoredAccount,
} from './account-file.ts';
import { passwordProblem } from './password-policy.ts';
import { adapterDatabasePath, openAdapterDatabase, revokeAccount } from './sqlite-adapter.ts';

export interface SavedAccount {
  outcome: 'added' | 'updated';
  /** Sessions, grants and tokens of the account's earlier sign-ins deleted (none for a new one). */
  revoked: number;
}

/** Ends the account's sign-ins in DATA_DIR's provider storage, if the server ever made one. */
function endSignIns(dataDir: string, accountId: string): number {
  if (!existsSync(adapterDatabasePath(dataDir))) return 0;
  const db = openAdapterDatabase(dataDir);
  try {
    return revokeAccount(db, accountId);
  } finally {
    db.close();
  }
}

/** Adds the account, or gives an existing one a new password (keeping its id). */
export async function saveAccount(
  dataDir: string,
  username: string,
  password: string,
): Promise<SavedAccount> {
  if (!USERNAME_PATTERN.test(username))
    throw new Error(
      'A username is 1 to 64 lower-case letters, digits, dots, dashes or underscores.',
    );
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const file = accountFilePath(dataDir);
  const accounts = readAccounts(file);
  const existing = accounts.find((account) => account.username === username);
  const scryptHash = await hashPassword(password);
  if (existing) existing.scrypt = scryptHash;
  else accounts.push({ id: `user-${randomUUID()}`, username, name: username, scrypt: scryptHash });
  // The new password first, then the old sign-ins: no moment lets the old password back in.
  writeAccounts(file, accounts);
  return existing
    ? { outcome: 'updated', revoked: endSignIns(dataDir, existing.id) }
    : { outcome: 'added', revoked: 0 };
}

/** Removes the account and ends its sign-ins: how many were ended, or undefined if none such. */
export function removeAccount(dataDir: string, username: string): number | undefined {
  return removeAccountWhere(dataDir, (account) => account.username === username);
}

/**
 * The same by the account's id (its tokens' subject), as "delete my data" knows it; a demo
 * account is none of the operator's and stays.
 */
export function removeAccountById(dataDir: string, id: string): number | undefined {
  return removeAccountWhere(dataDir, (account) => account.id === id);
}

function removeAccountWhere(
  dataDir: string,
  isRemoved: (account: StoredAccount) => boolean,
): number | undefined {
  const file = accountFilePath(dataDir);
  const accounts = readAccounts(file);
  const removed = accounts.find(isRemoved);
  if (!removed) return undefined;
  writeAccounts(
    file,
    accounts.filter((account) => account !== removed),
  );
  return endSignIns(dataDir, removed.id);
}
