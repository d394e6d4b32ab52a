/**
 * The web app's own render of a details screen (apps/web/src/entry-server.tsx, which the web
 * build writes to its `ssr/` folder): the page then shows the screen as soon as it arrives, and
 * the app, whose code comes after that first paint, takes the drawn screen over. Without that
 * file (an older build, or the API alone) pages go out as before, and the app draws the screen.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the render is asked with. The same shapes are written in `entry-server.tsx`, the other
 * side of this call: the server loads the built file at run time, so neither imports the other.
 */
export interface ScreenRequest {
  /** The page's absolute address, on the site's own origin. */
  href: string;
  /** The JSON the page carries for the app: the configuration and the page's answer. */
  seedJson: string;
  /** The UI's language the page's answer was asked in. */
  language: string;
  /** The watch region the browser's languages name, as the app reads them (watch-region.ts). */
  watchRegion: string;
}

/** A drawn screen's HTML: its elements, and the style elements they need. */
export interface ScreenHtml {
  /** For the page's root element. */
  root: string;
  /** For the end of the page's head. */
  head: string;
}

/** The screen's HTML, or nothing when it cannot be drawn. */
export type DrawScreen = (request: ScreenRequest) => Promise<ScreenHtml | undefined>;

/**
 * Draws waiting at most: the render draws one screen at a time (20–30 ms each once warm), and
 * a page beyond this goes out undrawn rather than wait in line (the app draws it as before).
 */
export const MAX_WAITING_DRAWS = 4;

/**
 * Longest a page waits for its screen, in line and drawn. A warm render takes 20–30 ms; the
 * first of a kind on a busy two-core machine took up to 3 s (its code compiled on first use),
 * and a page then went out undrawn at a 1 s limit. A page past it goes out undrawn and frees
 * its place in line, whatever the render does.
 */
export const DRAW_WAIT_MS = 3000;

/** Where the web build writes the server's render, under its output folder. */
export const SERVER_RENDER_FILE = path.join('ssr', 'entry-server.js');

/** The status of the page at a path: 404 where none of the app's routes answers it. */
export type RouteStatus = (pathname: string) => 200 | 404;

/** What the build's server render module exports (apps/web/src/entry-server.tsx). */
interface ServerRenderModule {
  renderScreen: DrawScreen;
  routeStatus: RouteStatus;
}

const isServerRenderModule = (value: unknown): value is ServerRenderModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { renderScreen?: unknown }).renderScreen === 'function' &&
  typeof (value as { routeStatus?: unknown }).routeStatus === 'function';

/** The build's server render, as the pages use it. */
export interface ServerRender {
  drawScreen: DrawScreen;
  routeStatus: RouteStatus;
}

/**
 * The build's render, if it has one. A screen it fails to draw is logged and its page goes out
 * undrawn: the app then draws the screen in the browser, as it always can.
 */
export async function loadServerRender(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<ServerRender | undefined> {
  const file = path.join(distDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return undefined;
  const render: unknown = await import(pathToFileURL(file).href);
  if (!isServerRenderModule(render)) {
    throw new Error(`${file} does not export renderScreen and routeStatus`);
  }
  return { drawScreen: limitDraws(render.renderScreen, log), routeStatus: render.routeStatus };
}

/** `renderScreen` with the limits above: a page never waits long, nor in a long line. */
function limitDraws(renderScreen: DrawScreen, log: FastifyBaseLogger): DrawScreen {
  let waiting = 0;
  return async (request) => {
    if (waiting >= MAX_WAITING_DRAWS) return undefined;
    waiting += 1;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), DRAW_WAIT_MS);
    });
    try {
      const drawn = await Promise.race([renderScreen(request), late]);
      if (drawn !== 'late') return drawn;
      log.warn({ href: request.href }, `no screen drawn within ${DRAW_WAIT_MS} ms; sent undrawn`);
      return undefined;
    } catch (error) {
      log.error({ err: error, href: request.href }, 'could not draw the screen; sent undrawn');
      return undefined;
    } finally {
      clearTimeout(timer);
      waiting -= 1;
    }
  };
}
