/** The real server as a child process, for benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../test/support/free-port.ts';

const serverDir = path.join(import.meta.dirname, '..');

export interface Running {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess, probe: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const up = await fetch(`${origin}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not come up`);
}

async function run(
  args: string[],
  env: Record<string, string>,
  probe: string,
  cwd: string,
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, probe);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The V8 settings `npm start` gives the server (apps/server/package.json). Left to itself, V8
 * sizes the young generation from the machine's memory (32 MB and up per semi-space here), and
 * at that size a busy server spent over a third of its time collecting garbage
 * (docs/benchmarks.md, "Capacity").
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * The server as `npm start` runs it; `nodeArgs` such as `--cpu-prof` go before the script.
 * `dir`: the server directory of another checkout, to run that one instead.
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  dir = serverDir,
): Promise<Running> {
  return run([...SERVER_NODE_FLAGS, ...nodeArgs, 'src/server.ts'], env, '/api/health', dir);
}
