/**
 * The embedded provider's accounts. They are demo accounts: their passwords are shown on the
 * login page, and they exist so anyone can try favourites without signing up anywhere.
 * Passwords are still compared as scrypt hashes in constant time, as a real store would.
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';

export interface DemoAccount {
  id: string;
  username: string;
  /** Shown on the login page: these accounts are public by design. */
  password: string;
  name: string;
  email: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 'demo-ada',
    username: 'ada',
    password: 'ada-demo-password',
    name: 'Ada Demo',
    email: 'ada@example.com',
  },
  {
    id: 'demo-ben',
    username: 'ben',
    password: 'ben-demo-password',
    name: 'Ben Demo',
    email: 'ben@example.com',
  },
];

const SALT = 'media-search-demo';
const hash = (password: string) => scryptSync(password, SALT, 32);
const hashes = new Map(DEMO_ACCOUNTS.map((account) => [account.username, hash(account.password)]));

/** The account for these credentials, or undefined, taking the same time either way. */
export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const expected = hashes.get(username.trim().toLowerCase());
  const given = hash(password);
  const matches = timingSafeEqual(expected ?? given, given) && expected !== undefined;
  return matches
    ? DEMO_ACCOUNTS.find((account) => account.username === username.trim().toLowerCase())
    : undefined;
}

export function findDemoAccount(id: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}
