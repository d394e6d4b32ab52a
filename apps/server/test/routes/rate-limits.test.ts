/**
 * The /api limit as clients meet it (@fastify/rate-limit, src/http/rate-limits.ts): a client is
 * the address our own proxies report, an IPv6 client is its /64, liveness and artwork are never
 * counted, and only a refusal speaks of the count.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildOfflineApp } from '../helpers.ts';

const PER_MINUTE = 3;
let work: string;
let direct: FastifyInstance;
let behindProxy: FastifyInstance;
let behindNamedProxy: FastifyInstance;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rate-limits-'));
  direct = await buildOfflineApp(path.join(work, 'direct'), {
    rateLimit: { perMinute: PER_MINUTE },
  });
  behindProxy = await buildOfflineApp(path.join(work, 'proxied'), {
    rateLimit: { perMinute: PER_MINUTE },
    trustProxyHops: 1,
  });
  behindNamedProxy = await buildOfflineApp(path.join(work, 'named-proxy'), {
    rateLimit: { perMinute: PER_MINUTE },
    trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
  });
});
afterAll(async () => {
  await Promise.all([direct.close(), behindProxy.close(), behindNamedProxy.close()]);
  await rm(work, { recursive: true, force: true });
});

/** Statuses of `count` requests for the popular movies. */
async function statuses(
  app: FastifyInstance,
  count: number,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++)
    seen.push((await app.inject({ url: '/api/movie/popular', remoteAddress, headers })).statusCode);
  return seen;
}

describe('the /api limit', () => {
  it('refuses past the allowance in the error shape with Retry-After, and says nothing before', async () => {
    const allowed = await direct.inject({ url: '/api/movie/popular', remoteAddress: '10.3.0.1' });
    expect(allowed.statusCode).toBe(200);
    // A shared cache may hand this answer to other clients: it must not carry this one's count.
    expect(Object.keys(allowed.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    );
    await statuses(direct, PER_MINUTE - 1, '10.3.0.1');
    const refused = await direct.inject({ url: '/api/movie/popular', remoteAddress: '10.3.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(PER_MINUTE));
  });

  it('counts requests for favourites that carry no valid token, as it counts every /api call', async () => {
    const seen: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      seen.push(
        (await direct.inject({ url: '/api/favorites', remoteAddress: '10.3.0.7' })).statusCode,
      );
    expect(seen).toEqual([...Array<number>(PER_MINUTE).fill(401), 429]);
  });

  it('counts an IPv6 client by its /64', async () => {
    expect(await statuses(direct, PER_MINUTE, '2001:db8:1:2::1')).toEqual([200, 200, 200]);
    expect(await statuses(direct, 1, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toEqual([429]);
    expect(await statuses(direct, 1, '2001:db8:1:3::1')).toEqual([200]);
  });

  it('never counts liveness or artwork, nor refuses them to a client over its allowance', async () => {
    const list = await direct.inject({ url: '/api/movie/popular', remoteAddress: '10.3.0.9' });
    const [first] = list.json<{ searchResults: { posterPath: string }[] }>().searchResults;
    await statuses(direct, PER_MINUTE, '10.3.0.9');
    for (const url of ['/api/health', '/api/ready', `/api/art/w500${first?.posterPath}`])
      expect((await direct.inject({ url, remoteAddress: '10.3.0.9' })).statusCode, url).toBe(200);
  });
});

describe('behind one proxy of ours', () => {
  it('counts the address the proxy saw, whatever earlier hops the client forged', async () => {
    const viaProxy = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
    expect(await statuses(behindProxy, PER_MINUTE, '10.0.0.2', viaProxy('203.0.113.9'))).toEqual([
      200, 200, 200,
    ]);
    // A forged hop in front of the real one buys no fresh allowance.
    expect(await statuses(behindProxy, 1, '10.0.0.2', viaProxy('6.6.6.6, 203.0.113.9'))).toEqual([
      429,
    ]);
    // Another visitor behind the same proxy has their own.
    expect(await statuses(behindProxy, 1, '10.0.0.2', viaProxy('203.0.113.10'))).toEqual([200]);
  });

  it('never believes X-Forwarded-For from a server with no proxy in front', async () => {
    await statuses(direct, PER_MINUTE, '10.3.0.20', { 'x-forwarded-for': '198.51.100.1' });
    expect(await statuses(direct, 1, '10.3.0.20', { 'x-forwarded-for': '198.51.100.2' })).toEqual([
      429,
    ]);
  });
});

describe('behind a proxy named by its address (TRUST_PROXY)', () => {
  it('believes the address the named proxy reports, and no one else’s', async () => {
    const viaProxy = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
    // Through the proxy: each visitor by the address it forwards.
    expect(
      await statuses(behindNamedProxy, PER_MINUTE + 1, '127.0.0.1', viaProxy('203.0.113.20')),
    ).toEqual([200, 200, 200, 429]);
    expect(await statuses(behindNamedProxy, 1, '127.0.0.1', viaProxy('203.0.113.21'))).toEqual([
      200,
    ]);
    // Straight to the server: a fresh forged address on every request buys nothing.
    const direct: number[] = [];
    for (let request = 0; request <= PER_MINUTE; request++)
      direct.push(
        ...(await statuses(behindNamedProxy, 1, '127.0.0.2', viaProxy(`198.51.100.${request}`))),
      );
    expect(direct).toEqual([200, 200, 200, 429]);
  });
});
