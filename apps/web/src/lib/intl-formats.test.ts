import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and formats with it', () => {
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(numberFormat('de', { ...oneDecimal })).toBe(numberFormat('de', oneDecimal));
    expect(numberFormat('de', oneDecimal).format(4.25)).toBe('4,3');
    expect(listFormat('fr', { type: 'conjunction' }).format(['A', 'B'])).toBe('A et B');
    expect(displayNames('en', { type: 'language' }).of('fr')).toBe('French');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
    );
  });

  it('makes another for another locale or other options', () => {
    expect(numberFormat('en')).not.toBe(numberFormat('de'));
    expect(numberFormat('en', { useGrouping: false })).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { useGrouping: false }).format(30412)).toBe('30412');
    expect(numberFormat('en').format(30412)).toBe('30,412');
  });
});
