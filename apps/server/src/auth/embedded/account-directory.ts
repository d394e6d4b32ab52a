/**
 * Who may sign in to the embedded provider: the operator's accounts (accounts.json) and, only
 * outside production, the two public demo accounts the login page lists.
 */
import {
  accountFilePath,
  normaliseUsername,
  passwordMatches,
  readAccounts,
  SCRYPT_PARAMETERS,
  type StoredAccount,
} from './account-file.ts';
import {
  checkCredentials,
  DEMO_ACCOUNTS,
  findDemoAccount,
  type DemoAccount,
} from './demo-accounts.ts';

export interface Account {
  id: string;
  /** What is typed at sign-in (and to confirm erasing the account's data). */
  username: string;
  name: string;
  email: string | undefined;
}

/** Compared against when the username is unknown, so a miss costs what a wrong password does. */
const DECOY: StoredAccount['scrypt'] = {
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  ...SCRYPT_PARAMETERS,
};

export class AccountDirectory {
  readonly #file: string;
  /** Where accounts.json and the provider's storage are (account-admin.ts changes them there). */
  readonly dataDir: string;
  /** The demo accounts sign in and are listed on the login page. */
  readonly demo: boolean;

  constructor(dataDir: string, { demo }: { demo: boolean }) {
    this.#file = accountFilePath(dataDir);
    this.dataDir = dataDir;
    this.demo = demo;
  }

  /** Accounts the login page shows with their passwords: the demo ones, when they are on. */
  get listed(): DemoAccount[] {
    return this.demo ? DEMO_ACCOUNTS : [];
  }

  hasOperatorAccounts(): boolean {
    return readAccounts(this.#file).length > 0;
  }

  async check(username: string, password: string): Promise<Account | undefined> {
    const name = normaliseUsername(username);
    const stored = readAccounts(this.#file).find((account) => account.username === name);
    if (stored || !this.demo) {
      const matches = await passwordMatches(stored?.scrypt ?? DECOY, password);
      return stored && matches ? fromStored(stored) : undefined;
    }
    const demo = checkCredentials(name, password);
    return demo && fromDemo(demo);
  }

  find(id: string): Account | undefined {
    const stored = readAccounts(this.#file).find((account) => account.id === id);
    if (stored) return fromStored(stored);
    const demo = this.demo ? findDemoAccount(id) : undefined;
    return demo && fromDemo(demo);
  }
}

const fromDemo = (demo: DemoAccount): Account => ({
  id: demo.id,
  username: demo.username,
  name: demo.name,
  email: demo.email,
});

const fromStored = (account: StoredAccount): Account => ({
  id: account.id,
  username: account.username,
  name: account.name,
  email: undefined,
});
