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

/** Every word must appear in the name, the last (still being typed) or any as a prefix. */
export function prefixQuery(words: string[], kind: string | null): string {
  const terms = words.map((word) => `${quoted(word)}*`).join(' ');
  return scoped(terms, kind);
}

/** Every word must appear in the name as a whole word. */
export function wholeWordQuery(words: string[], kind: string | null): string {
  return scoped(words.map(quoted).join(' '), kind);
}

function scoped(terms: string, kind: string | null): string {
  const names = `{name original_name} : (${terms})`;
  return kind ? `${names} AND kind : ${quoted(kind)}` : names;
}
