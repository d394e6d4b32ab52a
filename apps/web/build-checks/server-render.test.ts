/**
 * The built server render, served by the real server on the offline catalogue, against what a
 * hostile or unlucky request can do to it. Any server render the app ships must pass these: it
 * renders for the request's own region, never fetches (here the site's origin, PUBLIC_ORIGIN,
 * is a host that accepts connections and never answers), never takes an address from the
 * request target, and a burst of renders leaves the next page rendered.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer } from '../e2e/support/server-process.ts';

// eslint-disable-next-line no-restricted-properties -- where the build under test is
const distDir = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '..', 'dist');

/** A host that takes every connection and never answers; it counts what reaches it. */
let trap: net.Server;
const trapSockets = new Set<net.Socket>();
let trapConnections = 0;
let trapOrigin: string;
let server: ChildProcess;
let port: number;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  trap = net.createServer((socket) => {
    trapConnections += 1;
    trapSockets.add(socket);
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-render-'));
  port = await freePort();
  server = await startServer(`http://localhost:${port}`, {
    PUBLIC_ORIGIN: trapOrigin,
    TMDB_API_TOKEN: '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
  });
}, 60_000);
afterAll(async () => {
  if (server) await stopServer(server);
  for (const socket of trapSockets) socket.destroy();
  await new Promise((resolve) => trap.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  location?: string;
}

/** A GET with `target` sent exactly as given (Node does not rewrite a request's path). */
function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: 'localhost',
        port,
        path: target,
        headers: { 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * The answer for `target` once a redirect the router makes (a search it rewrites, a trailing
 * slash) is followed: one hop, to a path of this site.
 */
async function followed(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await get(target, headers);
  if (answer.status < 300 || answer.status >= 400) return answer;
  expect(answer.location, target).toMatch(/^\/(?!\/)/);
  const next = await get(answer.location ?? '', headers);
  expect(next.status >= 300 && next.status < 400, `${target} redirects once`).toBe(false);
  return next;
}

/** Whether the page came with its screen rendered into it (an empty root: the app renders it). */
const rendered = (html: string) =>
  !html.includes('<div id="root"></div>') && html.includes('<div id="root"><');

describe('the server render', () => {
  it('renders a movie for a browser outside the United States, without fetching', async () => {
    for (const language of ['en-GB,en;q=0.8', 'de-DE', 'fr-CA']) {
      const { status, body } = await get('/movie/550', { 'accept-language': language });
      expect(status, language).toBe(200);
      expect(rendered(body), language).toBe(true);
      expect(body, language).toContain('Fight Club');
    }
    expect(trapConnections).toBe(0);
  });

  it('refuses a request target that is not a path, and reaches no host it names', async () => {
    const trapHost = new URL(trapOrigin).host;
    for (const target of [`//${trapHost}/movie/122`, `http://${trapHost}/movie/12`]) {
      const { status, body } = await get(target, { 'accept-language': 'en-GB' });
      expect(status, target).toBe(400);
      expect(JSON.parse(body), target).toMatchObject({ statusCode: 400 });
    }
    expect(trapConnections).toBe(0);
  });

  it('sends every page either rendered or starting the app at once', async () => {
    // A search the router rewrites is a redirect to its own address, which is rendered; no
    // page may wait for a first paint that never comes to start the app.
    for (const target of ['/person/525?media=books', '/person/525?media=tv', '/movie/550?x=1']) {
      const { status, body } = await followed(target, { 'accept-language': 'en-GB' });
      expect(status, target).toBe(200);
      expect(rendered(body) || body.includes('<script type="module"'), target).toBe(true);
    }
    expect(rendered((await get('/person/525?media=tv')).body)).toBe(true);
  });

  // Twenty-five renders on two cores take seconds on a busy machine: past vitest's 5 s.
  it('renders the next page after many at once, in every language', async () => {
    const pages = [
      '/movie/550',
      '/movie/603',
      '/tv/1399',
      '/person/525',
      '/movie/278',
      '/movie/120',
    ];
    const languages = ['en-GB', 'de-AT', 'fr-FR', 'es-MX'];
    const answers = await Promise.all(
      pages.flatMap((page) =>
        languages.map((language) => get(page, { 'accept-language': language })),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200));
    const { body } = await get('/tv/1399?after-the-burst', { 'accept-language': 'es-ES' });
    expect(rendered(body)).toBe(true);
    expect(trapConnections).toBe(0);
  }, 30_000);
});

describe('page statuses', () => {
  it('answers 404 where none of the app’s routes answers, 200 where one does', async () => {
    for (const target of ['/this-does-not-exist', '/docs', '/movie', '/movie/550/crew', '/tv/']) {
      const { status, body } = await followed(target);
      expect(status, target).toBe(404);
      // The app's own page, which shows its not-found screen.
      expect(body, target).toContain('<div id="root">');
    }
    for (const target of [
      '/',
      '/about',
      '/popular/movies/',
      '/discover/tv',
      '/movie-search/alien',
      // No route, but the shell the service worker keeps for offline use.
      '/index.html',
    ]) {
      expect((await followed(target)).status, target).not.toBe(404);
    }
  });

  it('keeps 404 for an item the catalogue does not know, and the API’s JSON errors', async () => {
    expect((await get('/movie/99999999')).status).toBe(404);
    const api = await get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ statusCode: 404 });
  });
});
