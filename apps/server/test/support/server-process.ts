/** Runs `node src/server.ts` as a child process, the way an operator starts it, for tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.join(import.meta.dirname, '..', '..');

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait; or SIGKILL with `kill('SIGKILL')` on `child`. */
  stop(): Promise<void>;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<void>;
}

export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  /** Sees the output as it comes, before the server is up too. */
  onOutput?: (text: string) => void,
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // By the clock, not a count of tries: on a busy machine a start alone has taken 25 s.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        origin,
        child,
        output: () => output,
        exited,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${output}`);
}
