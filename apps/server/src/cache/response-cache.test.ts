import { describe, expect, it } from 'vitest';
import { NotFoundError, UpstreamError } from '../errors.ts';
import { ResponseCache } from './response-cache.ts';

const policy = { freshMs: 1000, staleMs: 10_000 };

function setup() {
  let now = 0;
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
});
