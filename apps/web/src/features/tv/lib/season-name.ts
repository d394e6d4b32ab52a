import type { I18n } from '@lingui/core';

/**
 * Whether TMDB's name for a season says no more than its number: 'Season 2', 'Staffel 2',
 * '2. Staffel', '第2季', '2', in whatever language the catalogue answered. Such a name is shown
 * as the UI's own 'Season {n}' instead, so a French page does not read 'Saison 2' then 'Season 2'.
 */
function onlyNumbers(name: string, seasonNumber: number): boolean {
  const word = String.raw`\p{L}*`;
  return new RegExp(String.raw`^${word}\s*${seasonNumber}\.?\s*${word}$`, 'u').test(name);
}

/**
 * A season's own name ('Specials', 'Book One: Water'), else what SPEC calls it: 'Season {n}'
 * ('Staffel {n}' in German).
 */
export function seasonName(
  i18n: I18n,
  season: { seasonNumber: number; name?: string | null },
): string {
  const name = season.name?.trim();
  if (name && !onlyNumbers(name, season.seasonNumber)) return name;
  return season.seasonNumber === 0
    ? i18n._('tv.specials')
    : i18n._('tv.season', { number: season.seasonNumber });
}
