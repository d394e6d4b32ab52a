/** Display rules for catalogue values (SPEC §2, §9). */
import type { Genre } from '@media-search/api-client';

/** TMDB votes out of 10, shown out of 5 to one decimal. */
export function toFiveStarScale(voteAverage: number): number {
  return Math.round((voteAverage / 2) * 10) / 10;
}

export function formatRating(voteAverage: number, voteCount: number): string {
  return `${toFiveStarScale(voteAverage).toFixed(1)}/5.0 (${voteCount})`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** The first four characters of an ISO date; empty when there is no date. */
export function yearOf(date: string | null | undefined): string {
  return (date ?? '').slice(0, 4);
}

export function formatRuntime(minutes: number | null | undefined): string {
  return `${minutes ?? 0} mins`;
}

export function joinGenres(genres: readonly Pick<Genre, 'name'>[]): string {
  return genres.map((genre) => genre.name).join(' - ');
}

export function characterOrUnknown(character: string | null | undefined): string {
  return character?.trim() ? character : '(unknown)';
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date ('1999-10-15') as people write it ('October 15, 1999'); null when missing. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

const languageNames = new Intl.DisplayNames(['en-US'], { type: 'language' });

/** TMDB's codes that are not the standard ones: 'cn' is its code for Cantonese. */
const TMDB_LANGUAGE_CODES: Readonly<Record<string, string>> = { cn: 'yue' };

/**
 * A language's English name from its code ('fr' -> 'French'); null when missing or when Intl
 * knows no name for it (TMDB's 'xx', "no language", comes back as the code itself).
 */
export function languageName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    const standard = TMDB_LANGUAGE_CODES[code] ?? code;
    const name = languageNames.of(standard);
    return name && name !== standard ? name : null;
  } catch {
    // Not a well-formed language code.
    return null;
  }
}

/** A count with its noun: '1 episode', '3 movies'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
