/**
 * Request targets that are not a path of ours (src/http/origin-form.ts), sent over real HTTP as
 * a client sends them. `GET //evil.example/movie/105` and the absolute form
 * `GET http://evil.example/movie/12` were routed like paths and made a page's cached render for
 * another site; every such target is now a 400 in the error shape, before any route or limit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';
import { writeBuiltWebApp } from '../pages/built-web-app.ts';
import { freePort } from '../support/free-port.ts';
import { decodedJson, rawClient } from '../support/raw-http.ts';

let work: string;
let webDist: string;
let app: FastifyInstance;
let origin: string;
const client = rawClient();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'request-targets-'));
  webDist = await writeBuiltWebApp('request-targets');
  app = await buildOfflineApp(work, { webDistDir: webDist });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  client.close();
  await app.close();
  await rm(work, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

const send = (target: string) => client.send(`${origin}/`, { target });

describe('request targets', () => {
  it('answers any but a path with 400 in the error shape, and serves paths as before', async () => {
    const refused = [
      // A page and an /api path, each after // and in the absolute form.
      '//evil.example/movie/105',
      'http://evil.example/movie/12',
      '//evil.example/api/movie/12',
      'http://evil.example/api/movie/12',
      // Our own host is no better, and the asterisk form is for proxies too.
      'http://127.0.0.1/api/health',
      '*',
    ];
    for (const target of refused) {
      const answer = await send(target);
      expect(answer.status, target).toBe(400);
      expect(decodedJson(answer), target).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request target must be a path starting with a single "/".',
      });
    }
    for (const target of ['/', '/api/health', '/search?from=//evil.example'])
      expect((await send(target)).status, target).toBe(200);
  });
});
