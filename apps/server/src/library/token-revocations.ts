/**
 * Which owners' earlier tokens no longer count: after "delete my data" every token the owner
 * was issued before that moment is refused, on every replica, since the moment is kept in the
 * shared database (table `revoked_tokens`, migration 10).
 *
 * Each replica keeps what it read for a few seconds (REVOCATION_CACHE_MS), so an ordinary
 * request costs no extra query: another replica refuses a revoked token at most that long
 * after the deletion; the replica that deleted refuses it at once.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Sql } from './library-database.ts';

export const REVOCATION_CACHE_MS = 5000;
/** Owners remembered per replica: the active ones; a forgotten one is read again. */
const CACHED_OWNERS = 10_000;
/** Kept for an owner never revoked (the cache holds no undefined). */
const NEVER = 0;

/** The owner as the table keeps it: a hash, so no name or subject stays after an erasure. */
export const revocationKey = (owner: string) => createHash('sha256').update(owner).digest('hex');

/**
 * Records, in the caller's transaction, that the owner's tokens issued up to `at` are revoked.
 * Token times are whole seconds, so the second of the deletion is revoked too.
 */
export async function revokeTokens(sql: Sql, owner: string, at: Date): Promise<void> {
  await sql.run(
    `INSERT INTO revoked_tokens (owner_hash, revoked_before) VALUES (?, ?)
     ON CONFLICT (owner_hash) DO UPDATE SET revoked_before = excluded.revoked_before`,
    [revocationKey(owner), Math.floor(at.getTime() / 1000) + 1],
  );
}

export interface RevocationCacheOptions {
  cacheMs?: number;
  /** What the cache's few seconds are measured by (tests pass their own). */
  clock?: { now(): number };
}

export class TokenRevocations {
  readonly #sql: Sql;
  readonly #cache: LRUCache<string, number>;

  constructor(sql: Sql, { cacheMs = REVOCATION_CACHE_MS, clock }: RevocationCacheOptions = {}) {
    this.#sql = sql;
    this.#cache = new LRUCache({
      max: CACHED_OWNERS,
      ttl: cacheMs,
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
    });
  }

  /** Whether a token of `owner` issued at `issuedAt` (seconds) was revoked since. */
  async isRevoked(owner: string, issuedAt: number): Promise<boolean> {
    let revokedBefore = this.#cache.get(owner);
    if (revokedBefore === undefined) {
      const row = await this.#sql.get<{ revoked_before: number | string }>(
        'SELECT revoked_before FROM revoked_tokens WHERE owner_hash = ?',
        [revocationKey(owner)],
      );
      revokedBefore = row ? Number(row.revoked_before) : NEVER;
      this.#cache.set(owner, revokedBefore);
    }
    return issuedAt < revokedBefore;
  }

  /** After this replica revoked the owner: read the table again at the next request. */
  forget(owner: string): void {
    this.#cache.delete(owner);
  }
}
