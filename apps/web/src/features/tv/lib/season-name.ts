/** A season's own name ('Specials', 'Book One: Water'), else what SPEC calls it: 'Season {n}'. */
export function seasonName(season: { seasonNumber: number; name?: string | null }): string {
  if (season.name?.trim()) return season.name;
  return season.seasonNumber === 0 ? 'Specials' : `Season ${season.seasonNumber}`;
}
