/**
 * Answers a web app address with its page: the built index.html with the screen, head and data
 * the web app's server render made for it (server-render.ts), or, when it could not render in
 * time, the app's shell, which the browser renders. The server knows none of the app's routes:
 * which address is a screen, what it shows and how its page is titled are the router's to say.
 */
import { LRUCache } from 'lru-cache';
import { BadRequestError } from '../errors.ts';
import { EncodedAnswer } from '../http/cached-json.ts';
import { languageOfHeader } from '../languages.ts';
import { BrotliKeptAnswer } from './brotli-kept-answer.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import type { PageTemplate } from './page-template.ts';
import type { ServerRender } from './server-render.ts';
import { watchRegionOf } from './watch-region.ts';

export interface WebPagesOptions {
  template: PageTemplate;
  /** The web app's server render, when the build has one. */
  serverRender?: ServerRender;
  /** Where the site is (PUBLIC_ORIGIN): every address in a page starts with it. */
  origin: string;
}

export interface PageRequest {
  /** The request target: the path and query the page was asked for. */
  url: string;
  acceptLanguage: string | undefined;
  /** The visitor's address: the render's API requests count against their limit. */
  clientIp: string;
}

export interface WebPage {
  status: number;
  /** The page's HTML in each encoding, with the ETag of each. */
  html: EncodedAnswer | BrotliKeptAnswer;
  /** The `'sha256-…'` sources of the page's own inline scripts (its start, the router's state). */
  scriptHashes: readonly string[];
  /** Where a redirect sends the browser. */
  location?: string;
  /**
   * How the page was made, for the `Server-Timing` header (developer tools show it): kept from
   * an earlier render, rendered now (and how long that took), or the shell.
   */
  serverTiming: string;
}

/** The `Server-Timing` of a page sent from the rendered pages kept. */
export const KEPT_PAGE_TIMING = 'page-cache;desc=hit';
/** The `Server-Timing` of the app's shell, sent when the page was not rendered. */
export const SHELL_TIMING = 'shell';

/** The app's shell, which the service worker precaches. */
const SHELL_PATH = '/index.html';

/** Bytes of rendered pages kept at once, as brotli (about 3,000 details pages). */
const RENDERED_PAGES_BYTES = 64 * 1024 * 1024;

/** Longest a rendered page is kept, whatever its answers allow. */
const MAX_PAGE_AGE_SECONDS = 300;

export class WebPages {
  readonly #options: WebPagesOptions;
  /**
   * Rendered pages, by every input of the render (address, language, region), each for as long
   * as the API's answers it was made from may be kept and the browser counts its data fresh.
   */
  readonly #pages = new LRUCache<string, WebPage>({
    maxSize: RENDERED_PAGES_BYTES,
    sizeCalculation: (page) => page.html.byteLength,
  });
  /** The shell, by status and language. */
  readonly #shells = new Map<string, WebPage>();

  constructor(options: WebPagesOptions) {
    this.#options = options;
  }

  /** The page for a request, in the UI's language the browser's languages ask for. */
  async render(request: PageRequest): Promise<WebPage> {
    const url = pageUrl(this.#options.origin, request.url);
    const language = languageOfHeader(request.acceptLanguage);
    const watchRegion = watchRegionOf(request.acceptLanguage);
    const key = `${language} ${watchRegion} ${url.pathname}${url.search}`;
    const kept = this.#pages.get(key);
    if (kept) return { ...kept, serverTiming: KEPT_PAGE_TIMING };
    const { serverRender, template } = this.#options;
    const started = performance.now();
    const rendered =
      serverRender && template.renderable && url.pathname !== SHELL_PATH
        ? await serverRender.render({ url: url.href, language, watchRegion }, request.clientIp)
        : undefined;
    const serverTiming = `render;dur=${(performance.now() - started).toFixed(1)}`;
    if (rendered?.kind === 'redirect') {
      const { status, location } = rendered;
      return { status, html: new EncodedAnswer(''), scriptHashes: [], location, serverTiming };
    }
    if (!rendered) return this.#shell(url.pathname, language);
    const html = new EncodedAnswer(
      template.render(rendered.head, language, {
        root: rendered.root,
        head: rendered.assets,
        start: rendered.start,
      }),
    );
    const page: WebPage = {
      status: rendered.status,
      html,
      scriptHashes: inlineScriptHashes(rendered.assets + rendered.start + rendered.root),
      serverTiming,
    };
    const keepSeconds = Math.min(
      rendered.maxAgeSeconds,
      rendered.freshForSeconds,
      MAX_PAGE_AGE_SECONDS,
    );
    const ttl = keepSeconds * 1000;
    if (ttl > 0) this.#pages.set(key, { ...page, html: new BrotliKeptAnswer(html) }, { ttl });
    return page;
  }

  /** The app's shell: the browser renders the screen (the status is the router's). */
  #shell(pathname: string, language: string): WebPage {
    const status = this.#routeStatus(pathname);
    const key = `${status} ${language}`;
    let shell = this.#shells.get(key);
    if (!shell) {
      shell = {
        status,
        html: new EncodedAnswer(this.#options.template.render('', language)),
        scriptHashes: [],
        serverTiming: SHELL_TIMING,
      };
      this.#shells.set(key, shell);
    }
    return shell;
  }

  /**
   * 404 where the web app has no route (it says, when the build has its render), else 200. The
   * shell itself, `/index.html`, is no route but the page the service worker keeps for offline
   * use (apps/web/pwa.config.ts): it must answer 200, or the worker's install fails.
   */
  #routeStatus(pathname: string): number {
    if (pathname === SHELL_PATH) return 200;
    return this.#options.serverRender?.routeStatus(pathname) ?? 200;
  }
}

/**
 * The address of the page a request target names, on the site's `origin`. Only the origin form
 * (`/path?query`) names one: `//host/path`, `/\\host/path` and `http://host/path` would each put
 * another host in the page's addresses.
 */
export function pageUrl(origin: string, target: string): URL {
  if (!/^\/(?![/\\])/.test(target)) {
    throw new BadRequestError('The request target must be a path starting with a single "/".');
  }
  return new URL(`${origin}${target}`);
}
