/**
 * Ten thousand malformed requests to every route: broken paths, query strings, bodies, headers
 * and tokens. None may cause a 5xx or take the server down, every error must come back in the
 * one JSON shape, and the heap must settle back to where it started.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/catalog-synth.ts';
import { buildOfflineApp } from '../helpers.ts';

const REQUESTS = 10_000;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const random = seededRandom(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '%00',
  '%ZZ',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"*"',
  'NEAR(a b)',
  '__proto__',
  'constructor',
  '%F0%9F%8E%AC',
  '%E2%80%AE',
  'a'.repeat(300),
  '%20'.repeat(50),
  '{"$gt":""}',
];
const ROUTES = [
  '/api/movie/{x}',
  '/api/tvshow/{x}',
  '/api/actor/{x}',
  '/api/tvshow/{x}/seasons/{x}',
  '/api/tvshow/{x}/seasons/{x}/episode/{x}',
  '/api/search/{x}',
  '/api/search/movie/{x}',
  '/api/search/tvshow/{x}',
  '/api/search/actor/{x}',
  '/api/movie/popular',
  '/api/tvshow/trending',
  '/api/actor/popular',
  '/api/favorites',
  '/api/art/w500/{x}/{x}/{x}.svg',
  '/api/configuration',
  '/api/{x}',
  '/idp/interaction/{x}',
  '/idp/interaction/{x}/login',
  '/oidc/{x}',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD'] as const;
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'garbage/!!',
];
const BODIES = [
  '',
  '{',
  '[]',
  'null',
  '{"mediaId":1,"mediaType":"movie"}',
  '{"mediaId":"1","mediaType":"book","mediaTitle":"x","mediaImageUrl":""}',
  '{"__proto__":{"admin":true},"mediaId":"1","mediaType":"movie","mediaTitle":"x","mediaImageUrl":""}',
  JSON.stringify({
    mediaId: '1'.repeat(100),
    mediaType: 'tv',
    mediaTitle: 'x'.repeat(1000),
    mediaImageUrl: 'y',
  }),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
  'username=a&password=b&csrf=c',
  '\u0000\u0001\u0002',
];
const TOKENS = [
  undefined,
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
  `Bearer ${'A'.repeat(5000)}`,
  'Bearer ÿÿÿ',
];

interface FuzzRequest {
  method: (typeof METHODS)[number];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function randomRequest(): FuzzRequest {
  const url = pick(ROUTES).replace(/\{x\}/g, () => pick(NASTY));
  const query =
    random() < 0.5
      ? `?${pick(['page', 'page[]', 'favoriteId', '__proto__[x]', 'q'])}=${pick(NASTY)}&page=${pick(NASTY)}`
      : '';
  const method = pick(METHODS);
  const headers: Record<string, string> = {};
  const token = pick(TOKENS);
  if (token) headers.authorization = token;
  if (random() < 0.6) headers['content-type'] = pick(CONTENT_TYPES);
  if (random() < 0.2) headers['x-request-id'] = pick(NASTY);
  if (random() < 0.1)
    headers.origin = pick(['https://evil.example', 'null', 'http://localhost:5173']);
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH' || random() < 0.1;
  return {
    method,
    url: `${url}${query}`,
    headers,
    ...(withBody && method !== 'GET' && method !== 'HEAD' ? { payload: pick(BODIES) } : {}),
  };
}

function parseJson(
  text: string,
): { statusCode?: unknown; code?: unknown; message?: unknown } | undefined {
  try {
    return JSON.parse(text) as { statusCode?: unknown; code?: unknown; message?: unknown };
  } catch {
    return undefined;
  }
}

let work: string;
let app: FastifyInstance;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'fuzz-'));
  // Limits high enough that every request reaches the routes it is aimed at, sign-in's included.
  app = await buildOfflineApp(work, {
    rateLimit: { perMinute: 1_000_000, signInPerMinute: 1_000_000 },
  });
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

describe(`${REQUESTS.toLocaleString('en-US')} malformed requests`, () => {
  it(
    'get no 5xx, only JSON errors, and leave memory where it was',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 300; i++) await app.inject(randomRequest());
      collectGarbage();
      const baseline = process.memoryUsage().heapUsed;

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < REQUESTS; i++) {
        const request = randomRequest();
        const response = await app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const isApi = request.url.startsWith('/api/');
        if (response.statusCode >= 500)
          failures.push(
            `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        else if (isApi && response.statusCode >= 400 && request.method !== 'HEAD') {
          const body = parseJson(response.body);
          if (
            body?.statusCode !== response.statusCode ||
            typeof body.code !== 'string' ||
            typeof body.message !== 'string'
          ) {
            failures.push(
              `${request.method} ${request.url} → ${response.statusCode} not in the error shape: ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(failures.slice(0, 15)).toEqual([]);
      expect((await app.inject('/api/health')).statusCode).toBe(200);

      collectGarbage();
      const growth = process.memoryUsage().heapUsed - baseline;
      console.log(
        `fuzz: statuses ${JSON.stringify(Object.fromEntries(statuses))}; heap growth ${(growth / 1024 / 1024).toFixed(1)} MB`,
      );
      expect(growth).toBeLessThan(16 * 1024 * 1024);
    },
  );
});
