/**
 * Request counts per client in fixed windows, for rate limits: in this process, or in Redis so
 * that replicas share one count per client.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window closes. */
  resetInMs: number;
}

export interface ClientCounter {
  increment(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
}

/** Counts in this process, for the clients seen most recently (a bounded table). */
export class MemoryClientCounter implements ClientCounter {
  readonly #windows = new LRUCache<string, { count: number; closesAt: number }>({ max: 10_000 });

  increment(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.closesAt <= now) {
      window = { count: 0, closesAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.closesAt - now };
  }
}

/** One round trip: count, open the window on the first request, say when it closes. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Counts in Redis; a failure rejects, and the caller decides whether to let the request in. */
export class RedisClientCounter implements ClientCounter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, resetInMs] = (await this.#redis.eval(
      INCREMENT_SCRIPT,
      1,
      this.#prefix + key,
      windowMs,
    )) as [number, number];
    return { count, resetInMs };
  }
}

/** Shared by the counters of one Redis connection, so an outage is reported once, not per limit. */
export class CounterOutage {
  readonly #onOutage: (error: unknown) => void;
  #down = false;

  constructor(onOutage: (error: unknown) => void) {
    this.#onOutage = onOutage;
  }

  failed(error: unknown): void {
    if (!this.#down) this.#onOutage(error);
    this.#down = true;
  }

  recovered(): void {
    this.#down = false;
  }
}

/**
 * Counts in Redis while it answers and in this process while it does not, so a limit never
 * switches off with Redis: each replica then holds every client to the limit on its own.
 */
export class FallbackClientCounter implements ClientCounter {
  readonly #shared: ClientCounter;
  readonly #local = new MemoryClientCounter();
  readonly #outage: CounterOutage;

  constructor(shared: ClientCounter, outage: CounterOutage) {
    this.#shared = shared;
    this.#outage = outage;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const count = await this.#shared.increment(key, windowMs);
      this.#outage.recovered();
      return count;
    } catch (error) {
      this.#outage.failed(error);
      return this.#local.increment(key, windowMs);
    }
  }
}
