import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { seasonName } from './season-name.ts';

describe('seasonName', () => {
  it("keeps the season's own name", () => {
    expect(seasonName(i18n, { seasonNumber: 2, name: 'Book Two: Earth' })).toBe('Book Two: Earth');
  });

  it("calls an unnamed season 0 'Specials' and others 'Season {n}'", () => {
    expect(seasonName(i18n, { seasonNumber: 0, name: '' })).toBe('Specials');
    expect(seasonName(i18n, { seasonNumber: 3 })).toBe('Season 3');
  });
});
