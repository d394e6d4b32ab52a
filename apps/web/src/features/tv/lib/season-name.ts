import type { I18n } from '@lingui/core';

/**
 * A season's own name ('Specials', 'Book One: Water'), else what SPEC calls it: 'Season {n}'
 * ('Staffel {n}' in German).
 */
export function seasonName(
  i18n: I18n,
  season: { seasonNumber: number; name?: string | null },
): string {
  if (season.name?.trim()) return season.name;
  return season.seasonNumber === 0
    ? i18n._('tv.specials')
    : i18n._('tv.season', { number: season.seasonNumber });
}
