/**
 * The per-client request limits (/api, the sign-in paths, password tries), each a registration
 * of @fastify/rate-limit in the scope it guards. They share how a client is named (its address
 * as Fastify's `trustProxy` reads it, an IPv6 client by its /64), how a refusal looks (429 in
 * the one error shape, with Retry-After) and where counts are kept: in Redis when replicas share
 * one, so a client has one allowance across them, else in this process.
 *
 * While Redis is away the counting carries on in this process, so each replica still holds every
 * client to the limit. (The plugin's `skipOnError` would stop limiting altogether instead.)
 */
import { createRequire } from 'node:module';
import {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

// The two stores the plugin ships and uses itself (its typings describe only their interface).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  clientsKept: number,
) => FastifyRateLimitStore;

/** Clients one process keeps counts for at once; the least recently seen are dropped first. */
const CLIENTS_KEPT = 10_000;
/** An IPv6 client is its /64: one network is handed a /64, and picks any address in it. */
const IPV6_CLIENT_PREFIX = 64;

/** The client an address belongs to, as every per-client limit names it. */
export const clientOf = (address: string): string => normalizeIP(address, IPV6_CLIENT_PREFIX);

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many requests. Please wait ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
}

/** Reports the start of a Redis outage once, however many limits notice it. */
class Outage {
  readonly #report: (error: unknown) => void;
  #down = false;

  constructor(report: (error: unknown) => void) {
    this.#report = report;
  }

  began(error: unknown): void {
    if (!this.#down) this.#report(error);
    this.#down = true;
  }

  ended(): void {
    this.#down = false;
  }
}

/** Counts in the shared store while it answers, and in the local one while it fails. */
class SharedOrLocalStore implements FastifyRateLimitStore {
  readonly #shared: FastifyRateLimitStore;
  readonly #local: FastifyRateLimitStore;
  readonly #outage: Outage;

  constructor(shared: FastifyRateLimitStore, local: FastifyRateLimitStore, outage: Outage) {
    this.#shared = shared;
    this.#local = local;
    this.#outage = outage;
  }

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.#shared.incr(
      key,
      (error, result) => {
        if (!error) {
          this.#outage.ended();
          callback(null, result);
          return;
        }
        this.#outage.began(error);
        this.#local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.#shared.child(routeOptions),
      this.#local.child(routeOptions),
      this.#outage,
    );
  }
}

export interface LimitCounting {
  /** Where replicas share their counts; none counts in this process. */
  redis?: Redis;
  /** Told when Redis stops answering (once per outage). */
  onRedisOutage?: (error: unknown) => void;
}

/** The plugin's options for one limit: `name` keeps its counts apart from the other limits'. */
export type LimitOptions = (name: string, perMinute: number) => RateLimitPluginOptions;

export function rateLimitOptions({ redis, onRedisOutage }: LimitCounting): LimitOptions {
  const outage = new Outage(onRedisOutage ?? (() => undefined));
  const storeFor = (nameSpace: string, shared: Redis): FastifyRateLimitStoreCtor =>
    class extends SharedOrLocalStore {
      constructor() {
        super(
          new RedisStore(false, false, shared, nameSpace),
          new LocalStore(false, false, CLIENTS_KEPT),
          outage,
        );
      }
    };
  return (name, perMinute) => ({
    max: perMinute,
    timeWindow: 60_000,
    ipv6Subnet: IPV6_CLIENT_PREFIX,
    cache: CLIENTS_KEPT,
    ...(redis && { store: storeFor(`media-search:${name}-rate:`, redis) }),
    // Only a refusal says how the count stands: an answer a cache may share with other clients
    // must not carry one client's count.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, { ttl }) =>
      new RateLimitedError(Math.max(1, Math.ceil(ttl / 1000))),
  });
}
