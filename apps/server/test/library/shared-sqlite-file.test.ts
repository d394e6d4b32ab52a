/**
 * Favourites and the library share one SQLite file through two connections. A library write is
 * a transaction that awaits between its statements; a favourites write started meanwhile must
 * wait its turn, not the file's lock (which would block the only thread that could release it
 * for the whole busy_timeout, then fail).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFavoritesStore } from '../../src/favorites/create-favorites-store.ts';
import type { FavoritesStore } from '../../src/favorites/favorites-store.ts';
import { createLibraryStore, type LibraryStore } from '../../src/library/library-store.ts';

let work: string;
let favorites: FavoritesStore;
let library: LibraryStore;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shared-sqlite-'));
  const config = { databaseUrl: undefined, dataDir: work };
  favorites = await createFavoritesStore(config);
  library = await createLibraryStore(config);
});
afterAll(async () => {
  await Promise.all([favorites.close(), library.close()]);
  await rm(work, { recursive: true, force: true });
});

const movie = {
  mediaType: 'movie' as const,
  mediaId: 1,
  title: 'Harbour Lights',
  releaseDate: '1999-03-12',
  posterPath: null,
  voteAverage: 7.4,
  runtime: 101,
  genreIds: [],
};

it('lets a favourites write started during a library transaction wait its turn', async () => {
  const started = performance.now();
  // Started in the same tick: the favourites write is asked for while the watch's transaction
  // is open, between two of its statements.
  const watch = library.history.addMovieWatch('owner|sam', movie, '2020-01-01');
  const favorite = favorites.add('owner|sam', {
    mediaId: '1',
    mediaType: 'movie',
    mediaImageUrl: '',
    mediaTitle: 'Harbour Lights',
  });
  await expect(watch).resolves.toMatchObject({ created: true });
  await expect(favorite).resolves.toMatchObject({ created: true });
  expect(performance.now() - started).toBeLessThan(1000);
});
