import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './languages.ts';

describe('chooseLanguage', () => {
  it('keeps the language chosen before', () => {
    expect(chooseLanguage('es', ['de-DE', 'en'])).toBe('es');
  });

  it('otherwise takes the first browser language it speaks, by primary subtag', () => {
    expect(chooseLanguage(null, ['it-IT', 'fr-CA', 'de'])).toBe('fr');
    expect(chooseLanguage(null, ['DE-at'])).toBe('de');
  });

  it('ignores a stored value that is no language of the app', () => {
    expect(chooseLanguage('klingon', ['es-MX'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(null, ['it', 'pt-BR'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });
});
