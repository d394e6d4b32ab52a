/**
 * A year at the end of a search ("dune 2021") narrows a title search to that year, as people
 * type it on TMDB's and JustWatch's sites.
 */

/** The first films are from the 1870s; nothing is released later than next year. */
const FIRST_YEAR = 1870;

export interface YearSplit {
  /** The text before the year, or the whole text when it ends in no year. */
  title: string;
  year?: number;
}

/**
 * Splits a trailing four-digit year from the words before it. A year alone ("1917") is a
 * title, not a year, and so is one no title can have yet ("Blade Runner 2049").
 */
export function splitYear(text: string, today = new Date()): YearSplit {
  const found = /^(.*\S)\s+(\d{4})$/u.exec(text.trim());
  const year = Number(found?.[2]);
  if (!found?.[1] || year < FIRST_YEAR || year > today.getUTCFullYear() + 1) {
    return { title: text };
  }
  return { title: found[1], year };
}
