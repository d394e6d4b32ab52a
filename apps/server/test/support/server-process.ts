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
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 150; attempt++) {
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
