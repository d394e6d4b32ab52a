/**
 * Debian's nginx on 127.0.0.1 running deploy/nginx/media-search.conf, the file a user installs,
 * for tests and benchmarks. Only the values the file marks for editing are replaced (replicas,
 * port, cache folder); the main configuration around it is what /etc/nginx/nginx.conf gives it
 * (an `http` block including it), with every path in a throwaway prefix folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NGINX = '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'deploy',
  'nginx',
  'media-search.conf',
);

export function nginxAvailable(): boolean {
  return spawnSync(NGINX, ['-v']).status === 0;
}

export interface NginxServer {
  origin: string;
  /** nginx's access log so far: one line per request, `<status> <cache status> <upstream> <uri>`. */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The site file with the user's marked values replaced; throws if one is no longer there. */
export async function siteConfig(
  replicaPorts: readonly number[],
  port: number,
  cacheDir: string,
): Promise<string> {
  const template = await readFile(SITE_CONFIG, 'utf8');
  const replace = (text: string, from: string | RegExp, to: string) => {
    const replaced = text.replace(from, to);
    if (replaced === text) throw new Error(`${SITE_CONFIG} no longer contains ${String(from)}`);
    return replaced;
  };
  const servers = replicaPorts
    .map((replica) => `    server 127.0.0.1:${replica} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  let config = replace(
    template,
    /^ {4}server 127\.0\.0\.1:\d+ .*\n(?: {4}server .*\n)*/m,
    `${servers}\n`,
  );
  config = replace(config, 'listen 80;', `listen 127.0.0.1:${port};`);
  config = replace(config, '/var/cache/nginx/media-search', cacheDir);
  return config;
}

async function waitForPort(origin: string, nginx: ChildProcess, errors: () => Promise<string>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${await errors()}`);
    const listening = await fetch(`${origin}/metrics`).then(
      () => true,
      () => false,
    );
    if (listening) return;
    await sleep(50);
  }
  throw new Error(`nginx did not listen: ${await errors()}`);
}

export async function startNginx(
  replicaPorts: readonly number[],
  port: number,
): Promise<NginxServer> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-test-'));
  // As root, nginx's workers run as nobody; they need to reach the cache and temp folders.
  await chmod(prefix, 0o755);
  const file = (name: string) => path.join(prefix, name);
  await writeFile(file('media-search.conf'), await siteConfig(replicaPorts, port, file('cache')));
  await writeFile(
    file('nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${file('error.log')} warn;`,
      `pid ${file('nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      '  log_format cache "$status $upstream_cache_status $upstream_addr $request_uri";',
      `  access_log ${file('access.log')} cache;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${file(`${kind}-temp`)};`,
      ),
      `  include ${file('media-search.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(
    NGINX,
    ['-p', prefix, '-e', file('error.log'), '-c', file('nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const errors = () => readFile(file('error.log'), 'utf8').catch(() => '');
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(origin, nginx, errors);
  } catch (error) {
    nginx.kill('SIGKILL');
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    accessLog: async () =>
      (await readFile(file('access.log'), 'utf8')).split('\n').filter((line) => line !== ''),
    stop: async () => {
      if (nginx.exitCode === null) {
        // SIGQUIT: nginx's graceful stop, which also ends its cache manager and workers.
        nginx.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
