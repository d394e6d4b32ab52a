/**
 * Display rules for catalogue values (SPEC §2, §9), in the UI's language: each takes the
 * locale (or the Lingui instance) of the render that shows it, `useLingui().i18n` in a
 * component, never a global one: so renders in different languages can run at once, and a
 * component re-rendered by a language change formats in the new one. English keeps SPEC's forms.
 */
import { formats, type I18n } from '@lingui/core';
import type { Genre } from '@media-search/api-client';
import { displayNames } from './intl-formats.ts';

/** TMDB votes out of 10, shown out of 5 to one decimal. */
export function toFiveStarScale(voteAverage: number): number {
  return Math.round((voteAverage / 2) * 10) / 10;
}

/**
 * A vote count: in English as SPEC writes it, '(30412)' (it asks for thousands separators in
 * budgets and revenues, not here); in the other languages grouped as they write numbers,
 * '30.412', from five digits on like formatNumber.
 */
export function formatVoteCount(voteCount: number, locale: string): string {
  return locale === 'en'
    ? formats.number(locale, voteCount, { useGrouping: false })
    : formatNumber(voteCount, locale);
}

/** The stars out of 5.0 with the vote count: '4.2/5.0 (30412)', in German '4,2/5,0 (30.412)'. */
export function formatRating(voteAverage: number, voteCount: number, locale: string): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  const stars = formats.number(locale, toFiveStarScale(voteAverage), oneDecimal);
  return `${stars}/${formats.number(locale, 5, oneDecimal)} (${formatVoteCount(voteCount, locale)})`;
}

/** TMDB's budgets and revenues, always in US dollars: '$63,000,000', in German '63.000.000 $'. */
export function formatMoney(amount: number, locale: string): string {
  return formats.number(locale, amount, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}

/**
 * A count or other whole number as the locale writes it ('12,345', '12.345', '12 345'), but
 * four-digit ones such as years without a separator.
 */
export function formatNumber(value: number, locale: string): string {
  return formats.number(locale, value, { useGrouping: 'min2' });
}

/** The first four characters of an ISO date; empty when there is no date. */
export function yearOf(date: string | null | undefined): string {
  return (date ?? '').slice(0, 4);
}

/** A runtime in minutes, 0 when unknown: SPEC's '139 mins' in English, '139 Min.' in German. */
export function formatRuntime(minutes: number | null | undefined, locale: string): string {
  const value = minutes ?? 0;
  // Intl's English short unit is 'min'; SPEC §2 writes 'mins'.
  if (locale === 'en') return `${value} mins`;
  return formats.number(locale, value, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
}

/** SPEC §2's ' - ' between genres, in every language. */
export function joinGenres(genres: readonly Pick<Genre, 'name'>[]): string {
  return genres.map((genre) => genre.name).join(' - ');
}

/** The character a cast member plays, or SPEC's '(unknown)' in the UI's language. */
export function characterOrUnknown(i18n: I18n, character: string | null | undefined): string {
  return character?.trim() ? character : i18n._('format.unknownCharacter');
}

/**
 * An ISO date ('1999-10-15') as people write it ('October 15, 1999', '15. Oktober 1999');
 * null when missing.
 */
export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formats.date(locale, date, { dateStyle: 'long', timeZone: 'UTC' });
}

/** TMDB's codes that are not the standard ones: 'cn' is its code for Cantonese. */
const TMDB_LANGUAGE_CODES: Readonly<Record<string, string>> = { cn: 'yue' };

/**
 * A language's name from its code, in the locale ('fr' -> 'French', in German 'Französisch');
 * null when missing or when Intl knows no name for it (TMDB's 'xx', "no language", comes back
 * as the code itself).
 */
export function languageName(code: string | null | undefined, locale: string): string | null {
  if (!code) return null;
  try {
    const standard = TMDB_LANGUAGE_CODES[code] ?? code;
    const name = displayNames(locale, { type: 'language' }).of(standard);
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
