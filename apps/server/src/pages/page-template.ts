/**
 * The built web app's index.html, read once at start and cut where each page's own parts go:
 * its head tags where the generic title was, and the data the app starts from at the end of
 * the body (the app's module script runs after the whole document is read).
 */

/** The element the web app reads its first queries' data from (apps/web/src/app/seed-queries.ts). */
export const SEED_ELEMENT_ID = 'initial-queries';

const TITLE = /<title>[^<]*<\/title>/;
/** The generic description; each page writes its own. */
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\s*/;

export class PageTemplate {
  readonly #beforeHead: string;
  readonly #afterHead: string;
  readonly #end: string;

  constructor(indexHtml: string) {
    const html = indexHtml.replace(DESCRIPTION, '');
    const title = TITLE.exec(html);
    // A page without the usual landmarks still works: browsers take what follows as its body.
    const headEnd = html.indexOf('</head>');
    const headAt = title ? title.index : Math.max(headEnd, 0);
    const bodyEnd = html.lastIndexOf('</body>');
    const bodyEndAt = bodyEnd >= headAt ? bodyEnd : html.length;
    this.#beforeHead = html.slice(0, headAt);
    this.#afterHead = html.slice(headAt + (title ? title[0].length : 0), bodyEndAt);
    this.#end = html.slice(bodyEndAt);
  }

  /** The page with `headTags` in its head and `seedJson` (escaped already) for the app. */
  render(headTags: string, seedJson: string): string {
    return (
      this.#beforeHead +
      headTags +
      this.#afterHead +
      `  <script type="application/json" id="${SEED_ELEMENT_ID}">${seedJson}</script>\n  ` +
      this.#end
    );
  }
}
