/**
 * `npm run bench`: runs the benchmarks and prints Markdown for docs/benchmarks.md.
 *   npm run bench -- --titles 10000,1000000
 * Synthetic packs are cached under apps/server/.cache/bench between runs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchOfflineSearch } from './offline-search.ts';
import { ms } from './stats.ts';

const { values } = parseArgs({ options: { titles: { type: 'string', default: '10000,1000000' } } });
const cacheDir = path.join(import.meta.dirname, '..', '.cache', 'bench');

console.log('## Offline catalogue\n');
console.log(
  '| titles | pack build | reopen | search p50 | search p95 | FTS5 floor p50 | FTS5 floor p95 | p50 ratio to floor |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const titles of values.titles.split(',').map(Number)) {
  const r = await benchOfflineSearch(titles, cacheDir);
  console.log(
    `| ${titles.toLocaleString('en-US')} | ${ms(r.buildMs)} ms | ${ms(r.reopenMs)} ms | ${ms(r.searchP50)} ms | ${ms(r.searchP95)} ms | ` +
      `${ms(r.floorP50)} ms | ${ms(r.floorP95)} ms | ${(r.searchP50 / r.floorP50).toFixed(1)}× |`,
  );
}
