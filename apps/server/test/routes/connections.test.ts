/**
 * Connections as a hostile client holds them (issue 14, findings 4 and 9): ones that never send
 * a request head are closed, a server accepts only so many, and what Node or the router refuse
 * before any route (a head too large, a broken request line, an unknown method, an undecodable
 * path) is answered in the one error shape.
 */
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildOfflineApp } from '../helpers.ts';
import { freePort } from '../support/free-port.ts';

const LIMITS = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  idleTimeoutMs: 5000,
  maxConnections: 30,
};
let work: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'connections-'));
  app = await buildOfflineApp(work, { connectionLimits: LIMITS });
  port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(work, { recursive: true, force: true });
});

interface Opened {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

async function open(): Promise<Opened> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const opened = Date.now();
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - opened)),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => received, closed };
}

/** Sends raw bytes and resolves with the status line and the body of the answer. */
async function raw(bytes: string): Promise<{ status: number; body: unknown }> {
  const connection = await open();
  connection.socket.write(bytes);
  await connection.closed;
  const text = connection.received();
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
  return { status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown };
}

describe('connection limits', () => {
  it('closes connections that send no request head within the headers timeout', async () => {
    const idle = await Promise.all(Array.from({ length: 20 }, () => open()));
    const closedAfter = await Promise.all(idle.map((connection) => connection.closed));
    expect(Math.max(...closedAfter)).toBeLessThan(LIMITS.headersTimeoutMs + 2000);
    expect(idle[0]?.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('accepts no more than the cap of connections at once', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => open()));
    const extra = await open();
    expect(
      await Promise.race([extra.closed, new Promise((r) => setTimeout(() => r('open'), 500))]),
    ).not.toBe('open');
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('reads its limits from the environment, with safe defaults', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
      maxConnections: 2048,
    });
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '100' }).connections,
    ).toMatchObject({
      headersTimeoutMs: 5000,
      maxConnections: 100,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });
});

describe('requests refused before routing', () => {
  it.each([
    [
      'a head larger than 16 KiB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a broken request line', 'GET\r\n\r\n', 400],
    ['an unknown method', 'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    [
      'a path that is not valid percent-encoding',
      'GET /api/movie/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'an 8,000-character search',
      `GET /api/search/${'a'.repeat(8000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
    ],
  ])('answers %s in the error shape, and nothing else', async (_label, bytes, status) => {
    const answer = await raw(bytes);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ statusCode: status });
    expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'message', 'statusCode']);
  });
});
