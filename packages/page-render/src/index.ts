/**
 * The contract between the web app's server render (apps/web/src/entry-server.tsx, which the web
 * build writes to its `ssr/` folder) and the server that loads that file and calls it
 * (apps/server/src/pages/server-render.ts). Types only: the two are built apart, and the server
 * checks the loaded module's functions when it imports the file.
 */

/** One source module's entry in Vite's `.vite/manifest.json` (the parts the render reads). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The client build's manifest: each source module's built file and that file's imports. */
export type ViteManifest = Record<string, ManifestChunk>;

export interface ServerRenderOptions {
  /** Where the site is (PUBLIC_ORIGIN): the API client's base, and every address in a head. */
  origin: string;
  /** Sends the API requests the routes' loaders make: the server's own API, in-process. */
  fetch: typeof globalThis.fetch;
  /** The client build's manifest, which names each screen's files. */
  manifest?: ViteManifest;
  /** Longest a render may take before the next in line starts (5 s unless given). */
  deadlineMs?: number;
}

/** A page to render. */
export interface PageRequest {
  /** The page's address, absolute on the site's origin. */
  url: string;
  /** The UI's language, one of the app's (the server negotiates it from Accept-Language). */
  language: string;
  /** The watch region the browser's languages name (the web app's lib/watch-region.ts), e.g. `GB`. */
  watchRegion: string;
}

/** A rendered page's parts, for the server's page template. */
export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 where no route matches or the catalogue has no such thing. */
  status: number;
  /** The head's tags: title, description, canonical address, link previews, JSON-LD. */
  head: string;
  /** The preloads and style elements the screen needs, for the end of the head. */
  assets: string;
  /** The screen, with the router's dehydrated state (its scripts), for the root element. */
  root: string;
  /**
   * The tags that start the app, for the head, in place of the page template's module script;
   * empty when the build's manifest is not known, and the page then starts as the app's shell
   * does.
   */
  start: string;
  /**
   * How long the page's data counts as fresh (the queries' stale time): the browser hydrates
   * it with the times it was fetched, so a page kept longer would refetch at once. 0 when a
   * part of the screen had no data by the end of the render (a list the catalogue was slow to
   * answer): the page goes out as it is, but the next visitor gets one rendered afresh.
   */
  freshForSeconds: number;
}

/** An address the router answers with a redirect (a search it rewrites). */
export interface RedirectedPage {
  kind: 'redirect';
  status: number;
  location: string;
}

/** What the built render module exports. */
export interface ServerRenderModule {
  /** Once, before any render: where the API is, and the build's manifest. */
  configureServerRender: (options: ServerRenderOptions) => Promise<void>;
  /** Renders a page: any number at once, each in its own language, region and query cache. */
  renderPage: (request: PageRequest) => Promise<RenderedPage | RedirectedPage>;
  /** 404 where no route of the app answers the path, else 200: for pages not rendered. */
  routeStatus: (pathname: string) => 200 | 404;
}
