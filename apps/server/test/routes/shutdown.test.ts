/**
 * SIGTERM, as `docker stop` sends it (issue 28): the real server process finishes what is in
 * flight and exits by itself before the 10 s after which docker kills it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';
import { freePort } from '../support/free-port.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** How long `docker stop` waits after SIGTERM before it sends SIGKILL. */
const DOCKER_STOP_MS = 10_000;

let tmdb: FakeTmdb;
let work: string;
beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
});
let server: ServerProcess | undefined;
afterEach(() => {
  tmdb.reset();
  // A server a failed test left running.
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});
afterAll(async () => {
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  server = await startServerProcess(port, {
    DATA_DIR: path.join(work, String(port)),
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...env,
  });
  return server;
}

/** Starts a request for popular movies; resolves once TMDB has been asked for them. */
async function requestInFlight(
  server: ServerProcess,
): Promise<{ answer: Promise<Response | Error> }> {
  const answer = fetch(`${server.origin}/api/movie/popular`).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  await expect.poll(() => tmdb.requestsFor('/movie/popular').length).toBeGreaterThan(0);
  return { answer };
}

describe('SIGTERM', () => {
  it('lets a slow request in flight finish, then exits cleanly', async () => {
    const running = await startServer();
    tmdb.latencyMs = 3000;
    const { answer } = await requestInFlight(running);
    const signalledAt = performance.now();
    running.child.kill('SIGTERM');

    const answered = await answer;
    if (answered instanceof Error) throw answered;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ searchResults: [{ title: 'Orbit of Ash' }, {}] });
    await running.exited;
    expect(running.child.exitCode).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(DOCKER_STOP_MS);
  }, 60_000);

  it('exits on its own before docker stop would kill it, when a request never ends', async () => {
    // TMDB never answers, and the server would wait a minute for it.
    const running = await startServer({ TMDB_TIMEOUT_MS: '60000', TMDB_DEADLINE_MS: '60000' });
    tmdb.fail('/movie/popular', { kind: 'hang' });
    const { answer } = await requestInFlight(running);
    const signalledAt = performance.now();
    running.child.kill('SIGTERM');

    await running.exited;
    const elapsed = performance.now() - signalledAt;
    // The default grace (8 s), and out before docker's SIGKILL.
    expect(elapsed).toBeGreaterThanOrEqual(7900);
    expect(elapsed).toBeLessThan(DOCKER_STOP_MS);
    expect(running.child.exitCode).toBe(1);
    expect(running.output()).toContain('shutdown grace period over');
    expect(await answer).toBeInstanceOf(Error);
  }, 60_000);
});
