/**
 * Reads a V8 .cpuprofile and says where the time went, by package: which middleware, the
 * logger, serialisation, our own code or Node itself.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** The package a script belongs to (`fastify`, `@fastify/helmet`), our `src/…` folder, or `node`. */
export function owner(url: string): string {
  const inModules = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  const ours = /apps\/server\/(src\/[^/]+)/.exec(url);
  if (ours?.[1]) return ours[1];
  if (url === '') return '(native / idle / gc)';
  return 'node';
}

export async function timeByOwner(file: string): Promise<{ owner: string; share: number }[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<string, number>();
  for (const sample of profile.samples) {
    const node = byId.get(sample);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const key = owner(node.callFrame.url);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0) || 1;
  return [...counts]
    .map(([key, count]) => ({ owner: key, share: count / total }))
    .sort((a, b) => b.share - a.share);
}
