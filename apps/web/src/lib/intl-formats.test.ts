import { describe, expect, it } from 'vitest';
import { displayNames, listFormat } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and formats with it', () => {
    expect(listFormat('fr', { type: 'conjunction' })).toBe(
      listFormat('fr', { type: 'conjunction' }),
    );
    expect(listFormat('fr', { type: 'conjunction' }).format(['A', 'B'])).toBe('A et B');
    expect(displayNames('en', { type: 'language' })).toBe(displayNames('en', { type: 'language' }));
    expect(displayNames('en', { type: 'language' }).of('fr')).toBe('French');
  });

  it('makes another for another locale or other options', () => {
    expect(listFormat('en', { type: 'conjunction' })).not.toBe(
      listFormat('de', { type: 'conjunction' }),
    );
    expect(listFormat('en', { type: 'unit' })).not.toBe(listFormat('en', { type: 'conjunction' }));
    expect(displayNames('de', { type: 'region' }).of('DE')).toBe('Deutschland');
  });
});
