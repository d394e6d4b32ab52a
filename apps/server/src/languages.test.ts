import { describe, expect, it } from 'vitest';
import { languageOfHeader, MAX_ACCEPT_LANGUAGE_ENTRIES } from './languages.ts';
import { watchRegionOf } from './pages/watch-region.ts';

/** `count` entries no language of ours matches, each a well-formed tag. */
const unknown = (count: number) =>
  Array.from({ length: count }, (_, index) => `x-${index.toString(36).padStart(4, '0')}`);

describe('an Accept-Language header', () => {
  it('is read by weight, then in the order sent', () => {
    expect(languageOfHeader('fr;q=0.5, de-AT, en;q=0.9')).toBe('de');
    expect(languageOfHeader('ja, es-MX;q=0.8, fr;q=0.8')).toBe('es');
    expect(languageOfHeader('de;q=0, fr')).toBe('fr');
    expect(languageOfHeader(undefined)).toBe('en');
  });

  it('is read only as far as its first entries: a longer one costs no more', () => {
    const within = [...unknown(MAX_ACCEPT_LANGUAGE_ENTRIES - 1), 'de-DE'].join(',');
    expect(languageOfHeader(within)).toBe('de');
    expect(watchRegionOf(within)).toBe('DE');
    // About 14 KB, as a hostile client sent: the German entry comes too late to be read.
    const beyond = [...unknown(2000), 'de-DE'].join(',');
    expect(languageOfHeader(beyond)).toBe('en');
    expect(watchRegionOf(beyond)).toBe('US');
  });
});
