/**
 * Starts the app once the page has painted its first content (the top bar index.html carries,
 * build-plugins/static-shell-body.ts). On a fast connection the app's code would otherwise arrive
 * before the browser's first frame, and evaluating it (a few hundred milliseconds on a slow
 * phone) would hold that frame back: the bar that is already in the page would appear only
 * with the app. On a slow connection nothing changes, since the page has painted long before
 * the code arrives.
 *
 * The built `<script type="module" src>` becomes a `modulepreload` of the same file, which the
 * browser downloads at once as before, and a short inline module that imports it when the
 * browser reports the first contentful paint (Paint Timing), at once where it never will (a
 * page opened out of sight paints only when shown), and after a second at the latest. The
 * server allows the inline script by its hash (apps/server/src/pages/inline-scripts.ts).
 */
import type { Plugin } from 'vite';

/** The latest the app starts, should no paint be reported (a browser without Paint Timing). */
const LATEST_START_MS = 1000;

const startScript = (entry: string) =>
  `<script type="module">
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        import(${JSON.stringify(entry)});
      };
      if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
        start();
      } else {
        new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
        }).observe({ type: 'paint', buffered: true });
        setTimeout(start, ${LATEST_START_MS});
      }
    </script>`;

export function startAfterFirstPaint(): Plugin {
  return {
    name: 'media-search:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag?.[1]) throw new Error('index.html has no entry module script');
        const entry = entryTag[1];
        return html.replace(
          entryTag[0],
          `<link rel="modulepreload" crossorigin href="${entry}">\n    ${startScript(entry)}`,
        );
      },
    },
  };
}
