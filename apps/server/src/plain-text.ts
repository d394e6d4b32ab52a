/**
 * Text the API accepts (titles, image paths, search words) holds no control characters: NUL
 * cannot be stored by PostgreSQL at all, and none of them belongs in a title or a search. The
 * patterns are JSON Schema, so they are checked by validation and published in the OpenAPI
 * document; a failure is answered by name (http/error-handler.ts).
 */
const NO_CONTROLS = '[^\\u0000-\\u001F\\u007F-\\u009F]';

/** Any text without control characters, empty included. */
export const PLAIN_TEXT = `^${NO_CONTROLS}*$`;
/** Text without control characters that is not only spaces. */
export const NON_BLANK_PLAIN_TEXT = `^(?=.*\\S)${NO_CONTROLS}+$`;

/** Text in paragraphs (a list's description): line breaks and tabs are its only controls. */
export const MULTILINE_PLAIN_TEXT =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

const PROBLEMS = new Map([
  [PLAIN_TEXT, 'must not contain control characters.'],
  [NON_BLANK_PLAIN_TEXT, 'must not contain control characters, nor be only spaces.'],
  [MULTILINE_PLAIN_TEXT, 'must not contain control characters other than line breaks and tabs.'],
]);

/** The sentence for a value that failed one of these patterns, or undefined for other patterns. */
export function plainTextProblem(field: string, pattern: unknown): string | undefined {
  const problem = typeof pattern === 'string' ? PROBLEMS.get(pattern) : undefined;
  return problem && `${field} ${problem}`;
}
