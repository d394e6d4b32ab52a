/** The synthetic packs the offline benchmarks share, made again when the generator changed. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { synthesizePack, SYNTH_VERSION } from '../scripts/catalog-synth.ts';

/** The folder of a synthetic pack of `titles` under `cacheDir`, written if missing or old. */
export async function syntheticPack(titles: number, cacheDir: string): Promise<string> {
  const packDir = path.join(cacheDir, `synthetic-${titles}`);
  const manifest = path.join(packDir, 'pack.json');
  const version = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: number }).version
    : undefined;
  if (version !== SYNTH_VERSION) {
    rmSync(packDir, { recursive: true, force: true });
    await synthesizePack(titles, packDir);
  }
  return packDir;
}
