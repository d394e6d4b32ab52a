import { formats } from '@lingui/core';

/**
 * A score out of 5 to one decimal, as `locale` (the render's) writes it: '4.2', in German '4,2'.
 * A module of its own, so result cards on the first screen do not bring the rating line's stars
 * with them.
 */
export function formatScore(score: number, locale: string): string {
  return formats.number(locale, score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
