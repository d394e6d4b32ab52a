/**
 * Starts, for the whole run, the fake TMDB and two real servers serving the built web app:
 * one on live TMDB (the fake), one on the offline demo catalogue. Stops them all afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  accountFilePath,
  hashPassword,
  writeAccounts,
  type StoredAccount,
} from '../../server/src/auth/embedded/account-file.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../../server/test/fake-tmdb.ts';
import { E2E_OFFLINE_ORIGIN, E2E_ORIGIN, FAILING_MOVIE_ID } from './support/e2e-server.ts';
import { startServer, stopServer } from './support/server-process.ts';
import { PERSONAL_STORIES, PROJECTS, storyAccount } from './support/story-accounts.ts';

// WEB_DIST_DIR (which the servers read too) lets parallel runs each test their own build.
const webDist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No built web app: run `npm run build -w @media-search/web` first.');
  }
  // Each server keeps its files (favourites, the unpacked catalogue) away from the developer's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-search-e2e-'));
  const tmdb = await FakeTmdb.start();
  tmdb.fail(`/movie/${FAILING_MOVIE_ID}`, { kind: 'status', status: 500 });
  // Specs script further faults through the fake's control endpoint (see errors.spec.ts).
  process.env.E2E_FAKE_TMDB_ORIGIN = new URL(tmdb.baseUrl).origin;
  // Every spec's browser is one client (localhost), which loads far more pages a minute than a
  // visitor: the per-client page limits would turn the run's pages into 429s or pages without
  // their data.
  const unlimitedPages = {
    PAGES_PER_MINUTE: '1000000',
    PAGE_MISSES_PER_MINUTE: '1000000',
  };
  const accounts = await storyAccounts();
  for (const server of ['live', 'offline']) {
    writeAccounts(accountFilePath(path.join(dataDir, server)), accounts);
  }
  const servers: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stopServer));
    await tmdb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    servers.push(
      await startServer(E2E_ORIGIN, {
        TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
        TMDB_BASE_URL: tmdb.baseUrl,
        // Failures are scripted on purpose here; the breaker would turn them into outages.
        TMDB_BREAKER_FAILURES: '1000',
        DATA_DIR: path.join(dataDir, 'live'),
        ...unlimitedPages,
      }),
      await startServer(E2E_OFFLINE_ORIGIN, {
        TMDB_API_TOKEN: '',
        DATA_DIR: path.join(dataDir, 'offline'),
        ...unlimitedPages,
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** Every personal story's accounts, as the operator's accounts file keeps them. */
async function storyAccounts(): Promise<StoredAccount[]> {
  const pairs = PERSONAL_STORIES.flatMap((story) =>
    PROJECTS.map((project) => storyAccount(story, project)),
  );
  return Promise.all(
    pairs.map(async ([username, password]) => ({
      id: randomUUID(),
      username,
      name: username,
      scrypt: await hashPassword(password),
    })),
  );
}
