/**
 * A throwaway PostgreSQL server on 127.0.0.1 for tests: its own cluster in a temp folder, on a
 * free port, stopped and deleted afterwards. Needs Debian's postgresql package (CI installs it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  return version ? path.join(root, version, 'bin') : undefined;
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function run(command: string, args: string[]): void {
  const asRoot = userInfo().uid === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export function postgresAvailable(): boolean {
  return binDir() !== undefined;
}

export interface PostgresServer {
  url: string;
  port: number;
  stop(): void;
  /** Stops the server without deleting its data, to start it again with `restart`. */
  restart(): void;
  pause(): void;
}

/**
 * `durable`: fsync on, as in production (benchmarks of writes); tests skip it, for speed, since
 * a crash of the test machine loses nothing they need.
 */
export async function startPostgres({ durable = false } = {}): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (userInfo().uid === 0) execFileSync('chown', ['postgres', dir]);
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}${durable ? '' : ' -c fsync=off'}`;
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-w',
      '-l',
      path.join(dir, 'log'),
      'start',
    ]);
  const stop = () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pause: stop,
    restart: start,
    stop: () => {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
