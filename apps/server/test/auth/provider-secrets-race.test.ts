/**
 * Replicas sharing one DATA_DIR volume and starting at the same moment (issue 28): each would
 * make the embedded provider's keys, and if two kept different ones, tokens and cookies signed
 * by one replica would be refused by the other. Real processes on a real folder, slowed down
 * (test/support/secrets-creator.ts) so that their first starts overlap.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const creator = path.join(import.meta.dirname, '..', 'support', 'secrets-creator.ts');
const REPLICAS = 4;

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'provider-secrets-race-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Replica {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startReplica(dataDir: string): Replica {
  const child = spawn(process.execPath, [creator, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

describe('the embedded provider’s keys on a shared volume', () => {
  it('are the same for replicas making them at once, and never read half-written', async () => {
    const dataDir = path.join(work, 'data');
    const file = path.join(dataDir, 'oidc-secrets.json');
    const replicas = Array.from({ length: REPLICAS }, () => startReplica(dataDir));
    await expect
      .poll(() => replicas.every((replica) => replica.output().includes('ready')), {
        timeout: 15_000,
      })
      .toBe(true);

    // What another replica starting now would read, as often as it can while they write.
    const seen: string[] = [];
    const watching = setInterval(() => {
      try {
        seen.push(readFileSync(file, 'utf8'));
      } catch {
        // not there yet
      }
    }, 2);
    for (const replica of replicas) replica.child.stdin?.write('go\n');
    const codes = await Promise.all(replicas.map((replica) => replica.exited));
    clearInterval(watching);

    expect(codes, replicas.map((replica) => replica.output()).join('\n')).toEqual(
      Array(REPLICAS).fill(0),
    );
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as { signingKeys: { kid: string }[] };
    const kid = onDisk.signingKeys[0]?.kid;
    expect(replicas.map((replica) => /kid (\S+)/.exec(replica.output())?.[1])).toEqual(
      Array(REPLICAS).fill(kid),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const content of seen) expect(content).toBe(readFileSync(file, 'utf8'));
    // Each replica's own candidate is gone: the volume holds the one file.
    expect(readdirSync(dataDir)).toEqual(['oidc-secrets.json']);
  });

  it('are read, not remade, by a replica starting later', async () => {
    const dataDir = path.join(work, 'data');
    const first = startReplica(dataDir);
    await expect.poll(() => first.output().includes('ready'), { timeout: 15_000 }).toBe(true);
    first.child.stdin?.write('go\n');
    expect(await first.exited).toBe(0);
    const second = startReplica(dataDir);
    await expect.poll(() => second.output().includes('ready'), { timeout: 15_000 }).toBe(true);
    second.child.stdin?.write('go\n');
    expect(await second.exited).toBe(0);
    expect(/kid (\S+)/.exec(second.output())?.[1]).toBe(/kid (\S+)/.exec(first.output())?.[1]);
  });
});
