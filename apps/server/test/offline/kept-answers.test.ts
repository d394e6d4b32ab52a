/**
 * The offline catalogue keeps the details and list pages it has made: asked again, it hands back
 * the same answer, whose JSON, ETag and compressed copies the HTTP layer has already made
 * (http/cached-json.ts). Without that, every request mapped and compressed its answer anew,
 * and one replica held a few hundred requests a second of a browse mix (docs/benchmarks.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import type { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';
import { RANKING_PACK } from '../helpers.ts';

let work: string;
let catalog: OfflineCatalog;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'kept-answers-'));
  catalog = await createOfflineCatalog(RANKING_PACK, work);
});
afterAll(async () => {
  await catalog.close();
  await rm(work, { recursive: true, force: true });
});

describe('answers the offline catalogue keeps', () => {
  it('hands back the same details and list pages when asked again', async () => {
    const [first] = (await catalog.list('movie', 'popular', 1)).results;
    const id = first?.id ?? 0;
    expect(await catalog.movie(id)).toBe(await catalog.movie(id));
    expect(await catalog.list('movie', 'popular', 1)).toBe(
      await catalog.list('movie', 'popular', 1),
    );
  });

  it('keeps each variant apart: another region or page is another answer', async () => {
    const [first] = (await catalog.list('movie', 'popular', 1)).results;
    const id = first?.id ?? 0;
    expect(await catalog.movie(id, 'DE')).not.toBe(await catalog.movie(id));
    expect(await catalog.list('movie', 'popular', 2)).not.toBe(
      await catalog.list('movie', 'popular', 1),
    );
  });

  it('keeps no refusal: an unknown id is looked up, and refused, every time', async () => {
    await expect(catalog.movie(987_654_321)).rejects.toMatchObject({ statusCode: 404 });
    await expect(catalog.movie(987_654_321)).rejects.toMatchObject({ statusCode: 404 });
  });
});
