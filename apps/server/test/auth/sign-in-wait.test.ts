/**
 * The sign-in pages' "too many tries" says how long to wait as each language writes a duration
 * (Intl's long unit format, which it was before its words came from the catalogues): seconds
 * under a minute, else minutes rounded up, in the singular or plural as the number asks.
 */
import { describe, expect, it } from 'vitest';
import { signInText } from '../../src/auth/embedded/sign-in-text.ts';
import { CONTENT_LANGUAGES } from '../../src/languages.ts';

const duration = (language: string, unit: 'second' | 'minute', value: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);

describe.each(CONTENT_LANGUAGES)('the wait after too many tries, in %s', (language) => {
  const { tooManyTries } = signInText(language, undefined);

  it.each([1, 2, 30, 59])('is %i seconds as seconds', (seconds) => {
    expect(tooManyTries(seconds)).toContain(` ${duration(language, 'second', seconds)} `);
  });

  it.each([
    [60, 1],
    [61, 2],
    [900, 15],
    [3599, 60],
    [90_000, 1_500],
  ])('is %i seconds as %i minutes', (seconds, minutes) => {
    expect(tooManyTries(seconds)).toContain(` ${duration(language, 'minute', minutes)} `);
  });
});

describe('the wait in English', () => {
  it('reads as before', () => {
    const { tooManyTries } = signInText('en', undefined);
    expect(tooManyTries(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(tooManyTries(600)).toBe(
      'Too many sign-in attempts. Please wait 10 minutes and try again.',
    );
  });
});
