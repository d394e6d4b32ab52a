/**
 * The operator's sign-in accounts for the embedded provider, in `DATA_DIR/accounts.json` (mode
 * 0600). Only a salted scrypt hash of each password is kept, never the password. Written by
 * `npm run accounts` (account-admin.ts), read by the server at every sign-in so new accounts
 * work without a restart.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One of OWASP's equivalent scrypt settings (N = 2^15, r = 8, p = 3): 32 MB a try rather than
 * 128 MB, so sign-ins arriving together cannot exhaust memory.
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** The most the login form takes, in code points (its schema counts them so). */
export const MAX_PASSWORD_LENGTH = 200;

export interface StoredAccount {
  /** The subject of this account's tokens; new for every account, so a reused name is a new user. */
  id: string;
  username: string;
  name: string;
  scrypt: { salt: string; hash: string; N: number; r: number; p: number };
}

interface AccountFile {
  accounts: StoredAccount[];
}

export const accountFilePath = (dataDir: string) => path.join(dataDir, 'accounts.json');

/**
 * The account a typed username means: spaces around it, case and look-alike forms (NFKC folds
 * ｆｕｌｌｗｉｄｔｈ letters) make no difference, at sign-in and in the count of its tries.
 */
export const normaliseUsername = (typed: string) => typed.normalize('NFKC').trim().toLowerCase();

const derive = (password: string, salt: Buffer, options: ScryptOptions & { N: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password,
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * options.N * (options.r ?? 8) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

export function readAccounts(file: string): StoredAccount[] {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as AccountFile).accounts;
}

export function writeAccounts(file: string, accounts: StoredAccount[]): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

export async function hashPassword(password: string): Promise<StoredAccount['scrypt']> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, SCRYPT_PARAMETERS);
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), ...SCRYPT_PARAMETERS };
}

/** True when `password` is this account's, compared in constant time. */
export async function passwordMatches(
  stored: StoredAccount['scrypt'],
  password: string,
): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const given = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
