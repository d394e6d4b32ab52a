/**
 * `npm run bench`: runs the benchmarks and prints Markdown for docs/benchmarks.md.
 *   npm run bench -- [--only offline,discover,api,upstream,memory] [--titles 10000,1000000]
 *                    [--seconds 10] [--rounds 3] [--soak-seconds 300]
 * Synthetic packs are cached under apps/server/.cache/bench between runs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchCachedApi } from './cached-api.ts';
import { LOAD } from './load.ts';
import { benchMemorySoak } from './memory-soak.ts';
import { benchOfflineDiscover } from './offline-discover.ts';
import { benchOfflineSearch } from './offline-search.ts';
import { ms, percentile } from './stats.ts';
import { benchUpstreamEconomy } from './upstream-economy.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'offline,discover,api,upstream,memory' },
    titles: { type: 'string', default: '10000,1000000' },
    seconds: { type: 'string', default: String(LOAD.durationSeconds) },
    rounds: { type: 'string', default: '3' },
    'soak-seconds': { type: 'string', default: '300' },
  },
});
const only = new Set(values.only.split(','));
const cacheDir = path.join(import.meta.dirname, '..', '.cache', 'bench');
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

if (only.has('api')) {
  const r = await benchCachedApi(Number(values.seconds), Number(values.rounds));
  console.log(
    `## Cached API\n\n\`GET /api/movie/101\` from cache (${r.bytes} bytes), autocannon ${LOAD.connections} connections × ${values.seconds} s, ${r.rounds} rounds; the median round of each server.\n`,
  );
  console.log('| server | requests/s | p50 | p99 | share of baseline (median) | each round |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, result, shares] of [
    ['bare Fastify, same bytes (baseline)', r.baseline, [1]],
    ['Media Search, LOG_LEVEL=info (default)', r.server, r.shares.server],
    ['Media Search, LOG_LEVEL=warn', r.quietServer, r.shares.quietServer],
    ['Media Search, cross-origin (Fastify pipeline, no replay)', r.pipeline, r.shares.pipeline],
  ] as const) {
    console.log(
      `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} ms | ${result.p99} ms | ${pct(percentile([...shares], 50))} | ${shares.map(pct).join(', ')} |`,
    );
  }
  console.log('\nWhere the server’s CPU time went under that load (V8 profile, by package):\n');
  console.log('| package | share of samples |');
  console.log('|---|---:|');
  for (const { owner, share } of r.profile.slice(0, 12))
    console.log(`| ${owner} | ${pct(share)} |`);
  console.log();
}

if (only.has('upstream')) {
  const r = await benchUpstreamEconomy();
  console.log('## Upstream economy\n');
  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(`| fake TMDB's own answer, p50 | ${ms(r.fakeP50)} ms |`);
  console.log(`| a miss through the server, p50 | ${ms(r.serverMissP50)} ms |`);
  console.log(`| **added by the server, p50** | **${ms(r.addedP50)} ms** |`);
  console.log(`| TMDB requests for 100 concurrent identical misses | ${r.burstUpstreamCalls} |`);
  for (const { screen, calls } of r.perScreen)
    console.log(`| TMDB requests for \`${screen}\` (cold) | ${calls} |`);
  for (const { screen, calls } of r.creditsAfterDetails)
    console.log(`| TMDB requests for \`${screen}\` after its details | ${calls} |`);
  console.log(
    `| browse session, TMDB calls per page view, cold | ${r.coldCallsPerView.toFixed(2)} |`,
  );
  console.log(
    `| browse session, TMDB calls per page view, warm | ${r.warmCallsPerView.toFixed(2)} |`,
  );
  console.log();
}

if (only.has('memory')) {
  const r = await benchMemorySoak(Number(values['soak-seconds']));
  console.log(
    `## Memory\n\nServer RSS while autocannon holds ${r.rate} requests/s for ${r.seconds} s (60 % cached details, 20 % cached lists, 10 % fresh searches, 10 % not found).\n`,
  );
  console.log('| window | peak RSS |');
  console.log('|---|---:|');
  console.log(`| second third of the run | ${r.firstMinuteMb.toFixed(1)} MB |`);
  console.log(`| last third of the run | ${r.lastMinuteMb.toFixed(1)} MB |`);
  console.log(`| growth | ${(r.lastMinuteMb - r.firstMinuteMb).toFixed(1)} MB |`);
  console.log(
    `\nSamples (s: MB): ${r.samples.map((s) => `${s.atSeconds}: ${s.rssMb.toFixed(0)}`).join(', ')}\n`,
  );
}

if (only.has('offline')) {
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
}

if (only.has('discover')) {
  console.log('## Offline discover\n');
  console.log(
    '| titles | discoveries | discover p50 | discover p95 | SQLite page query alone p50 | SQLite page query alone p95 | slowest mix (p95) | first discovery | typed arrays |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---|---:|---:|');
  for (const titles of values.titles.split(',').map(Number)) {
    const r = await benchOfflineDiscover(titles, cacheDir);
    console.log(
      `| ${titles.toLocaleString('en-US')} | ${r.queries} | ${ms(r.discoverP50)} ms | ${ms(r.discoverP95)} ms | ` +
        `${ms(r.floorP50)} ms | ${ms(r.floorP95)} ms | ${r.slowest.name} (${ms(r.slowest.p95)} ms) | ` +
        `${ms(r.firstMs)} ms | ${r.heapMb.toFixed(0)} MB |`,
    );
  }
  console.log();
}
