/**
 * The built web app's index.html, read once at start and cut where each page's own parts go:
 * its head tags where the generic title was. A page the server rendered has its screen (and the
 * router's dehydrated state) in the root element, and starts the app as its render says (the
 * tags it gives for the head) instead of by the template's module script.
 */
const TITLE = /<title>[^<]*<\/title>/;
/** The document's language, which each page states as its own. */
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/;
/** The generic description; each page writes its own. */
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\s*/;
/** The app's entry, as Vite writes it into the head. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
const EMPTY_ROOT = '<div id="root"></div>';

/** What a rendered page has that the shell has not: the screen, its styles and its start. */
export interface RenderedScreen {
  /** The screen, for the root element. */
  root: string;
  /** The preloads and style elements it needs, for the end of the head. */
  head: string;
  /** The tags that start the app, for the head; empty to start it by the module script. */
  start: string;
}

export class PageTemplate {
  /** Up to the value of `<html lang>` (the whole start when the template has none). */
  readonly #beforeLang: string;
  /** From after that value to the head. */
  readonly #beforeHead: string;
  readonly #afterHead: string;
  readonly #end: string;
  /** Whether the template has the app's module script and the empty root to render in. */
  readonly #renderable: boolean;

  /** The template's own title and description, for a page with no head of its own. */
  readonly #genericHead: string;

  constructor(indexHtml: string) {
    const description = DESCRIPTION.exec(indexHtml)?.[0].trim() ?? '';
    const html = indexHtml.replace(DESCRIPTION, '');
    const title = TITLE.exec(html);
    this.#genericHead = [title?.[0] ?? '', description].filter(Boolean).join('\n    ');
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
    this.#renderable = ENTRY_SCRIPT.test(this.#afterHead) && this.#afterHead.includes(EMPTY_ROOT);
  }

  /** Whether a rendered screen can go in (a template from an unusual build may not allow it). */
  get renderable(): boolean {
    return this.#renderable;
  }

  /**
   * The page with `headTags` in its head (the template's own title and description when
   * empty) and `language` as the document's language (a code from languages.ts, safe in an
   * attribute); with `screen`, the screen in its root, started as the render says.
   */
  render(headTags: string, language: string, screen?: RenderedScreen): string {
    const head = headTags || this.#genericHead;
    let body = this.#afterHead;
    if (screen && this.#renderable) {
      if (screen.start) body = body.replace(ENTRY_SCRIPT, '');
      body = body
        .replace('</head>', () => `${screen.head}${screen.start}</head>`)
        .replace(EMPTY_ROOT, () => `<div id="root">${screen.root}</div>`);
    }
    return (
      this.#beforeLang +
      (this.#beforeLang ? language : '') +
      this.#beforeHead +
      head +
      body +
      this.#end
    );
  }
}
