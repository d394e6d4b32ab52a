/**
 * Starts the server the way a newcomer does after cloning: no TMDB token, no configuration,
 * an empty data folder. Then walks the catalogue from the lists down to an episode and a person.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';

const serverDir = path.join(import.meta.dirname, '..', '..');
let dataDir: string;
let origin: string;
const running: ChildProcess[] = [];

/** Starts `node src/server.ts` with nothing but PATH, HOME, PORT and DATA_DIR; resolves with its output once healthy. */
async function startServer(port: number): Promise<{ output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir },
  });
  running.push(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    const healthy = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { output: () => output };
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${output}`);
}

async function stopAll(): Promise<void> {
  await Promise.all(
    running
      .splice(0)
      .map(
        (child) =>
          new Promise<void>((resolve) =>
            child.exitCode !== null
              ? resolve()
              : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
          ),
      ),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are probed by the assertions
const get = async (url: string): Promise<any> => {
  const response = await fetch(`${origin}${url}`);
  expect(response.status, url).toBe(200);
  return response.json();
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'newcomer-'));
});
afterAll(async () => {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a fresh clone started with no configuration', () => {
  it('serves the offline demo catalogue and every route answers with real content', async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const server = await startServer(port);
    expect(server.output()).toMatch(/Offline demo catalogue built in \d+ ms/);
    expect(await get('/api/configuration')).toMatchObject({ catalog: 'offline' });

    const movies = await get('/api/movie/popular');
    const movie = await get(`/api/movie/${movies.searchResults[0].id}`);
    expect(movie.movieDetails.overview.length).toBeGreaterThan(20);
    const actor = await get(`/api/actor/${movie.castAndCrew.cast[0].id}`);
    expect(actor.combinedCredits.cast.length).toBeGreaterThan(0);

    const shows = await get('/api/tvshow/trending');
    const show = await get(`/api/tvshow/${shows.results[0].id}`);
    const firstSeason = show.seasons.find(
      (season: { seasonNumber: number }) => season.seasonNumber === 1,
    );
    const season = await get(`/api/tvshow/${show.id}/seasons/${firstSeason.seasonNumber}`);
    expect(season.episodes.length).toBe(firstSeason.episodeCount);
    const episode = await get(
      `/api/tvshow/${show.id}/seasons/1/episode/${season.episodes[0].episodeNumber}`,
    );
    expect(episode.tvShowTitle).toBe(show.name);

    for (const list of [
      '/api/movie/trending',
      '/api/tvshow/popular',
      '/api/actor/popular',
      '/api/actor/trending',
    ]) {
      expect((await get(list)).totalResults).toBeGreaterThan(0);
    }
    expect((await get(`/api/search/${encodeURIComponent(show.name)}`)).results[0].name).toBe(
      show.name,
    );
    const art = await fetch(`${origin}/api/art/w500${show.posterPath}`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    await stopAll();
  });

  it('reuses its search index on the next start instead of rebuilding it', async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const server = await startServer(port);
    expect(server.output()).toMatch(/Offline demo catalogue opened in \d+ ms/);
    expect((await get('/api/movie/popular')).searchResults).toHaveLength(20);
  });
});
