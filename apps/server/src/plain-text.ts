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

const PATTERNS = new Set([PLAIN_TEXT, NON_BLANK_PLAIN_TEXT]);

/** The sentence for a value that failed one of these patterns, or undefined for other patterns. */
export function plainTextProblem(field: string, pattern: unknown): string | undefined {
  if (typeof pattern !== 'string' || !PATTERNS.has(pattern)) return undefined;
  return pattern === PLAIN_TEXT
    ? `${field} must not contain control characters.`
    : `${field} must not contain control characters, nor be only spaces.`;
}
