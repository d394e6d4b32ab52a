/**
 * Answers a web app route with its page: the built index.html with a head made for what the
 * address shows, and the catalogue's answer the head was made from, which the app's query
 * cache starts from (no second round trip for the first screen). The catalogue gets a short
 * budget: a page is never held for a slow upstream; it goes out with the generic head while
 * the answer, still on its way, warms the cache for the app's own request.
 */
import { LRUCache } from 'lru-cache';
import type { Catalog } from '../catalog/catalog.ts';
import { NotFoundError } from '../errors.ts';
import { languageOfHeader, type ContentLanguage } from '../languages.ts';
import { EncodedAnswer } from '../http/cached-json.ts';
import { detailsRouteFor, type DetailsPage, type ResponseSchemaId } from './details-pages.ts';
import { escapeScriptJson } from './escape.ts';
import { fixedScreen } from './fixed-screens.ts';
import type { SiteAddresses } from './json-ld.ts';
import { renderHead, type PageHead } from './page-head.ts';
import { PAGE_TEXT, type PageText } from './page-text.ts';
import type { PageTemplate } from './page-template.ts';
import type { ScreenCode } from './screen-code.ts';
import { screenDataTags } from './screen-data.ts';
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
}

export interface PageRequest {
  /** The path and query the page was asked for. */
  url: string;
  /** Where the site is, e.g. `https://media.example`: every address in the head is absolute. */
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

/** Different pages made from one answer: one per origin a site is reached by, at most. */
const ORIGINS_PER_ANSWER = 4;

export class WebPages {
  readonly #options: WebPagesOptions;
  /**
   * Details pages by the cached answer they are made from, so they go when it does (and a
   * fresher answer makes a new page); then by origin and the app's query arguments.
   */
  readonly #detailsPages = new WeakMap<object, Map<string, EncodedAnswer>>();
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
    const url = new URL(request.url, request.origin);
    const asked = languageOfHeader(request.acceptLanguage);
    const language = this.#options.catalog.contentLanguages.includes(asked) ? asked : 'en';
    const route = detailsRouteFor(url, watchRegionOf(request.acceptLanguage), asked);
    const outcome: Outcome = !route
      ? { kind: 'none' }
      : route.page
        ? await this.#loadWithinBudget(route.page)
        : { kind: 'missing' };
    if (route?.page && outcome.kind === 'answer') {
      return {
        status: 200,
        html: await this.#detailsPage(request, route.page, outcome.answer, language, url.pathname),
      };
    }
    const status = route && outcome.kind === 'missing' ? 404 : 200;
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
    pathname: string,
  ) {
    const { query, params, language: asked } = page.query;
    // One answer (offline: the same English one) can be the page of several asked languages.
    const key = `${asked} ${request.origin} ${JSON.stringify(params)}`;
    let pages = this.#detailsPages.get(answer);
    let html = pages?.get(key);
    if (html) return html;
    const data = request.jsonText(answer, page.schema);
    html = await this.#page(
      page.head(this.#site(request.origin), answer, PAGE_TEXT[language]),
      language,
      this.#options.screenCode.preloadTags(pathname, asked),
      // The app uses the data only while its UI is in the language the data was asked in.
      `"page":{"query":${JSON.stringify(query)},"params":${JSON.stringify(params)},"language":"${asked}","data":${data}}`,
    );
    if (!pages) this.#detailsPages.set(answer, (pages = new Map<string, EncodedAnswer>()));
    if (pages.size < ORIGINS_PER_ANSWER) pages.set(key, html);
    return html;
  }

  /**
   * The page in `language` with `head` and `preloads`, and the configuration and `pageSeed`
   * for the app to start from.
   */
  async #page(
    head: PageHead,
    language: ContentLanguage,
    preloads: string,
    pageSeed?: string,
  ): Promise<EncodedAnswer> {
    const seed = [`"configuration":${await this.#options.configurationJson()}`];
    if (pageSeed) seed.push(pageSeed);
    const seedJson = escapeScriptJson(`{${seed.join(',')}}`);
    const headTags = preloads ? `${renderHead(head)}\n    ${preloads}` : renderHead(head);
    return new EncodedAnswer(this.#options.template.render(headTags, seedJson, language));
  }

  #site(origin: string): SiteAddresses {
    return siteAddresses(origin, this.#options.catalog.imageBaseUrl);
  }

  /**
   * The page's answer if the catalogue gives it within the budget, `missing` if it says there
   * is no such thing, nothing if it fails or is late (the app then asks, and shows what it gets).
   */
  async #loadWithinBudget(page: DetailsPage): Promise<Outcome> {
    const loading = page.load(this.#options.catalog).then(
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
