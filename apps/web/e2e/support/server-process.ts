/** Starts and stops the real server (`apps/server/src/server.ts`) serving the built app. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { E2E_HOST } from './e2e-server.ts';

const serverDir = path.resolve(import.meta.dirname, '../../../server');

async function waitUntilUp(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${origin} did not answer within 30 s`);
}

export async function startServer(
  origin: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: E2E_HOST,
      PORT: new URL(origin).port,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'fatal',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(origin, server);
    return server;
  } catch (error) {
    server.kill();
    throw error;
  }
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
