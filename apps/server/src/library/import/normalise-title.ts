/**
 * Titles as an import compares them: files and the catalogue spell the same title differently
 * ("Amélie" and "Amelie", "Fast & Furious" and "Fast and Furious", "The Godfather" and
 * "Godfather, The", "Schindler's List" and "Schindlers List", "E.T." and "ET").
 */

/** What is left of a title to compare: lower-case words of letters and digits. */
export function normaliseTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Apostrophes and dots join what they sit in ("schindlers", "et"); other marks part words.
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  // "The" leads or, as catalogues sort it ("Godfather, The"), trails; either way it is dropped,
  // unless it is the whole title.
  if (words.length > 1 && words[0] === 'the') words.shift();
  else if (words.length > 1 && words.at(-1) === 'the' && /,\s*the\s*$/i.test(title)) words.pop();
  return words.join(' ');
}

/**
 * How alike two normalised titles are, from 0 to 1: 1 when equal, else the share of words they
 * have in common (Sørensen–Dice over their sets of words).
 */
export function titleCloseness(a: string, b: string): number {
  if (a === b) return 1;
  const wordsA = new Set(a.split(' ').filter(Boolean));
  const wordsB = new Set(b.split(' ').filter(Boolean));
  if (wordsA.size === 0 || wordsB.size === 0) return 0;
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return (2 * shared) / (wordsA.size + wordsB.size);
}
