/**
 * Which passwords an operator may give an account (NIST SP 800-63B, 3.1.1.2): long enough once
 * invisible characters are set aside, not a common or breached password, and not mostly one
 * character repeated or a run like 1234. No rules about character classes: length and the
 * blocklist are what resist guessing. Used by `npm run accounts` only, so the server never
 * loads the list.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH } from './account-file.ts';

/** What accounts have needed from the start (SP 800-63B-4 asks 15 of a single-factor password). */
export const MIN_PASSWORD_LENGTH = 12;
/** Repeats or runs this long or longer count as predictable. */
const MIN_PATTERN_RUN = 3;

/** zxcvbn's list of the passwords most common in leaked sets (about 49,000, lower-case). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Zero-width spaces and joiners, soft hyphens, direction marks, control characters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;

const codePoints = (text: string) => Array.from(text);

type Pattern = 'repeated' | 'sequential';

/** The characters that count: NFKC folds look-alike forms (ｆｕｌｌｗｉｄｔｈ, ligatures) to one. */
function counted(password: string): string {
  return password.normalize('NFKC').replace(INVISIBLE, '');
}

/**
 * How many characters belong to a repeat (aaa) or to a run up or down (123, cba) at least
 * MIN_PATTERN_RUN long; a character in both counts once.
 */
function patternShares(text: string): Record<Pattern, number> {
  const codes = Array.from(text.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  // steps[i] leads from character i to character i + 1.
  const steps = codes.slice(1).map((code, index) => code - (codes[index] ?? code));
  const kinds: Pattern[] = [];
  for (let start = 0; start < steps.length;) {
    const step = steps[start] ?? 0;
    let end = start;
    while (steps[end + 1] === step) end++;
    if (Math.abs(step) <= 1 && end - start + 2 >= MIN_PATTERN_RUN)
      for (let index = start; index <= end + 1; index++)
        kinds[index] ??= step === 0 ? 'repeated' : 'sequential';
    start = end + 1;
  }
  return {
    repeated: kinds.filter((kind) => kind === 'repeated').length,
    sequential: kinds.filter((kind) => kind === 'sequential').length,
  };
}

/** Why `password` may not be used, naming the rule, or undefined when it may. */
export function passwordProblem(password: string): string | undefined {
  if (codePoints(password).length > MAX_PASSWORD_LENGTH)
    return `A password may have at most ${MAX_PASSWORD_LENGTH} characters, as many as the sign-in form takes.`;
  const text = counted(password);
  if (!text.trim()) return 'A password cannot be only spaces or invisible characters.';
  const length = codePoints(text).length;
  if (length < MIN_PASSWORD_LENGTH)
    return `A password needs at least ${MIN_PASSWORD_LENGTH} characters (${length} counted: invisible ones such as zero-width spaces do not count).`;
  const { repeated, sequential } = patternShares(text);
  if (repeated + sequential > length / 2)
    return repeated >= sequential
      ? 'A password cannot be mostly one character repeated (like "aaaa").'
      : 'A password cannot be mostly a run of characters (like "1234" or "abcd").';
  const lower = text.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/\s/gu, '')))
    return 'That password is on a list of common and breached passwords. Please choose another.';
  return undefined;
}
