import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { seasonName } from './season-name.ts';

describe('seasonName', () => {
  it("keeps the season's own name", () => {
    expect(seasonName(i18n, { seasonNumber: 2, name: 'Book Two: Earth' })).toBe('Book Two: Earth');
  });

  it("calls an unnamed season 0 'Specials' and others 'Season {n}'", () => {
    expect(seasonName(i18n, { seasonNumber: 0, name: '' })).toBe('Specials');
    expect(seasonName(i18n, { seasonNumber: 3 })).toBe('Season 3');
  });

  it("calls a season named only by its number, in any language, 'Season {n}' in the UI's", async () => {
    await setTestLanguage('fr');
    for (const name of ['Season 1', 'Staffel 1', 'Temporada 1', '1. Staffel', 'Сезон 1', '1'])
      expect(seasonName(i18n, { seasonNumber: 1, name }), name).toBe('Saison 1');
    expect(seasonName(i18n, { seasonNumber: 1, name: 'Season 1: Pilots' })).toBe(
      'Season 1: Pilots',
    );
    expect(seasonName(i18n, { seasonNumber: 2, name: 'Season 1' })).toBe('Season 1');
  });
});
