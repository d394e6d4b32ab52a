/**
 * Password guessing at one account from many addresses (penetration test: 60 guesses at one
 * username from six addresses in 7.7 s met no slow-down, since each address stayed within its
 * own ten a minute). A second limit now counts tries per username, however it is spelt, and
 * with REDIS_URL the replicas share that count.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';
import { authorizeUrl } from '../support/oidc-login.ts';
import { redisAvailable, startRedis, type RedisServer } from '../support/redis-server.ts';

/** Our proxy's address: the app trusts one hop, so the client is the X-Forwarded-For entry. */
const PROXY = '10.0.0.2';
const ATTACKERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
const SIX_ADDRESSES = [...ATTACKERS, '203.0.113.6'];

const authorize = authorizeUrl();

type Guess = (
  username: string,
  client: string,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Opens one login form on `app` and returns a way to post a wrong password to it. */
async function loginForm(app: FastifyInstance): Promise<Guess> {
  const via = (client: string) => ({ 'x-forwarded-for': client });
  const started = await app.inject({
    url: authorize,
    remoteAddress: PROXY,
    headers: via('198.51.100.1'),
  });
  const cookie = started.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const loginUrl = started.headers.location ?? '';
  const page = await app.inject({
    url: loginUrl,
    remoteAddress: PROXY,
    headers: { cookie, ...via('198.51.100.1') },
  });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  let guesses = 0;
  return (username, client, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `${loginUrl}/login`,
      remoteAddress: PROXY,
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        ...via(client),
        ...headers,
      },
      payload: new URLSearchParams({
        username,
        password: `guess-${guesses++}`,
        csrf,
      }).toString(),
    });
}

const count = (statuses: number[], status: number) =>
  statuses.filter((seen) => seen === status).length;

describe('guessing one account’s password from many addresses', () => {
  let work: string;
  let app: FastifyInstance;
  let guess: Guess;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'account-login-limit-'));
    app = await buildOfflineApp(work, { trustProxyHops: 1 });
    guess = await loginForm(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  it('refuses all but ten of 60 guesses from six addresses, however the name is written', async () => {
    // Each address stays within its own allowance (ten a minute): only the account is counted.
    const spellings = ['victim', ' Victim', 'VICTIM ', 'ｖｉｃｔｉｍ'];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push(
        (await guess(spellings[i % spellings.length] ?? '', SIX_ADDRESSES[i % 6] ?? '')).statusCode,
      );
    console.log(
      `60 guesses at one username from six addresses: ${count(statuses, 401)} × 401, ${count(statuses, 429)} × 429`,
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(count(statuses, 429)).toBe(50);

    // A fresh address gets nowhere with that account, in the one error shape…
    const refused = await guess('victim', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds\.$/),
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // …while another account is tried as usual from it.
    expect((await guess('someone-else', '203.0.113.7')).statusCode).toBe(401);
  });

  it('shows a browser the login form again, saying how long to wait', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const page = await guess('victim', '203.0.113.8', browser);
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(60);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(
      /<p class="error" role="alert">Too many sign-in attempts\. Please wait \d+ minutes and try again\.<\/p>/,
    );
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('value="victim"');

    // So does the per-address limit, which each of the six addresses has reached this minute.
    const perClient = await guess('someone-else', '203.0.113.1', browser);
    expect(perClient.statusCode).toBe(429);
    expect(Number(perClient.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(perClient.body).toMatch(/Please wait (\d+ seconds|1 minute) and try again\./);
  });

  it('leaves the public demo accounts to the per-address limit alone', async () => {
    // Their passwords are on the login page: counting guesses at them protects nothing, and
    // would let anyone lock every visitor out of the demo.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await guess('ada', i % 2 ? '192.0.2.1' : '192.0.2.2')).statusCode);
    expect(statuses).toEqual(Array(15).fill(401));
  });
});

const withRedis = redisAvailable() || Boolean(process.env.CI);
if (!withRedis) console.warn('redis-server is not installed: skipping the shared account limit.');

describe.runIf(withRedis)('two replicas sharing Redis', () => {
  let work: string;
  let redis: RedisServer;
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'account-login-limit-redis-'));
    redis = await startRedis();
    for (const name of ['a', 'b']) {
      const client = new Redis(redis.url);
      clients.push(client);
      apps.push(
        await buildOfflineApp(path.join(work, name), {
          trustProxyHops: 1,
          rateLimit: { perMinute: 600, redis: client },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const client of clients) client.disconnect();
    await redis?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('hold one account to one allowance between them', async () => {
    const [onA, onB] = await Promise.all(apps.map(loginForm));
    if (!onA || !onB) throw new Error('two replicas expected');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await (i % 2 ? onB : onA)('shared', ATTACKERS[i % 5] ?? '')).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await onA('shared', '203.0.113.9')).statusCode).toBe(429);
    expect((await onB('shared', '203.0.113.10')).statusCode).toBe(429);
    expect((await onB('not-shared', '203.0.113.10')).statusCode).toBe(401);
  });
});
