import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesizePack } from '../../scripts/catalog-synth.ts';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';

const work = await mkdtemp(path.join(tmpdir(), 'synth-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run catalog:synth', () => {
  it('writes the same pack for the same seed, and the offline catalogue serves it', async () => {
    await synthesizePack(200, path.join(work, 'a'), 7);
    await synthesizePack(200, path.join(work, 'b'), 7);
    const [a, b] = await Promise.all(
      ['a', 'b'].map((dir) => readFile(path.join(work, dir, 'movies.jsonl'), 'utf8')),
    );
    expect(a).toBe(b);

    const catalog = await createOfflineCatalog(path.join(work, 'a'), path.join(work, 'data'));
    const movies = await catalog.list('movie', 'popular', 1);
    const shows = await catalog.list('tv', 'popular', 1);
    expect(movies.totalResults + shows.totalResults).toBe(200);
    const someTitle = movies.results[0]?.title ?? '';
    const found = await catalog.search('movie', someTitle, 1);
    expect(found.results[0]?.title).toBe(someTitle);
    expect(
      (await catalog.season({ seriesId: shows.results[0]?.id ?? 0, seasonNumber: 1 })).episodes,
    ).toHaveLength(3);
    await catalog.close();
  });
});
