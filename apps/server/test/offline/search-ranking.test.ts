import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import type { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';

let dataDir: string;
let catalog: OfflineCatalog;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ranking-'));
  catalog = await createOfflineCatalog(
    path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking'),
    dataDir,
  );
});
afterAll(async () => {
  await catalog.close();
  await rm(dataDir, { recursive: true, force: true });
});

const titles = async (scope: 'multi' | 'movie' | 'tv' | 'person', text: string) =>
  (await catalog.search(scope, text, 1)).results.map((item) => item.title ?? item.name);

describe('offline search ranking', () => {
  it('puts the exact name first, then whole words, then names starting with the text, then by popularity', async () => {
    expect(await titles('multi', 'alien')).toEqual([
      'Alien',
      'Alien Nation',
      'Alienated Hearts',
      'Aliens',
      'The Alienist Returns',
    ]);
  });

  it('matches prefixes while a word is still being typed', async () => {
    expect(await titles('movie', 'alie')).toEqual([
      'Aliens',
      'Alien',
      'Alien Nation',
      'The Alienist Returns',
    ]);
  });

  it('folds case and accents both ways', async () => {
    expect(await titles('movie', 'AMELIE')).toEqual(['Amélie']);
    expect(await titles('movie', 'leon')).toEqual(['Léon']);
    expect(await titles('movie', 'Léon')).toEqual(['Léon']);
  });

  it('finds a person by part of each name', async () => {
    expect(await titles('person', 'sig wea')).toEqual(['Sigourney Weaver']);
    expect(await titles('multi', 'weaver')).toEqual(['Sigourney Weaver']);
  });

  it('searches original titles too', async () => {
    expect(await titles('movie', 'fabuleux destin')).toEqual(['Amélie']);
  });

  it('treats punctuation as a separator, never as query syntax', async () => {
    expect(await titles('movie', '100%')).toEqual(['100% Pure']);
    expect(await titles('multi', 'alien!!! ("*')).toContain('Alien');
  });

  it('answers an empty first page when nothing matches', async () => {
    expect(await catalog.search('multi', 'zzqqxx', 1)).toEqual({
      page: 1,
      totalPages: 0,
      totalResults: 0,
      results: [],
    });
    expect(await catalog.search('multi', '!!!', 1)).toMatchObject({ totalResults: 0, results: [] });
  });

  it('limits a scoped search to its media type', async () => {
    expect(await titles('tv', 'alien')).toEqual(['Alienated Hearts']);
  });
});

describe('offline lists and credits', () => {
  it('orders popular by the pack popularity figure', async () => {
    const page = await catalog.list('movie', 'popular', 1);
    expect(page.results.map((item) => item.id)).toEqual([2, 1, 6, 5, 8, 3, 4, 7]);
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalResults: 8 });
  });

  it('orders trending deterministically, lifting recent titles', async () => {
    const first = await catalog.list('movie', 'trending', 1);
    const again = await catalog.list('movie', 'trending', 1);
    expect(again).toEqual(first);
    expect(first.results[0]?.title).toBe('New Arrival');
  });

  it('derives a person’s combined credits from the casts, guest stars included', async () => {
    const person = await catalog.person(20);
    expect(
      person.combinedCredits.cast
        .map((credit) => [credit.mediaType, credit.id, credit.character])
        .sort(),
    ).toEqual([
      ['movie', 1, 'Ripley'],
      ['movie', 2, 'Ripley'],
      ['tv', 10, 'Host'],
    ]);
  });

  it('answers a page past the end with no results', async () => {
    expect((await catalog.list('movie', 'popular', 3)).results).toEqual([]);
  });
});
