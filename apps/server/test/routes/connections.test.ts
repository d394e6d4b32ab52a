/**
 * Connections as a hostile client holds them (issue 14, findings 4 and 9): ones that never send
 * a request head are closed, a server accepts only so many, and one client only its share of
 * them; what Node or the router refuse before any route (a head too large, a broken request
 * line, an unknown method, an undecodable path) is answered in the one error shape.
 */
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, loadConfig } from '../../src/config.ts';
import { buildOfflineApp } from '../helpers.ts';
import { freePort } from '../support/free-port.ts';

const LIMITS = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  idleTimeoutMs: 5000,
  maxConnections: 30,
  // Here every connection comes from one address: the process's cap is what is tested.
  maxConnectionsPerClient: 30,
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

async function open(localAddress = '127.0.0.1', to = port): Promise<Opened> {
  const socket = connect({ port: to, host: '127.0.0.1', localAddress });
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
      maxConnectionsPerClient: 128,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        MAX_CONNECTIONS: '100',
        CONNECTIONS_PER_CLIENT: '10',
      }).connections,
    ).toMatchObject({
      headersTimeoutMs: 5000,
      maxConnections: 100,
      maxConnectionsPerClient: 10,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ CONNECTIONS_PER_CLIENT: '0' })).toThrow(/CONNECTIONS_PER_CLIENT/);
  });
});

describe('connections per client', () => {
  const PER_CLIENT = 10;
  let capped: FastifyInstance;
  let cappedPort: number;

  beforeAll(async () => {
    capped = await buildOfflineApp(path.join(work, 'per-client'), {
      connectionLimits: {
        ...DEFAULT_CONNECTION_LIMITS,
        maxConnections: 100,
        maxConnectionsPerClient: PER_CLIENT,
      },
      // A proxy of ours, on whose address every visitor behind it arrives.
      trustProxy: ['127.0.0.3'],
    });
    cappedPort = await freePort();
    await capped.listen({ port: cappedPort, host: '127.0.0.1' });
  });
  afterAll(() => capped.close());

  const connectionsHeld = () =>
    new Promise<number>((resolve, reject) =>
      capped.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  const stillOpenAfter = (connection: Opened, ms: number) =>
    Promise.race([
      connection.closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
    ]);

  it('closes a client’s connection past its share at once, and serves another client meanwhile', async () => {
    const held = await Promise.all(
      Array.from({ length: PER_CLIENT }, () => open('127.0.0.1', cappedPort)),
    );
    const extra = await open('127.0.0.1', cappedPort);
    expect(await stillOpenAfter(extra, 500)).toBe(false);
    // Loopback answers any 127.x address: another client of the same server.
    const other = await open('127.0.0.2', cappedPort);
    other.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) expect(await stillOpenAfter(connection, 0)).toBe(true);
    // A connection closed gives its place back, once the server has seen it go.
    held[0]?.socket.destroy();
    await expect.poll(connectionsHeld).toBe(PER_CLIENT - 1);
    const again = await open('127.0.0.1', cappedPort);
    expect(await stillOpenAfter(again, 500)).toBe(true);
    for (const connection of [...held, again]) connection.socket.destroy();
  });

  it('never caps a proxy it trusts, whose connections carry many clients', async () => {
    const viaProxy = await Promise.all(
      Array.from({ length: PER_CLIENT + 5 }, () => open('127.0.0.3', cappedPort)),
    );
    for (const connection of viaProxy) expect(await stillOpenAfter(connection, 0)).toBe(true);
    expect(await stillOpenAfter(viaProxy.at(-1) as Opened, 500)).toBe(true);
    for (const connection of viaProxy) connection.socket.destroy();
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
