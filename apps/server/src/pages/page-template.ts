/**
 * The built web app's index.html, read once at start and cut where each page's own parts go:
 * its head tags where the generic title was. A page the server rendered has its screen (and the
 * router's dehydrated state) in the root element, and starts the app after its first paint by
 * a script in its head (app-loader.ts) instead of by the module script.
 */
import { APP_CODE_ELEMENT_ID, APP_LOADER_SCRIPT } from './app-loader.ts';
import { escapeScriptJson } from './escape.ts';

const TITLE = /<title>[^<]*<\/title>/;
/** The document's language, which each page states as its own. */
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/;
/** The generic description; each page writes its own. */
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\s*/;
/** The app's entry, as Vite writes it into the head. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const EMPTY_ROOT = '<div id="root"></div>';

/** What a rendered page has that the shell has not: the screen and its styles. */
export interface RenderedScreen {
  /** The screen, for the root element. */
  root: string;
  /** The preloads and style elements it needs, for the end of the head. */
  head: string;
  /** The built files it runs first besides the entry, fetched beside it after the first paint. */
  files: readonly string[];
}

export class PageTemplate {
  /** Up to the value of `<html lang>` (the whole start when the template has none). */
  readonly #beforeLang: string;
  /** From after that value to the head. */
  readonly #beforeHead: string;
  readonly #afterHead: string;
  readonly #end: string;
  /** The app's entry module, when the template has the script and the empty root to draw in. */
  readonly #entry: string | undefined;

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
    const entry = ENTRY_SCRIPT.exec(this.#afterHead);
    this.#entry = entry && this.#afterHead.includes(EMPTY_ROOT) ? entry[1] : undefined;
  }

  /** Whether a rendered screen can go in (a template from an unusual build may not allow it). */
  get renderable(): boolean {
    return this.#entry !== undefined;
  }

  /**
   * The page with `headTags` in its head (the template's own title and description when
   * empty) and `language` as the document's language (a code from languages.ts, safe in an
   * attribute); with `screen`, the screen in its root and the app started after the first paint.
   */
  render(headTags: string, language: string, screen?: RenderedScreen): string {
    let head = headTags || this.#genericHead;
    let body = this.#afterHead;
    let appCode = '';
    if (screen && this.#entry) {
      head += `\n    <script>${APP_LOADER_SCRIPT}</script>`;
      body = body
        .replace(ENTRY_SCRIPT, '')
        .replace('</head>', () => `${screen.head}</head>`)
        .replace(EMPTY_ROOT, () => `<div id="root">${screen.root}</div>`);
      const files = escapeScriptJson(JSON.stringify([this.#entry, ...screen.files]));
      appCode = `  <script type="application/json" id="${APP_CODE_ELEMENT_ID}">${files}</script>\n  `;
    }
    return (
      this.#beforeLang +
      (this.#beforeLang ? language : '') +
      this.#beforeHead +
      head +
      body +
      appCode +
      this.#end
    );
  }
}
