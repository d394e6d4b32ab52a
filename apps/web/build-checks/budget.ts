/**
 * The most gzipped JavaScript a browser may fetch for the search screen (`/`) before the network
 * is idle, in bytes (initial-js.ts measures it). Issue 26 asks for 175 kB; the measure is
 * 192.6 kB: the entry alone is 181.1 kB (each part gzipped on its own, which adds up to more
 * than the file: React's DOM renderer 64 kB, MUI with emotion 49 kB, the router with its
 * hydration 29 kB, the query cache 11 kB, the app's own code, the API client and the first
 * screen's English 20 kB), then the home rows with what they import (8.7 kB) and the service
 * worker's registration (2.8 kB). The 17.6 kB still over the target would have to come out of the entry,
 * whose every part the first screen renders or hydrates with. Set just above the measure, as a
 * guard against regressions: 193.5 kB, then 194.5 kB when issue 29's watchlist and ratings
 * took the entry from 181.1 to 182.3 kB (the menu's two entries with their text, the cards'
 * action slot; the bookmark's own code loads only for a signed-in visitor), then 196.5 kB when
 * its history and lists added four routes (their search validation and heads, which the
 * router keeps in the entry) and two menu entries: the entry 184.2 kB, `/` 195.7 kB. Issue 30's
 * three routes, two menu entries and the signed-in rows' lazy gate on `/` took it to 196.7 kB;
 * leaving JSON-LD to the server's render (routes/-heads.ts) took 1.1 kB back: `/` 195.9 kB.
 * Issue 31's /your-data (import, export, delete) took it to 196.8 kB: its route (search
 * validation and head) and menu entry, and the generated client's calls the screen makes, which
 * the entry carries although only the lazy screen uses them (the SDK and its query options are
 * one module each, and a module is never split between chunks): 197.0 kB.
 */
export const BUDGET_BYTES = 197_000;
