/**
 * Answers a web app route with its page: the built index.html with a head made for what the
 * address shows, and the catalogue's answer the head was made from, which the app's query
 * cache starts from (no second round trip for the first screen). The catalogue gets a short
 * budget: a page is never held for a slow upstream; it goes out with the generic head while
 * the answer, still on its way, warms the cache for the app's own request.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Catalog } from '../catalog/catalog.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { languageOfHeader, type ContentLanguage } from '../languages.ts';
import { EncodedAnswer } from '../http/cached-json.ts';
import { detailsRouteFor, type DetailsPage, type ResponseSchemaId } from './details-pages.ts';
import type { ScreenRequest, ServerRender } from './drawn-screens.ts';
import { escapeScriptJson } from './escape.ts';
import { fixedScreen } from './fixed-screens.ts';
import type { SiteAddresses } from './json-ld.ts';
import { renderHead, type PageHead } from './page-head.ts';
import { PAGE_TEXT, type PageText } from './page-text.ts';
import type { DrawnScreen, PageTemplate } from './page-template.ts';
import type { ScreenCode } from './screen-code.ts';
import { listScreenAt, screenDataTags, type ListPages } from './screen-data.ts';
import { watchRegionOf } from './watch-region.ts';

/** How long a page waits for the catalogue before it goes out without the answer. */
export const CATALOG_BUDGET_MS = 300;

export interface WebPagesOptions {
  catalog: Catalog;
  template: PageTemplate;
  /** The web app's code each screen runs first, which its page names for early download. */
  screenCode: ScreenCode;
  /** The JSON text of `/api/configuration`, which every screen needs first. */
  configurationJson: () => Promise<string>;
  /**
   * The web app's server render, when the build has one (drawn-screens.ts): its screens, and
   * which addresses are the app's.
   */
  serverRender?: ServerRender;
}

export interface PageRequest {
  /** The request target: the path and query the page was asked for. */
  url: string;
  /**
   * Where the site is, e.g. `https://media.example` (PUBLIC_ORIGIN): every address in the page
   * starts with it, never with anything the request target says.
   */
  origin: string;
  acceptLanguage: string | undefined;
  /** The JSON text the API sends for a catalogue answer, which its route's schema shapes. */
  jsonText: (answer: object, schema: ResponseSchemaId) => string;
}

export interface WebPage {
  status: 200 | 404;
  /** The page's HTML, with its ETag and compressed copies made once and kept. */
  html: EncodedAnswer;
}

/** What the catalogue said in time: the answer, that there is no such thing, or nothing. */
type Outcome = { kind: 'answer'; answer: object } | { kind: 'missing' } | { kind: 'none' };

/** The app's shell, which the service worker precaches. */
const SHELL_PATH = '/index.html';

/** Bytes of pages made from the catalogue's answers kept at once (about 500 details pages). */
const ANSWER_PAGES_BYTES = 64 * 1024 * 1024;

export class WebPages {
  readonly #options: WebPagesOptions;
  /**
   * Pages made from the catalogue's answers (details, home, Discover), by a digest of every
   * input of the page: the screen's render request (address, language, region, and
   * the answers' JSON, so a fresher answer makes a new page and an equal one, even rebuilt by
   * the offline catalogue, finds the page made before) and the head's language.
   */
  readonly #answerPages = new LRUCache<string, EncodedAnswer>({
    maxSize: ANSWER_PAGES_BYTES,
    // Its compressed copies come later, about a fifth more.
    sizeCalculation: (html) => Math.ceil(html.byteLength * 1.2),
  });
  /** Every other page, by status, origin and address. */
  readonly #otherPages = new LRUCache<string, EncodedAnswer>({ max: 1000 });

  constructor(options: WebPagesOptions) {
    this.#options = options;
  }

  /**
   * The page for a request. The app will ask the catalogue in the browser's language, so the
   * page's data is asked in it too; the head is in that language when the catalogue answers in
   * it, else (the offline catalogue) in English like the answers it describes.
   */
  async render(request: PageRequest): Promise<WebPage> {
    const url = pageUrl(request.origin, request.url);
    const asked = languageOfHeader(request.acceptLanguage);
    const language = this.#options.catalog.contentLanguages.includes(asked) ? asked : 'en';
    const watchRegion = watchRegionOf(request.acceptLanguage);
    const route = detailsRouteFor(url, watchRegion, asked);
    const outcome: Outcome = !route
      ? { kind: 'none' }
      : route.page
        ? await this.#loadWithinBudget(route.page.load.bind(route.page))
        : { kind: 'missing' };
    // What the screen's render is asked with, but for the answers: each is part of its key.
    const screen = { href: url.href, language: asked, watchRegion };
    if (route?.page && outcome.kind === 'answer') {
      const html = await this.#detailsPage(request, route.page, outcome.answer, language, screen);
      return { status: 200, html };
    }
    const listScreen = this.#drawable ? listScreenAt(url) : undefined;
    if (listScreen) {
      const lists = await this.#loadWithinBudget((catalog) => listScreen(catalog, asked));
      if (lists.kind === 'answer') {
        const html = await this.#listPage(request, lists.answer as ListPages, language, screen);
        return { status: 200, html };
      }
    }
    const status = route && outcome.kind === 'missing' ? 404 : this.#routeStatus(url.pathname);
    // The UI's language (`asked`) decides which messages the page preloads.
    const key = `${status} ${language} ${asked} ${request.origin} ${url.pathname}${url.search}`;
    let html = this.#otherPages.get(key);
    if (!html) {
      const text = PAGE_TEXT[language];
      const head = genericHead(this.#site(request.origin), url, text);
      // The app's not-found screen, titled as it titles it.
      if (route && status === 404) head.title = text.notFound[route.kind];
      const preloads = [
        this.#options.screenCode.preloadTags(url.pathname, asked),
        screenDataTags(url.pathname, asked),
      ];
      html = await this.#page(head, language, preloads.filter(Boolean).join('\n    '));
      this.#otherPages.set(key, html);
    }
    return { status, html };
  }

  async #detailsPage(
    request: PageRequest,
    page: DetailsPage,
    answer: object,
    language: ContentLanguage,
    screen: Omit<ScreenRequest, 'seedJson'>,
  ): Promise<EncodedAnswer> {
    const { query, params, language: asked } = page.query;
    const data = request.jsonText(answer, page.schema);
    // The app uses the data only while its UI is in the language the data was asked in.
    const seedJson = await this.#seed(
      `"page":{"query":${JSON.stringify(query)},"params":${JSON.stringify(params)},"language":"${asked}","data":${data}}`,
    );
    return this.#answerPage({ ...screen, seedJson }, language, (drawn) => {
      const head = page.head(this.#site(request.origin), answer, PAGE_TEXT[language]);
      return this.#encodeScreen(head, language, { ...screen, seedJson }, drawn);
    });
  }

  /**
   * A list screen drawn with its lists, which the page carries (the app's list queries start
   * from them) in the UI's language.
   */
  async #listPage(
    request: PageRequest,
    lists: ListPages,
    language: ContentLanguage,
    screen: Omit<ScreenRequest, 'seedJson'>,
  ): Promise<EncodedAnswer> {
    // Each from a copy: the API keeps its encoded answer by the cached list, and a movie list's
    // is in the movie lists' own envelope, not in the shape the page carries them all in.
    const pages = Object.entries(lists).map(
      ([name, page]) =>
        `${JSON.stringify(name)}:${request.jsonText({ ...page }, 'ResultListResponse')}`,
    );
    const seedJson = await this.#seed(
      `"lists":{"language":"${screen.language}","pages":{${pages.join(',')}}}`,
    );
    return this.#answerPage({ ...screen, seedJson }, language, (drawn) => {
      const head = genericHead(
        this.#site(request.origin),
        new URL(screen.href),
        PAGE_TEXT[language],
      );
      return this.#encodeScreen(head, language, { ...screen, seedJson }, drawn);
    });
  }

  /**
   * The page for `screen` with its head in `language`: the one made before from the same
   * inputs, else drawn (where the build can) and made by `make`.
   */
  async #answerPage(
    screen: ScreenRequest,
    language: ContentLanguage,
    make: (drawn: DrawnScreen | undefined) => EncodedAnswer,
  ): Promise<EncodedAnswer> {
    const key = pageKey(screen, language);
    const kept = this.#answerPages.get(key);
    if (kept) return kept;
    const drawn = await this.#draw(screen);
    const html = make(drawn);
    // A page the build could have drawn but did not (the render failed, was busy or late) is
    // not kept: the next visitor's may be drawn.
    if (drawn || !this.#drawable) this.#answerPages.set(key, html);
    return html;
  }

  /** A page that carries `screen`'s answers, drawn or with the screen's code preloaded. */
  #encodeScreen(
    head: PageHead,
    language: ContentLanguage,
    screen: ScreenRequest,
    drawn: DrawnScreen | undefined,
  ): EncodedAnswer {
    const { pathname } = new URL(screen.href);
    return drawn
      ? this.#encode(head, language, '', screen.seedJson, drawn)
      : this.#encode(
          head,
          language,
          this.#options.screenCode.preloadTags(pathname, screen.language as ContentLanguage),
          screen.seedJson,
        );
  }

  /** Whether the build can draw screens (else no page waits for data only a drawing needs). */
  get #drawable(): boolean {
    return this.#options.serverRender !== undefined && this.#options.template.drawable;
  }

  /**
   * The page in `language` with `head` and `preloads`, and the configuration and `pageSeed`
   * for the app to start from.
   */
  async #page(head: PageHead, language: ContentLanguage, preloads: string): Promise<EncodedAnswer> {
    return this.#encode(head, language, preloads, await this.#seed());
  }

  /** The JSON the app starts from: the configuration, and `pageSeed` (the page's answer). */
  async #seed(pageSeed?: string): Promise<string> {
    const seed = [`"configuration":${await this.#options.configurationJson()}`];
    if (pageSeed) seed.push(pageSeed);
    return `{${seed.join(',')}}`;
  }

  #encode(
    head: PageHead,
    language: ContentLanguage,
    preloads: string,
    seed: string,
    drawn?: DrawnScreen,
  ): EncodedAnswer {
    const headTags = preloads ? `${renderHead(head)}\n    ${preloads}` : renderHead(head);
    const seedJson = escapeScriptJson(seed);
    return new EncodedAnswer(this.#options.template.render(headTags, seedJson, language, drawn));
  }

  /** The screen drawn as `screen` asks, if the build can draw it. */
  async #draw(screen: ScreenRequest): Promise<DrawnScreen | undefined> {
    const { serverRender, screenCode } = this.#options;
    if (!serverRender || !this.#drawable) return undefined;
    const drawn = await serverRender.drawScreen(screen);
    const { pathname } = new URL(screen.href);
    const asked = screen.language as ContentLanguage;
    return drawn === undefined
      ? undefined
      : { ...drawn, files: screenCode.files(pathname, asked, { drawn: true }) };
  }

  /**
   * 404 where the web app has no route (it says, when the build has its render), else 200. The
   * shell itself, `/index.html`, is no route but the page the service worker keeps for offline
   * use (apps/web/pwa.config.ts): it must answer 200, or the worker's install fails.
   */
  #routeStatus(pathname: string): 200 | 404 {
    if (pathname === SHELL_PATH) return 200;
    return this.#options.serverRender?.routeStatus(pathname) ?? 200;
  }

  #site(origin: string): SiteAddresses {
    return siteAddresses(origin, this.#options.catalog.imageBaseUrl);
  }

  /**
   * The page's answer if the catalogue gives it within the budget, `missing` if it says there
   * is no such thing, nothing if it fails or is late (the app then asks, and shows what it gets).
   */
  async #loadWithinBudget(load: (catalog: Catalog) => Promise<object>): Promise<Outcome> {
    const loading = load(this.#options.catalog).then(
      (answer): Outcome => ({ kind: 'answer', answer }),
      (error: unknown): Outcome => ({ kind: error instanceof NotFoundError ? 'missing' : 'none' }),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'none' }), CATALOG_BUDGET_MS);
    });
    try {
      return await Promise.race([loading, late]);
    } finally {
      clearTimeout(timer);
    }
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

/**
 * A digest of every input of a page made from answers: what its screen's render is asked
 * (`screen`, with the answers' JSON) and the language its head is written in.
 */
function pageKey(screen: ScreenRequest, language: ContentLanguage): string {
  const { seedJson, ...rest } = screen;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, headLanguage: language }))
    .update(seedJson)
    .digest('base64url');
}

function siteAddresses(origin: string, imageBaseUrl: string): SiteAddresses {
  return {
    page: (path) => `${origin}${path}`,
    // The offline catalogue's images are a path on this server; TMDB's are absolute already.
    image: (path) => (path ? new URL(`${imageBaseUrl}${path}`, origin).href : undefined),
  };
}

/** The head of every other screen: its title if it is one of the fixed screens. */
function genericHead(site: SiteAddresses, url: URL, text: PageText): PageHead {
  const screen = fixedScreen(url.pathname);
  return {
    title: screen && text.screenTitles[screen.path],
    description: text.siteDescription,
    url: site.page(screen ? screen.path : url.pathname + url.search),
    ogType: 'website',
  };
}
