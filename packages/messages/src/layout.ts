/**
 * How the catalogues are laid out: one folder per namespace under `locales/`, one file per
 * language in each, `locales/<namespace>/<language>.json`, a flat object of ICU messages by ID.
 * Every ID starts with its namespace and a dot (`search.placeholder`), so a language's
 * namespaces merge into one catalogue without clashes (test/catalogs.test.ts holds them to it).
 */

/** The languages every namespace is written in; English is the one the others translate. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * The namespace only the server speaks: its built-in sign-in pages (`sign-in`). The web app's
 * bundles leave it out (apps/web/src/lib/i18n/messages/); the pages' heads (`page`) are the
 * web app's routes' own.
 */
export const SERVER_NAMESPACES = ['sign-in'] as const;
