import type { PersonCredit } from '@media-search/api-client';

export type CreditType = PersonCredit['mediaType'];

const creditDate = (credit: PersonCredit) => credit.releaseDate ?? credit.firstAirDate ?? '';

/**
 * SPEC §2 Person: the credits of one media type, each title once (its first role), newest
 * first by release or first-air date; undated titles go last.
 */
export function creditsOfType(cast: readonly PersonCredit[], type: CreditType): PersonCredit[] {
  const seen = new Set<number>();
  const unique: PersonCredit[] = [];
  for (const credit of cast) {
    if (credit.mediaType === type && !seen.has(credit.id)) {
      seen.add(credit.id);
      unique.push(credit);
    }
  }
  return unique.sort((a, b) => creditDate(b).localeCompare(creditDate(a)));
}
