/**
 * The `test` every spec uses: the page may reach only the app's own origin (the project's baseURL). Catalogue images,
 * video thumbnails and the trailer player, which live on other hosts, get local stand-ins so the run needs no
 * network; anything else from outside is refused.
 */
import { test as base, expect } from '@playwright/test';

const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#456"/></svg>';
const STAND_IN_PLAYER = '<!doctype html><title>Trailer</title><p>Trailer player</p>';

export const test = base.extend<{ externalHosts: void }>({
  externalHosts: [
    async ({ page, baseURL }, use) => {
      const appOrigin = new URL(baseURL ?? '').origin;
      // A regular expression, not a function: Playwright matches it beside the browser, where
      // a function would make every one of the app's own requests wait on a round trip to the
      // test's process to be let through.
      const escaped = appOrigin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      await page.route(new RegExp(`^(?!${escaped}/)`), (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === 'image.tmdb.org' || url.hostname === 'i.ytimg.com') {
          return route.fulfill({ contentType: 'image/svg+xml', body: STAND_IN_IMAGE });
        }
        if (url.hostname === 'www.youtube-nocookie.com') {
          return route.fulfill({ contentType: 'text/html', body: STAND_IN_PLAYER });
        }
        return route.abort('blockedbyclient');
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };
