/**
 * TMDB answers in another language with an empty text where nobody has translated it (an
 * overview, a tagline, an episode's name). Such a text is filled from the English answer for
 * the same thing: objects by the same field, items of a list by their `id`.
 */

/** The texts TMDB translates, which are left empty when there is no translation. */
const TRANSLATED_TEXTS = new Set(['title', 'name', 'overview', 'tagline', 'biography']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when some translated text in `answer`, at any depth, is empty. */
export function hasUntranslatedText(answer: unknown): boolean {
  if (Array.isArray(answer)) return answer.some(hasUntranslatedText);
  if (!isObject(answer)) return false;
  return Object.entries(answer).some(([field, value]) =>
    TRANSLATED_TEXTS.has(field) && value === '' ? true : hasUntranslatedText(value),
  );
}

/** `translated` with each empty translated text taken from `english`, where that has one. */
export function withEnglishFallback<T>(translated: T, english: unknown): T {
  return fill(translated, english) as T;
}

function fill(translated: unknown, english: unknown): unknown {
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) return translated;
    const byId = new Map((english as unknown[]).filter(isObject).map((item) => [item.id, item]));
    return (translated as unknown[]).map((item) =>
      isObject(item) && item.id !== undefined ? fill(item, byId.get(item.id)) : item,
    );
  }
  if (!isObject(translated) || !isObject(english)) return translated;
  const filled: Json = {};
  for (const [field, value] of Object.entries(translated)) {
    const other = english[field];
    filled[field] =
      TRANSLATED_TEXTS.has(field) && value === '' && typeof other === 'string'
        ? other
        : fill(value, other);
  }
  return filled;
}
