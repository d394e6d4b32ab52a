/**
 * Turns what a person typed into FTS5 queries. Words are letters and digits in any script;
 * punctuation separates them and never reaches FTS5's query syntax.
 */

/** Lower case without accents, as the index stores names (`remove_diacritics`). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function searchWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const quoted = (word: string) => `"${word}"`;

/**
 * Every word must appear in the name, the last (still being typed) or any as a prefix; with a
 * `year`, of a title released (or first aired) that year.
 */
export function prefixQuery(words: string[], kind: string | null, year?: number): string {
  const terms = words.map((word) => `${quoted(word)}*`).join(' ');
  return inYear(scoped(terms, kind), year);
}

/**
 * The matches of a search in the order people expect, as one FTS5 query per rank, each
 * matching none of the ranks before it: every word whole and the name starting with the
 * text; every word whole; the name starting with the text; any other match (every word at
 * least begun); with a `year`, only titles of that year. Within a rank the index's own order,
 * popularity, decides. (A name equal to
 * the text comes first of all; FTS5 cannot say so, the titles' name index can.)
 */
export function rankedQueries(words: string[], kind: string | null, year?: number): string[] {
  const begun = `{name original_name} : (${words.map((word) => `${quoted(word)}*`).join(' ')})`;
  const whole = `{name original_name} : (${words.map(quoted).join(' ')})`;
  // `^` holds the phrase to the start of the name; `*` lets its last word be still typed.
  const starts = `name : ^${quoted(words.join(' '))}*`;
  return [
    `(${whole}) AND (${starts})`,
    `(${whole}) NOT (${starts})`,
    `(${starts}) NOT (${whole})`,
    `((${begun}) NOT (${whole})) NOT (${starts})`,
  ]
    .map((ranked) => (kind ? `(${ranked}) AND kind : ${quoted(kind)}` : ranked))
    .map((ranked) => inYear(ranked, year));
}

function inYear(match: string, year: number | undefined): string {
  return year === undefined ? match : `(${match}) AND year : ${quoted(String(year))}`;
}

function scoped(terms: string, kind: string | null): string {
  const names = `{name original_name} : (${terms})`;
  return kind ? `${names} AND kind : ${quoted(kind)}` : names;
}
