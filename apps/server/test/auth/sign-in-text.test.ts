/**
 * The sign-in pages' words come from the message catalogues' `sign-in` namespace, in each
 * language: with every message marked (support/marked-catalogues.ts), each text carries the
 * mark of its message.
 */
import { describe, expect, it, vi } from 'vitest';
import { signInText } from '../../src/auth/embedded/sign-in-text.ts';
import { CONTENT_LANGUAGES } from '../../src/languages.ts';
import { markedBy } from '../support/marked-catalogues.ts';

// (The factory runs before this file's imports: it imports what it needs itself.)
vi.mock('@media-search/messages', async (importOriginal) => {
  const { markedCatalogues } = await import('../support/marked-catalogues.ts');
  return markedCatalogues(importOriginal);
});

describe.each(CONTENT_LANGUAGES)('the sign-in pages in %s', (language) => {
  const text = signInText(language, undefined);
  const from = (id: string): unknown => expect.stringMatching(markedBy(language, id));

  it('say each thing with its message', () => {
    expect(text).toEqual({
      language,
      signInTitle: from('sign-in.title'),
      signInHeading: from('sign-in.heading'),
      username: from('sign-in.username'),
      password: from('sign-in.password'),
      signIn: from('sign-in.submit'),
      demoAccounts: from('sign-in.demoAccounts'),
      demoNote: from('sign-in.demoNote'),
      noMatch: expect.any(Function),
      tooManyTries: expect.any(Function),
      expired: from('sign-in.expired'),
      formExpired: from('sign-in.formExpired'),
      startAgain: from('sign-in.startAgain'),
      signingOutTitle: from('sign-in.signingOutTitle'),
      signingOut: from('sign-in.signingOut'),
      signOut: from('sign-in.signOut'),
    });
    expect(text.noMatch(true)).toEqual(from('sign-in.noMatchDemo'));
    expect(text.noMatch(false)).toEqual(from('sign-in.noMatch'));
  });

  it('say how long to wait, in seconds under a minute and else in minutes', () => {
    expect(text.tooManyTries(59)).toEqual(from('sign-in.tooManyTriesSeconds'));
    expect(text.tooManyTries(60)).toEqual(from('sign-in.tooManyTriesMinutes'));
  });
});
