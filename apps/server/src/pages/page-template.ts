/**
 * The built web app's index.html, read once at start and cut where each page's own parts go:
 * its head tags where the generic title was, and the data the app starts from at the end of
 * the body (the app's module script runs after the whole document is read).
 */

/** The element the web app reads its first queries' data from (apps/web/src/app/seed-queries.ts). */
export const SEED_ELEMENT_ID = 'initial-queries';

const TITLE = /<title>[^<]*<\/title>/;
/** The document's language, which each page states as its own. */
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/;
/** The generic description; each page writes its own. */
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\s*/;

export class PageTemplate {
  /** Up to the value of `<html lang>` (the whole start when the template has none). */
  readonly #beforeLang: string;
  /** From after that value to the head. */
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
    const start = html.slice(0, headAt);
    const lang = HTML_LANG.exec(start);
    const langAt = lang ? lang.index + (lang[1] ?? '').length : 0;
    const langEnd = lang ? lang.index + lang[0].length - (lang[2] ?? '').length : 0;
    this.#beforeLang = start.slice(0, langAt);
    this.#beforeHead = start.slice(langEnd);
    this.#afterHead = html.slice(headAt + (title ? title[0].length : 0), bodyEndAt);
    this.#end = html.slice(bodyEndAt);
  }

  /**
   * The page with `headTags` in its head, `seedJson` (escaped already) for the app, and
   * `language` as the document's language (a code from languages.ts, safe in an attribute).
   */
  render(headTags: string, seedJson: string, language: string): string {
    return (
      this.#beforeLang +
      (this.#beforeLang ? language : '') +
      this.#beforeHead +
      headTags +
      this.#afterHead +
      `  <script type="application/json" id="${SEED_ELEMENT_ID}">${seedJson}</script>\n  ` +
      this.#end
    );
  }
}
