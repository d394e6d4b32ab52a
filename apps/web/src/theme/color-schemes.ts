/**
 * What the theme (theme.ts) and the page before the app starts (index.html's head, written by
 * build-plugins/color-scheme-head.ts) share: where the chosen scheme is marked and each scheme's
 * background. Plain values, so the build can read them without loading MUI's styles.
 */

/**
 * The attribute on `<html>` naming the scheme in use ('light' or 'dark'): set before the first
 * paint by MUI's InitColorSchemeScript, then kept by the ThemeProvider. It is MUI's default.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/**
 * Where MUI remembers the visitor's choice ('system', 'light' or 'dark'); MUI's default key.
 * The sign-in pages read it too (apps/server/src/auth/embedded/login-page.ts).
 */
export const MODE_STORAGE_KEY = 'mui-mode';

/** The pages' background in each scheme. */
export const PAGE_BACKGROUND = { light: '#f3f5f8', dark: '#101418' } as const;

/** Spread on an element to keep it and what it holds in the dark scheme whatever the page's. */
export const IN_DARK_SCHEME = { [COLOR_SCHEME_ATTRIBUTE]: 'dark' } as const;
