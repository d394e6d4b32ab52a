/**
 * Offline search reads each rank of its matches only as far as the page needs, in the index's
 * popularity order. On a synthetic pack of thousands of titles, every page must come out as a
 * plain sort of all the matches would put it: the name equal to the text, then every word
 * whole with the name starting with the text, every word whole, the name starting with the
 * text, any other match; by popularity, then id, within each. (Synthetic titles have no
 * original name of their own, so the names shown are all a search reads.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCatalog } from '../../src/catalog/create-catalog.ts';
import type { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';
import { foldText, searchWords } from '../../src/catalog/offline/search-text.ts';
import type { SearchResult } from '../../src/catalog/view-models.ts';
import { synthesizePack } from '../../scripts/catalog-synth.ts';

let work: string;
let catalog: OfflineCatalog;
/** Every title of the pack, as search results list them. */
let everything: SearchResult[];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'search-order-'));
  await synthesizePack(1500, path.join(work, 'pack'), 7);
  catalog = await createOfflineCatalog(path.join(work, 'pack'), path.join(work, 'data'));
  // A one-letter prefix of every vowel and consonant reaches every name.
  const seen = new Map<string, SearchResult>();
  for (const letter of 'abcdefghijklmnopqrstuvwxyz0123456789') {
    for (let page = 1; ; page++) {
      const { results, totalPages } = await catalog.search('multi', letter, page);
      for (const item of results) seen.set(`${item.mediaType} ${item.id}`, item);
      if (page >= totalPages) break;
    }
  }
  everything = [...seen.values()];
}, 120_000);
afterAll(async () => {
  await catalog.close();
  await rm(work, { recursive: true, force: true });
});

const nameOf = (item: SearchResult) => item.title ?? item.name ?? '';

/** The order a plain sort of every match gives, from the rules above. */
function expectedOrder(text: string, scope: 'multi' | 'movie'): string[] {
  const words = searchWords(text);
  const folded = foldText(text);
  const ranked = everything
    .filter((item) => scope === 'multi' || item.mediaType === scope)
    .flatMap((item) => {
      const tokens = searchWords(nameOf(item));
      if (!words.every((word) => tokens.some((token) => token.startsWith(word)))) return [];
      const whole = words.every((word) => tokens.includes(word));
      const last = words.length - 1;
      const starts = words.every((word, index) =>
        index < last ? tokens[index] === word : (tokens[index] ?? '').startsWith(word),
      );
      const rank =
        foldText(nameOf(item)) === folded ? 0 : whole ? (starts ? 1 : 2) : starts ? 3 : 4;
      return [{ item, rank }];
    });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (b.item.popularity ?? 0) - (a.item.popularity ?? 0) ||
      a.item.id - b.item.id,
  );
  return ranked.map(({ item }) => `${item.mediaType} ${item.id}`);
}

describe('offline search order on a pack of thousands', () => {
  it('reaches the whole pack through one-letter searches', () => {
    expect(everything.length).toBeGreaterThan(1500);
  });

  it('gives every page as a full sort of the matches would, for prefixes, words and pairs', async () => {
    const names = everything.slice(0, 60).map(nameOf);
    const texts = names.flatMap((name) => {
      const [first = '', second = ''] = searchWords(name);
      return [first.slice(0, 2), first, `${first} ${second.slice(0, 3)}`, name];
    });
    for (const text of new Set(texts)) {
      for (const scope of ['multi', 'movie'] as const) {
        const expected = expectedOrder(text, scope);
        const got: string[] = [];
        for (let page = 1; page <= Math.min(3, Math.ceil(expected.length / 20)); page++) {
          const answer = await catalog.search(scope, text, page);
          expect(answer.totalResults, text).toBe(expected.length);
          got.push(...answer.results.map((item) => `${item.mediaType} ${item.id}`));
        }
        expect(got, `${scope} "${text}"`).toEqual(expected.slice(0, got.length));
        expect(got.length, text).toBe(Math.min(expected.length, 60));
      }
    }
  });
});
