/**
 * The request log as an operator reads it (src/http/request-log.ts): one pino line per request
 * when it completes, tagged with its request id, and no credential that rides in a URL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../helpers.ts';

let work: string;
let app: FastifyInstance;
let quiet: FastifyInstance;
const lines: Record<string, unknown>[] = [];
let quietOutput = '';

const sink = (write: (text: string) => void) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      write(chunk.toString());
      done();
    },
  });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'request-log-'));
  app = await buildOfflineApp(path.join(work, 'info'), {
    logger: pino(
      { level: 'info' },
      sink((text) => {
        for (const line of text.split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
      }),
    ),
  });
  quiet = await buildOfflineApp(path.join(work, 'warn'), {
    logger: pino(
      { level: 'warn' },
      sink((text) => (quietOutput += text)),
    ),
  });
});
afterAll(async () => {
  await Promise.all([app.close(), quiet.close()]);
  await rm(work, { recursive: true, force: true });
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('the request log', () => {
  it('writes one line per request, when it completes, with its id, method, URL, status and time', async () => {
    await app.inject({ url: '/api/movie/popular?page=2', headers: { 'x-request-id': 'log-1' } });
    await app.inject({ url: '/api/movie/987654', headers: { 'x-request-id': 'log-2' } });
    expect(linesOf('log-1')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/movie/popular?page=2',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(linesOf('log-2')).toEqual([
      expect.objectContaining({ url: '/api/movie/987654', statusCode: 404 }),
    ]);
  });

  it('logs the sign-in provider’s answers too, with the credentials in their URLs redacted', async () => {
    const code = 'Xk2-authorization-code-9Qz';
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2ln';
    await app.inject({
      url: `/callback?code=${code}&state=abc`,
      headers: { 'x-request-id': 'log-3' },
    });
    await app.inject({
      url: `/oidc/session/end?id_token_hint=${idToken}&post_logout_redirect_uri=x`,
      headers: { 'x-request-id': 'log-4' },
    });
    expect(linesOf('log-3')).toEqual([
      expect.objectContaining({ url: '/callback?code=[redacted]&state=abc' }),
    ]);
    expect(linesOf('log-4')).toEqual([
      expect.objectContaining({
        url: '/oidc/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=x',
      }),
    ]);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(code);
    expect(written).not.toContain(idToken);
  });

  it('writes no request lines above the info level', async () => {
    await quiet.inject('/api/movie/popular');
    expect(quietOutput).toBe('');
  });
});
