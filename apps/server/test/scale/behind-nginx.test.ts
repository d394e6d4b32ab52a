/**
 * The deployment docs/scaling-out.md describes, on one machine: Debian's nginx
 * running deploy/nginx/media-search.conf in front of two replicas that share one PostgreSQL, one
 * Redis and one OpenID issuer (the embedded provider in a process of its own, acting as the
 * external OIDC_ISSUER). Everything a visitor sends goes through nginx.
 */
import { connect, type Socket } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import {
  nginxAvailable,
  SITE_CONFIG,
  startNginx,
  type NginxServer,
} from '../support/nginx-server.ts';
import { signIn } from '../support/oidc-login.ts';
import { decodedJson, rawClient, type RawAnswer } from '../support/raw-http.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { redisAvailable, startRedis, type RedisServer } from '../support/redis-server.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const ready =
  (postgresAvailable() && redisAvailable() && nginxAvailable()) || Boolean(process.env.CI);
if (!ready) console.warn('PostgreSQL, Redis or nginx is not installed: skipping the nginx test.');

const issuerPack = path.join(import.meta.dirname, '..', 'fixtures', 'pack-ranking');
/** A replica writes its log lines in batches: at most this long after the answer. */
const LOG_FLUSH_MS = 1200;
/** Each visitor's allowance on /api (shared by the replicas through Redis). */
const RATE_LIMIT = 200;

const visitor = rawClient();
const send = visitor.send;

describe.runIf(ready)('two replicas behind nginx, one database, cache and issuer', () => {
  let work: string;
  let postgres: PostgresServer;
  let redis: RedisServer;
  let issuer: ServerProcess;
  let replicas: ServerProcess[];
  let nginx: NginxServer;
  let tokens: { ada: string; ben: string };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'behind-nginx-'));
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const [issuerPort, nginxPort, portA, portB] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const issuerOrigin = `http://127.0.0.1:${issuerPort}`;
    const publicOrigin = `http://127.0.0.1:${nginxPort}`;
    issuer = await startServerProcess(issuerPort, {
      DATA_DIR: path.join(work, 'issuer'),
      CATALOG_PACK_DIR: issuerPack,
      PUBLIC_ORIGIN: issuerOrigin,
      WEB_ORIGINS: [issuerOrigin, publicOrigin].join(','),
    });
    replicas = await Promise.all(
      [portA, portB].map((port, index) =>
        startServerProcess(port, {
          // The demo catalogue, whose details are large enough to be compressed.
          DATABASE_URL: postgres.url,
          REDIS_URL: redis.url,
          OIDC_ISSUER: `${issuerOrigin}/oidc`,
          OIDC_AUDIENCE: `${issuerOrigin}/api`,
          OIDC_CLIENT_ID: 'media-search-spa',
          PUBLIC_ORIGIN: publicOrigin,
          // nginx, as the replicas see it.
          TRUST_PROXY: '127.0.0.1',
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
          DATA_DIR: path.join(work, `replica-${index}`),
          // Every request a replica answers leaves a line: how the test sees what reached it.
          LOG_LEVEL: 'info',
        }),
      ),
    );
    nginx = await startNginx([portA, portB], nginxPort);
    const token = async (username: string) =>
      (
        await signIn({
          origin: issuerOrigin,
          clientId: 'media-search-spa',
          username,
          password: `${username}-demo-password`,
        })
      ).tokens.access_token;
    tokens = { ada: await token('ada'), ben: await token('ben') };
  }, 90_000);

  afterAll(async () => {
    visitor.close();
    await nginx?.stop();
    await Promise.all([...(replicas ?? []), issuer].filter(Boolean).map((server) => server.stop()));
    await redis?.stop();
    postgres?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const api = (pathAndQuery: string) => `${nginx.origin}/api${pathAndQuery}`;
  /** Requests for `url` the replicas logged, however they logged them (each logs its URL once). */
  const reachedReplicas = async (pathAndQuery: string) => {
    await sleep(LOG_FLUSH_MS);
    const needle = `"url":${JSON.stringify(`/api${pathAndQuery}`)}`;
    return replicas
      .flatMap((replica) => replica.output().split('\n'))
      .filter((line) => line.includes(needle)).length;
  };

  it('answers a repeated catalogue request itself, without reaching a replica', async () => {
    const first = await send(api('/movie/550'), { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['cache-control']).toMatch(/public/);

    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(api('/movie/550'), { headers: { 'accept-encoding': 'br' } }),
      ),
    );
    for (const repeat of repeats) {
      expect(repeat.headers['x-cache-status']).toBe('HIT');
      expect(repeat.headers['content-encoding']).toBe(first.headers['content-encoding']);
      expect(repeat.raw.equals(first.raw)).toBe(true);
    }
    expect(await reachedReplicas('/movie/550')).toBe(1);
    const logged = (await nginx.accessLog()).filter((line) => line.endsWith(' /api/movie/550'));
    expect(logged).toHaveLength(6);
    expect(logged.filter((line) => line.startsWith('200 HIT - '))).toHaveLength(5);
  });

  it('keeps one copy per encoding, each for the clients that accept it', async () => {
    const asked = { br: 'gzip, deflate, br', gzip: 'gzip', plain: 'identity' };
    const answers: Record<string, RawAnswer> = {};
    for (const [name, acceptEncoding] of Object.entries(asked)) {
      await send(api('/tvshow/1399'), { headers: { 'accept-encoding': acceptEncoding } });
      answers[name] = await send(api('/tvshow/1399'), {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(answers[name]?.headers['x-cache-status']).toBe('HIT');
    }
    expect(answers.br?.headers['content-encoding']).toBe('br');
    expect(answers.gzip?.headers['content-encoding']).toBe('gzip');
    expect(answers.plain?.headers['content-encoding']).toBeUndefined();
    const [br, gzip, plain] = [answers.br, answers.gzip, answers.plain].map((answer) =>
      decodedJson(answer as RawAnswer),
    );
    expect(br).toEqual(plain);
    expect(gzip).toEqual(plain);
    expect(await reachedReplicas('/tvshow/1399')).toBe(3);
  });

  it('answers 304 to a request naming the ETag it already has, and 200 to an outdated one', async () => {
    const fresh = await send(api('/movie/popular'));
    const etag = fresh.headers.etag;
    expect(etag).toMatch(/^"/);
    const unchanged = await send(api('/movie/popular'), {
      headers: { 'if-none-match': etag as string },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw).toHaveLength(0);
    expect(unchanged.headers.etag).toBe(etag);
    const outdated = await send(api('/movie/popular'), {
      headers: { 'if-none-match': '"an-older-version"' },
    });
    expect(outdated.status).toBe(200);
    expect(decodedJson(outdated)).toEqual(decodedJson(fresh));
  });

  it('answers 304 to an ETag a visitor got elsewhere, for an answer it did not hold yet', async () => {
    const br = { 'accept-encoding': 'br' };
    const direct = await send(`${replicas[0]?.origin}/api/actor/287`, { headers: br });
    const etag = direct.headers.etag as string;
    const conditional = await send(api('/actor/287'), {
      headers: { ...br, 'if-none-match': etag },
    });
    expect(conditional.headers['x-cache-status']).toBe('MISS');
    expect(conditional.status).toBe(304);
    expect(conditional.headers.etag).toBe(etag);
  });

  it('passes a replica’s own 304 back for a request it does not cache', async () => {
    const signedIn = { authorization: `Bearer ${tokens.ada}` };
    const first = await send(api('/actor/1'), { headers: signedIn });
    const again = await send(api('/actor/1'), {
      headers: { ...signedIn, 'if-none-match': first.headers.etag as string },
    });
    expect(again.headers['x-cache-status']).toBe('BYPASS');
    expect(again.status).toBe(304);
  });

  it('never keeps anyone’s favourites, and never shows one person’s to another', async () => {
    const favorites = (who: keyof typeof tokens, init: { method?: string; body?: string } = {}) =>
      send(api('/favorites'), {
        ...init,
        headers: {
          authorization: `Bearer ${tokens[who]}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
    const added = await favorites('ada', {
      method: 'POST',
      body: JSON.stringify({
        mediaId: '550',
        mediaType: 'movie',
        mediaImageUrl: '',
        mediaTitle: 'Fight Club',
      }),
    });
    expect(added.status).toBe(201);
    const answers = [
      await favorites('ada'),
      await favorites('ada'),
      await favorites('ben'),
      await favorites('ada'),
      await favorites('ben'),
    ];
    for (const answer of answers) expect(answer.headers['x-cache-status']).toBeUndefined();
    const titles = answers.map((answer) =>
      (decodedJson(answer) as { mediaTitle: string }[]).map((favorite) => favorite.mediaTitle),
    );
    expect(titles).toEqual([['Fight Club'], ['Fight Club'], [], ['Fight Club'], []]);
    expect(await reachedReplicas('/favorites')).toBe(answers.length + 1);

    // A catalogue request carrying credentials is passed through and its answer not kept.
    const signedIn = { authorization: `Bearer ${tokens.ada}` };
    const first = await send(api('/movie/680'), { headers: signedIn });
    const second = await send(api('/movie/680'), { headers: signedIn });
    expect([first, second].map((answer) => answer.headers['x-cache-status'])).toEqual([
      'BYPASS',
      'BYPASS',
    ]);
    expect((await send(api('/movie/680'))).headers['x-cache-status']).toBe('MISS');
  });

  it('gives each visitor their own allowance, by the address nginx forwards', async () => {
    // Searches nobody made before: each reaches a replica and is counted.
    let searches = 0;
    const from = async (localAddress: string) =>
      (await send(api(`/search/allowance${++searches}`), { localAddress })).status;
    const statuses: number[] = [];
    for (let request = 0; request <= RATE_LIMIT; request++) statuses.push(await from('127.0.0.2'));
    expect(statuses.slice(0, RATE_LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Through the same nginx, from the same machine: someone else all the same.
    expect(await from('127.0.0.3')).toBe(200);
  });

  /** A value the site file sets, e.g. the burst of its request limit. */
  const siteValue = async (pattern: RegExp) =>
    Number(pattern.exec(await readFile(SITE_CONFIG, 'utf8'))?.[1] ?? Number.NaN);
  /** A refusal from nginx itself: a replica's every answer carries an x-request-id. */
  const refusedByNginx = (answer: RawAnswer) =>
    answer.status === 429 &&
    answer.headers['retry-after'] === '1' &&
    answer.headers['x-request-id'] === undefined &&
    (decodedJson(answer) as { code: string }).code === 'RATE_LIMITED';

  it('refuses a visitor’s burst past its request limit itself, and serves another visitor', async () => {
    const burst = await siteValue(/limit_req zone=media_search_requests burst=(\d+)/);
    expect(burst).toBeGreaterThan(0);
    // An answer nginx holds: every request is nginx's own work, none reaches a replica.
    expect((await send(api('/movie/550'), { localAddress: '127.0.0.4' })).status).toBe(200);
    const burstClient = rawClient(32);
    try {
      const answers = await Promise.all(
        Array.from({ length: 2 * burst }, () =>
          burstClient.send(api('/movie/550'), { localAddress: '127.0.0.4' }),
        ),
      );
      const served = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(served.length).toBeGreaterThan(burst);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every(refusedByNginx)).toBe(true);
    } finally {
      burstClient.close();
    }
    expect((await send(api('/movie/550'), { localAddress: '127.0.0.5' })).status).toBe(200);
  });

  it('refuses a visitor’s requests past its connections in progress, and serves another visitor', async () => {
    const allowed = await siteValue(/limit_conn media_search_connections (\d+);/);
    expect(allowed).toBeGreaterThan(0);
    const { port } = new URL(nginx.origin);
    // Requests whose body never comes: nginx holds each, in progress, until the client goes.
    const held = await Promise.all(
      Array.from(
        { length: allowed },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({
              port: Number(port),
              host: '127.0.0.1',
              localAddress: '127.0.0.6',
            });
            socket.on('error', () => undefined);
            socket.once('connect', () => {
              socket.write(
                'POST /api/favorites HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
                () => resolve(socket),
              );
            });
          }),
      ),
    );
    try {
      await expect
        .poll(async () =>
          refusedByNginx(await send(api('/movie/550'), { localAddress: '127.0.0.6' })),
        )
        .toBe(true);
      expect((await send(api('/movie/550'), { localAddress: '127.0.0.7' })).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await expect
      .poll(async () => (await send(api('/movie/550'), { localAddress: '127.0.0.6' })).status)
      .toBe(200);
  });

  it('loses no GET and no favourite when a replica is killed under load', async () => {
    const [doomed, survivor] = replicas as [ServerProcess, ServerProcess];
    const failedGets: string[] = [];
    const saved: string[] = [];
    const failedWrites: string[] = [];
    let getsBeforeKill = 0;
    let getsAfterKill = 0;
    let killed = false;
    let stopping = false;

    // Many visitors, each sending a few requests: no one comes near their allowance.
    const visitorAddress = (worker: number, round: number) =>
      `127.1.${worker}.${(round % 250) + 1}`;
    const read = async (worker: number) => {
      for (let round = 0; !stopping; round++) {
        // Searches nobody made before (each reaches a replica) and the favourites list.
        const url =
          round % 2 === 0 ? api(`/search/worker${worker}round${round}`) : api('/favorites');
        const headers: Record<string, string> =
          round % 2 === 0 ? {} : { authorization: `Bearer ${tokens.ben}` };
        const localAddress = visitorAddress(worker, round);
        const answer = await send(url, { headers, localAddress }).catch((error: Error) => ({
          status: 0,
          raw: Buffer.from(error.message),
        }));
        if (answer.status !== 200)
          failedGets.push(`${answer.status} ${url} ${answer.raw.toString()}`);
        if (killed) getsAfterKill++;
        else getsBeforeKill++;
      }
    };
    // Adding a favourite is idempotent, so a client whose request died with the replica sends
    // it again, as the web app does; nginx itself never resends a POST.
    const write = async () => {
      for (let id = 1; !stopping; id++) {
        const body = JSON.stringify({
          mediaId: String(id),
          mediaType: 'person',
          mediaImageUrl: '',
          mediaTitle: `Person ${id}`,
        });
        for (let attempt = 1; attempt <= 3; attempt++) {
          const answer = await send(api('/favorites'), {
            method: 'POST',
            body,
            localAddress: visitorAddress(0, id),
            headers: { authorization: `Bearer ${tokens.ben}`, 'content-type': 'application/json' },
          }).catch(() => undefined);
          if (answer?.status === 201 || answer?.status === 200) {
            saved.push(`Person ${id}`);
            break;
          }
          failedWrites.push(`attempt ${attempt} of Person ${id}: ${answer?.status ?? 'no answer'}`);
        }
      }
    };

    const load = [read(1), read(2), read(3), read(4), write()];
    await sleep(500);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    killed = true;
    await sleep(1500);
    stopping = true;
    await Promise.all(load);

    expect(failedGets).toEqual([]);
    // At most the one request in flight when the replica died needed sending again.
    expect(failedWrites.length).toBeLessThanOrEqual(1);
    expect(getsBeforeKill).toBeGreaterThan(10);
    expect(getsAfterKill).toBeGreaterThan(10);
    // nginx did send requests to the killed replica and took them to the other one.
    const doomedAddress = new URL(doomed.origin).host;
    const survivorAddress = new URL(survivor.origin).host;
    expect(
      (await nginx.accessLog()).some((line) =>
        line.includes(` ${doomedAddress}, ${survivorAddress} `),
      ),
    ).toBe(true);

    const list = await send(api('/favorites'), {
      headers: { authorization: `Bearer ${tokens.ben}` },
    });
    const titles = (decodedJson(list) as { mediaTitle: string }[]).map(
      (favorite) => favorite.mediaTitle,
    );
    expect(saved.length).toBeGreaterThan(5);
    expect(titles).toEqual(expect.arrayContaining(saved));
  });

  it('still answers what it holds when no replica is left, and says so for the rest', async () => {
    for (const replica of replicas) {
      replica.child.kill('SIGKILL');
      await replica.exited;
    }
    const held = await send(api('/movie/550'), { headers: { 'accept-encoding': 'br' } });
    expect(held.status).toBe(200);
    expect(held.headers['x-cache-status']).toBe('HIT');
    expect(decodedJson(held)).toMatchObject({ movieDetails: { title: 'Fight Club' } });
    expect((await send(api('/movie/13'))).status).toBe(502);
  });
});
