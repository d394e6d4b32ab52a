/**
 * Which passwords `npm run accounts -- add` takes (penetration test: `aaaaaaaaaaaa`,
 * `password1234`, twelve spaces and `ab` padded with zero-width spaces were all accepted).
 * NIST SP 800-63B: length counted after NFKC with invisible characters left out, a blocklist of
 * common and breached passwords, and no password that is mostly a repeat or a run.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAccount } from '../../src/auth/embedded/account-admin.ts';
import { accountFilePath, readAccounts } from '../../src/auth/embedded/account-file.ts';
import { passwordProblem } from '../../src/auth/embedded/password-policy.ts';

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';

describe('the password policy', () => {
  it.each([
    ['twelve spaces', ' '.repeat(12), /only spaces or invisible characters/],
    ['tabs and ideographic spaces', '\t\u3000 \u3000\t\u3000 \u3000\t\u3000 \u3000', /only spaces/],
    ['zero-width characters alone', ZERO_WIDTH.repeat(3), /only spaces or invisible characters/],
    [
      '"ab" padded with zero-width characters',
      `ab${ZERO_WIDTH.repeat(2)}`,
      /at least 12 .*2 counted/,
    ],
    ['eleven characters and a soft hyphen', 'tolkien-fan\u00ad', /at least 12 .*11 counted/],
    ['a short password', 'short', /at least 12 characters/],
    ['one character repeated', 'aaaaaaaaaaaa', /mostly one character repeated/],
    ['repeats with a little in between', 'zzzzzz7qqqqqq', /mostly one character repeated/],
    ['a run of digits', '345678901234', /mostly a run of characters/],
    ['a run of letters, either way', 'abcdefghzyxw', /mostly a run of characters/],
    ['a common password', 'password1234', /list of common and breached passwords/],
    ['a common password in capitals', 'PASSWORD1234', /list of common and breached passwords/],
    ['a common password with spaces in it', 'qwerty 123456', /list of common and breached/],
    // NFKC folds full-width letters to plain ones, so look-alikes cannot slip past the list.
    ['a common password in full-width letters', 'ｐａｓｓｗｏｒｄ１２３４', /list of common/],
    ['more than the login form takes', 'x7'.repeat(101), /at most 200 characters/],
  ])('refuses %s, naming the rule', (_case, password, rule) => {
    expect(passwordProblem(password)).toMatch(rule);
  });

  it.each([
    ['a passphrase', 'correct horse battery staple'],
    ['a passphrase in another script', 'Grüße aus dem Schwarzwald 1987'],
    ['a random password from a manager', 'x9$Lq!vR2#mZ8p'],
    ['a run or a repeat that is not most of it', 'ice cream 1234 for tea'],
    ['exactly the longest the form takes', 'x7'.repeat(100)],
  ])('accepts %s', (_case, password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });
});

describe('adding an account', () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'password-policy-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('writes nothing for a refused password, and adds one that passes', async () => {
    await expect(saveAccount(work, 'dana', 'password1234')).rejects.toThrow(/common and breached/);
    expect(existsSync(accountFilePath(work))).toBe(false);
    await expect(saveAccount(work, 'dana', 'correct horse battery staple')).resolves.toEqual({
      outcome: 'added',
      revoked: 0,
    });
    expect(readAccounts(accountFilePath(work)).map((account) => account.username)).toEqual([
      'dana',
    ]);
    await expect(saveAccount(work, 'dana', `ab${ZERO_WIDTH.repeat(4)}`)).rejects.toThrow(
      /at least 12 characters/,
    );
  });
});
