/**
 * The Intl formatters Lingui does not keep (`formats.number` and `formats.date` of
 * @lingui/core already make each once per locale and options): lists and display names, made
 * once per locale and options too. Making one resolves the locale's data and is the slow part;
 * formatting with it is cheap.
 */
const made = new Map<string, Intl.ListFormat | Intl.DisplayNames>();

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  const key = `list ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as Intl.ListFormat | undefined;
  if (!formatter) made.set(key, (formatter = new Intl.ListFormat(locale, options)));
  return formatter;
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  const key = `names ${locale} ${JSON.stringify(options)}`;
  let names = made.get(key) as Intl.DisplayNames | undefined;
  if (!names) made.set(key, (names = new Intl.DisplayNames([locale], options)));
  return names;
}
