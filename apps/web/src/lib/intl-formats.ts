/**
 * Intl's formatters, made once per locale and options and then reused. Making one resolves the
 * locale's data and is the slow part (about half a millisecond each, measured on the home
 * screen's sixty cards); formatting with it is cheap.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions) =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  once('names', locale, options, () => new Intl.DisplayNames([locale], options));
