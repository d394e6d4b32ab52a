/**
 * Answers a web app route with its page: the built index.html with a head made for what the
 * address shows, and the catalogue's answer the head was made from, which the app's query
 * cache starts from (no second round trip for the first screen). The catalogue gets a short
 * budget: a page is never held for a slow upstream; it goes out with the generic head while
 * the answer, still on its way, warms the cache for the app's own request.
 */
import type { Catalog } from '../catalog/catalog.ts';
import { NotFoundError } from '../errors.ts';
import { detailsRouteFor, type DetailsPage, type ResponseSchemaId } from './details-pages.ts';
import { escapeScriptJson } from './escape.ts';
import { fixedScreen } from './fixed-screens.ts';
import type { SiteAddresses } from './json-ld.ts';
import { renderHead, SITE_DESCRIPTION, type PageHead } from './page-head.ts';
import type { PageTemplate } from './page-template.ts';
import { watchRegionOf } from './watch-region.ts';

/** How long a page waits for the catalogue before it goes out without the answer. */
export const CATALOG_BUDGET_MS = 300;

export interface WebPagesOptions {
  catalog: Catalog;
  template: PageTemplate;
  /** The JSON text of `/api/configuration`, which every screen needs first. */
  configurationJson: () => Promise<string>;
  budgetMs?: number;
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
  html: string;
}

/** What the catalogue said in time: the answer, that there is no such thing, or nothing. */
type Outcome = { kind: 'answer'; answer: object } | { kind: 'missing' } | { kind: 'none' };

export class WebPages {
  readonly #options: WebPagesOptions;

  constructor(options: WebPagesOptions) {
    this.#options = options;
  }

  async render(request: PageRequest): Promise<WebPage> {
    const url = new URL(request.url, request.origin);
    const site = siteAddresses(request.origin, this.#options.catalog.imageBaseUrl);
    const configuration = this.#options.configurationJson();
    const route = detailsRouteFor(url, watchRegionOf(request.acceptLanguage));
    const outcome: Outcome = !route
      ? { kind: 'none' }
      : route.page
        ? await this.#loadWithinBudget(route.page)
        : { kind: 'missing' };
    const seed = [`"configuration":${await configuration}`];
    if (route?.page && outcome.kind === 'answer') {
      const { query, params } = route.page.query;
      const data = request.jsonText(outcome.answer, route.page.schema);
      seed.push(
        `"page":{"query":${JSON.stringify(query)},"params":${JSON.stringify(params)},"data":${data}}`,
      );
      return this.#page(200, route.page.head(site, outcome.answer), seed);
    }
    if (route && outcome.kind === 'missing') {
      // The app's not-found screen, titled as it titles it.
      return this.#page(
        404,
        { ...genericHead(site, url), title: `${route.thing} not found` },
        seed,
      );
    }
    return this.#page(200, genericHead(site, url), seed);
  }

  #page(status: WebPage['status'], head: PageHead, seed: string[]): WebPage {
    const seedJson = escapeScriptJson(`{${seed.join(',')}}`);
    return { status, html: this.#options.template.render(renderHead(head), seedJson) };
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
      timer = setTimeout(
        () => resolve({ kind: 'none' }),
        this.#options.budgetMs ?? CATALOG_BUDGET_MS,
      );
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
function genericHead(site: SiteAddresses, url: URL): PageHead {
  const screen = fixedScreen(url.pathname);
  return {
    title: screen?.title,
    description: SITE_DESCRIPTION,
    url: site.page(screen ? screen.path : url.pathname + url.search),
    ogType: 'website',
  };
}
