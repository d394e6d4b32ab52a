import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

/** A clock that only moves when the limiter sleeps, so the test sees exact waits. */
function virtualClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

describe('RateLimiter', () => {
  it('lets a burst through at once, then spaces requests at the steady rate', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ requestsPerSecond: 10, burst: 3, ...clock });
    for (let i = 0; i < 6; i++) await limiter.acquire();
    expect(clock.waits).toEqual([100, 100, 100]);
    expect(clock.now()).toBe(300);
  });

  it('holds everyone back while paused by a 429', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ requestsPerSecond: 100, burst: 5, ...clock });
    limiter.pauseUntil(2000);
    await limiter.acquire();
    expect(clock.now()).toBe(2000);
  });

  it('never exceeds the rate over a longer run', async () => {
    const clock = virtualClock();
    const limiter = new RateLimiter({ requestsPerSecond: 30, burst: 10, ...clock });
    for (let i = 0; i < 100; i++) await limiter.acquire();
    // 100 requests with 10 free: the other 90 need 90 intervals of 1000/30 ms.
    expect(clock.now()).toBeCloseTo(3000, 0);
  });
});
