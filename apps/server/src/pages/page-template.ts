/**
 * The built web app's index.html, read once at start and cut where each page's own parts go:
 * its head tags where the generic title was, and the data the app starts from at the end of
 * the body (the app's module script runs after the whole document is read). A page whose
 * screen the server drew has it in the root element, and starts the app after its first paint
 * by a script in its head (app-loader.ts) instead of by the module script.
 */
import { APP_CODE_ELEMENT_ID, APP_LOADER_SCRIPT } from './app-loader.ts';
import type { ScreenHtml } from './drawn-screens.ts';
import { escapeScriptJson } from './escape.ts';

/** The element the web app reads its first queries' data from (apps/web/src/app/seed-queries.ts). */
export const SEED_ELEMENT_ID = 'initial-queries';

const TITLE = /<title>[^<]*<\/title>/;
/** The document's language, which each page states as its own. */
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*(")/;
/** The generic description; each page writes its own. */
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\s*/;
/** The app's entry, as Vite writes it into the head. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const EMPTY_ROOT = '<div id="root"></div>';

/** What a drawn page has that others have not: the screen, its styles and its modules. */
export interface DrawnScreen extends ScreenHtml {
  /** The modules the screen imports besides the entry, preloaded with it. */
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
    const entry = ENTRY_SCRIPT.exec(this.#afterHead);
    this.#entry = entry && this.#afterHead.includes(EMPTY_ROOT) ? entry[1] : undefined;
  }

  /** Whether a drawn screen can go in (a template from an unusual build may not allow it). */
  get drawable(): boolean {
    return this.#entry !== undefined;
  }

  /**
   * The page with `headTags` in its head, `seedJson` (escaped already) for the app, and
   * `language` as the document's language (a code from languages.ts, safe in an attribute);
   * with `drawn`, the screen in its root and the app started after the first paint.
   */
  render(headTags: string, seedJson: string, language: string, drawn?: DrawnScreen): string {
    let head = headTags;
    let body = this.#afterHead;
    let appCode = '';
    if (drawn && this.#entry) {
      head += `\n    <script>${APP_LOADER_SCRIPT}</script>`;
      body = body
        .replace(ENTRY_SCRIPT, '')
        .replace('</head>', () => `${drawn.head}</head>`)
        .replace(EMPTY_ROOT, () => `<div id="root">${drawn.root}</div>`);
      const files = escapeScriptJson(JSON.stringify([this.#entry, ...drawn.files]));
      appCode = `  <script type="application/json" id="${APP_CODE_ELEMENT_ID}">${files}</script>\n  `;
    }
    return (
      this.#beforeLang +
      (this.#beforeLang ? language : '') +
      this.#beforeHead +
      head +
      body +
      `  <script type="application/json" id="${SEED_ELEMENT_ID}">${seedJson}</script>\n  ` +
      appCode +
      this.#end
    );
  }
}
