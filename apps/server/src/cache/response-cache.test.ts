import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NotFoundError, UpstreamError } from '../errors.ts';
import { holdLoadsTo, withCacheReport } from './cache-report.ts';
import { MissRate } from './miss-budget.ts';
import { ResponseCache } from './response-cache.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Runs `work` as a request from `client` would (the slot request-tracing.ts opens). */
const asClient = <T>(client: string, work: () => Promise<T>) =>
  new Promise<T>((resolve, reject) =>
    withCacheReport(() => void work().then(resolve, reject), client),
  );

const policy = { freshMs: 1000, staleMs: 10_000 };

function setup() {
  // Any instant but zero, which the LRU reads as "no start time".
  let now = 1_000_000;
  const refreshErrors: unknown[] = [];
  const cache = new ResponseCache({
    maxBytes: 1_000_000,
    notFoundMs: 500,
    now: () => now,
    onRefreshError: (_key, error) => refreshErrors.push(error),
  });
  return { cache, refreshErrors, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('shares one load among concurrent misses', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { answer: 42 };
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => cache.lookup('k', policy, load)),
    );
    expect(loads).toBe(1);
    expect(results.every((result) => result.state === 'miss' && result.value.answer === 42)).toBe(
      true,
    );
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const { cache, advance } = setup();
    let version = 1;
    const load = async () => ({ version: version++ });
    await cache.get('k', policy, load);
    advance(5000);
    const stale = await cache.lookup('k', policy, load);
    expect(stale).toEqual({ value: { version: 1 }, state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.lookup('k', policy, load)).toEqual({ value: { version: 2 }, state: 'hit' });
  });

  it('keeps serving the stale answer while the refresh fails', async () => {
    const { cache, advance, refreshErrors } = setup();
    await cache.get('k', policy, async () => 'good');
    advance(5000);
    const failing = async (): Promise<string> => {
      throw new UpstreamError('unreachable', 'down');
    };
    expect(await cache.get('k', policy, failing)).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshErrors).toHaveLength(1);
    expect(await cache.get('k', policy, failing)).toBe('good');
  });

  it('does not cache a failure: the next call tries again', async () => {
    const { cache } = setup();
    await expect(
      cache.get('k', policy, async () => {
        throw new UpstreamError('timeout', 'slow');
      }),
    ).rejects.toThrow(UpstreamError);
    expect(await cache.get('k', policy, async () => 'recovered')).toBe('recovered');
  });

  it('remembers "not found" briefly', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const missing = async () => {
      loads++;
      throw new NotFoundError('gone');
    };
    await expect(cache.get('k', policy, missing)).rejects.toThrow('gone');
    await expect(cache.get('k', policy, missing)).rejects.toThrow('gone');
    expect(loads).toBe(1);
    advance(600);
    await expect(cache.get('k', policy, missing)).rejects.toThrow('gone');
    expect(loads).toBe(2);
  });

  it('drops the least recently used answers beyond its size budget', async () => {
    const cache = new ResponseCache({ maxBytes: 100, notFoundMs: 500 });
    await cache.get('a', policy, async () => 'x'.repeat(60));
    await cache.get('b', policy, async () => 'y'.repeat(60));
    let reloaded = false;
    await cache.get('a', policy, async () => {
      reloaded = true;
      return 'x';
    });
    expect(reloaded).toBe(true);
  });

  it('charges a not-found answer what it holds, so its budget bounds its memory', async () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = new ResponseCache({ maxBytes, notFoundMs: 60_000, maxEntries: 10_000 });
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let id = 0; id < 30_000; id++) {
      await cache
        .get(`movie:${id}`, policy, () =>
          Promise.reject(new NotFoundError(`No movie has the id ${id}.`)),
        )
        .catch(() => undefined);
    }
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    const { entries, bytes } = cache.usage();
    console.log(
      `not-found entries: ${entries} kept of 30000, charged ${(bytes / 1024).toFixed(0)} KB, heap grew ${(grown / 1024).toFixed(0)} KB`,
    );
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    // What an entry is charged covers what it holds: the budget bounds the heap.
    expect(grown).toBeLessThan(maxBytes);
    await expect(cache.get('movie:29999', policy, () => Promise.resolve(1))).rejects.toThrow(
      'No movie has the id 29999.',
    );
  });

  it('keeps no more entries than its count bound, however small they are', async () => {
    const cache = new ResponseCache({ maxBytes: 100_000_000, notFoundMs: 1000, maxEntries: 50 });
    for (let id = 0; id < 500; id++) await cache.get(`k${id}`, policy, async () => id);
    expect(cache.usage().entries).toBe(50);
  });

  it('sweeps out expired entries, not only when they are asked for again', async () => {
    const { cache, advance } = setup();
    for (let id = 0; id < 100; id++) await cache.get(`k${id}`, policy, async () => id);
    expect(cache.usage().entries).toBe(100);
    advance(60_000);
    await cache.get('fresh', policy, async () => 'new');
    expect(cache.usage().entries).toBe(1);
  });

  it('lets one client run only its share of upstream loads at once; joining a load is free', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, notFoundMs: 500, missesPerClient: 3 });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      await gate;
      return 'answer';
    };
    const mine = Array.from({ length: 10 }, (_, i) =>
      asClient('198.51.100.1', () => cache.get(`search:${i}`, policy, slow)).then(
        () => 200,
        (error: { statusCode: number }) => error.statusCode,
      ),
    );
    const joined = asClient('198.51.100.1', () => cache.get('search:0', policy, slow));
    const theirs = asClient('198.51.100.2', () => cache.get('search:other', policy, slow));
    release();
    expect((await Promise.all(mine)).sort()).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    expect(await joined).toBe('answer');
    expect(await theirs).toBe('answer');
    // Once its loads have settled, the client may load again.
    await expect(
      asClient('198.51.100.1', () => cache.get('search:later', policy, slow)),
    ).resolves.toBe('answer');
  });

  it('holds a request to a further allowance of loads, which answers from the cache still pass', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, notFoundMs: 500, missesPerClient: 1 });
    const pages = new MissRate(2);
    const asPage = <T>(work: () => Promise<T>) =>
      asClient('198.51.100.5', () => {
        holdLoadsTo(pages);
        return work();
      });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await asPage(() => cache.get('movie:1', policy, load))).toBe('answer 1');
    expect(await asPage(() => cache.get('movie:2', policy, load))).toBe('answer 2');
    await expect(asPage(() => cache.get('movie:3', policy, load))).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(loads).toBe(2);
    expect(await asPage(() => cache.get('movie:1', policy, load))).toBe('answer 1');
    // The refused load gave back its place among the client's loads at once (one, here).
    expect(await asClient('198.51.100.5', () => cache.get('movie:3', policy, load))).toBe(
      'answer 3',
    );
  });

  it('hands a load that fails unexpectedly to onLoadFault, and an AppError through as it is', async () => {
    const cache = new ResponseCache({
      maxBytes: 1_000_000,
      notFoundMs: 500,
      onLoadFault: (error) => new UpstreamError('bad-response', String(error)),
    });
    await expect(
      cache.get('odd', policy, () => Promise.reject(new TypeError('genres.map is not a function'))),
    ).rejects.toMatchObject({ statusCode: 502, code: 'UPSTREAM_BAD_RESPONSE' });
    await expect(
      cache.get('gone', policy, () => Promise.reject(new NotFoundError('No movie has the id 1.'))),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
