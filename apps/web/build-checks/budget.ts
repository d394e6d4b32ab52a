/**
 * The most gzipped JavaScript the search screen may load before it is usable, in bytes: a
 * guard against regressions, set just above what the app measures with MUI's components used
 * as shipped and the bundler's own code splitting. It was 165 kB at 163.3 kB measured; the
 * languages (Lingui and the first screen's English, 6 kB) and the light and dark colour schemes
 * (MUI's CSS-variables provider, 3.8 kB) brought the measure to 173.8 kB; issue 27's menu
 * names, focus fixes and empty-result hints (mostly their English text, which the first screen
 * carries) from 174.8 to 175.05 kB; issue 26's file routes (the generated route tree, a route
 * file per list) from 175.2 to 175.95 kB; issue 27's search button, which now opens the top
 * bar's search box (the box, its suggestions and their English load on first use), from 175.93
 * to 176.04 kB; issue 26's server render by the router (the browser's half: `RouterClient`
 * reading the dehydrated router and query state, and each route's `head()`, which the browser
 * runs on every move) from 176.04 to 181.18 kB.
 */
export const BUDGET_BYTES = 181_300;
