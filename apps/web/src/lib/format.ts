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
