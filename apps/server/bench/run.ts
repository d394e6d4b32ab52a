/**
 * `npm run bench`: runs the benchmarks and prints Markdown for docs/benchmarks.md.
 *   npm run bench -- [--only offline,discover,capacity,pages,upstream,memory]
 *                    [--titles 10000,1000000] [--seconds 15] [--rate 5000]
 *                    [--compare <server dir>,…] [--web-dist <web build>,…] [--soak-seconds 300]
 *                    [--keep-db]
 * `--compare`: apps/server of other checkouts, whose capacity and pages are measured beside this
 * one's. `--web-dist`: the built web apps the pages bench serves, this checkout's first, then one
 * per `--compare` dir (default: each checkout's apps/web/dist; see pages.ts).
 * `--keep-db`: the offline search bench reuses the pack files earlier runs built (no build time).
 * Synthetic packs are cached under apps/server/.cache/bench between runs.
 * `--only library`: the watchlist, history, ratings and lists on SQLite and PostgreSQL (not in the default
 * set: it starts a PostgreSQL cluster of its own; see library.ts). `--only for-you`: the home's
 * personal rows the same way (for-you.ts). `--only import`: a Letterboxd export zip of `--rows`
 * CSV rows (10,000 unless given) imported through the app on SQLite and PostgreSQL, matched
 * against the fake TMDB at the configured TMDB rate, then the same file again from the match
 * cache (not in the default set: at 30 requests/s a full run takes about four minutes per
 * database; `--rows 1000` about half a minute; see import-matching.ts). `--only upload`: the
 * other requests' longest wait while a 100,000-row upload is read, here and on a worker thread
 * (upload-stall.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchCapacity, type CapacityRun } from './capacity.ts';
import { benchForYou, FOR_YOU_HISTORY, FOR_YOU_TARGET_P95 } from './for-you.ts';
import { benchUploadStall } from './upload-stall.ts';
import { benchImportMatching, type ImportPass } from './import-matching.ts';
import {
  benchLibrary,
  HISTORY_ENTRIES,
  LIST_ITEMS,
  NEAR_FULL_LIST_ITEMS,
  SHOW_EPISODES,
  TARGETS,
} from './library.ts';
import { benchMemorySoak } from './memory-soak.ts';
import { benchOfflineDiscover } from './offline-discover.ts';
import { benchOfflineSearch } from './offline-search.ts';
import { benchPages, type PagesLoad } from './pages.ts';
import { ms } from './stats.ts';
import { benchUpstreamEconomy } from './upstream-economy.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'offline,discover,capacity,pages,upstream,memory' },
    titles: { type: 'string', default: '10000,1000000' },
    seconds: { type: 'string', default: '15' },
    rate: { type: 'string', default: '5000' },
    compare: { type: 'string' },
    'web-dist': { type: 'string' },
    'soak-seconds': { type: 'string', default: '300' },
    'keep-db': { type: 'boolean', default: false },
    rows: { type: 'string', default: '10000' },
  },
});
const only = new Set(values.only.split(','));
const cacheDir = path.join(import.meta.dirname, '..', '.cache', 'bench');
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

if (only.has('capacity')) {
  const r = await benchCapacity({
    seconds: Number(values.seconds),
    rate: Number(values.rate),
    compareDirs: values.compare?.split(','),
  });
  console.log(
    `## Capacity\n\nOne replica, offline demo catalogue, \`LOG_LEVEL=info\`; autocannon in the same machine, ${r.connections} connections, ${r.seconds} s per load after 3 s unmeasured; the browse mix: 60 % details (${r.detailPages} pages from the lists), 20 % list pages, 10 % searches (${r.searchTexts} title-word prefixes), 10 % unknown ids, with \`Accept-Encoding: gzip, deflate, br\`.\n`,
  );
  console.log(
    '| server | load | requests/s | p50 | p99 | errors | 2xx / 4xx / 5xx | server CPU per request | one core’s worth |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|---:|---:|');
  const row = (name: string, run: CapacityRun) =>
    console.log(
      `| ${name} | ${run.offered ? `${run.offered.toLocaleString('en-US')} requests/s offered` : 'as fast as it answers'} | ${Math.round(run.requestsPerSecond).toLocaleString('en-US')} | ${run.p50} ms | ${run.p99} ms | ${run.errors} | ${run.statuses['2xx']} / ${run.statuses['4xx']} / ${run.statuses['5xx']} | ${Math.round(run.cpuMicrosPerRequest)} µs | ${Math.round(1e6 / run.cpuMicrosPerRequest).toLocaleString('en-US')} requests/s |`,
    );
  for (const [name, result] of [
    ['this checkout', r.server] as const,
    ...r.compared.map(({ dir, ...result }) => [`\`${dir}\``, result] as const),
  ]) {
    row(name, result.target);
    row(name, result.max);
  }
  const held = r.server.target;
  const holds = held.requestsPerSecond >= 0.98 * Number(values.rate) && held.p99 <= 50;
  console.log(
    `\n**${holds ? 'Met' : 'Not met'}: ${Number(values.rate).toLocaleString('en-US')} requests/s with p99 ≤ 50 ms** (${Math.round(held.requestsPerSecond).toLocaleString('en-US')} requests/s held, p99 ${held.p99} ms).\n`,
  );
  console.log(
    'Where the server’s CPU time went under the unthrottled mix (V8 profile, by package):\n',
  );
  console.log('| package | share of samples |');
  console.log('|---|---:|');
  for (const { owner, share } of r.profile.slice(0, 12))
    console.log(`| ${owner} | ${pct(share)} |`);
  console.log();
}

if (only.has('pages')) {
  const r = await benchPages({
    seconds: Number(values.seconds),
    compareDirs: values.compare?.split(','),
    webDists: values['web-dist']?.split(','),
  });
  const pages = Object.values(r.addresses).reduce((sum, count) => sum + count, 0);
  console.log(
    `## Server-rendered pages\n\nOne replica, offline demo catalogue, \`LOG_LEVEL=info\`, limits raised out of the way; autocannon in the same machine, ${r.connections} connections. The mix: 20 % movies, 10 % each of shows, people, collections, seasons, \`/\`, \`/discover/movies\`, \`/popular/movies\` and unknown addresses (${pages} addresses: ${Object.entries(
      r.addresses,
    )
      .map(([kind, count]) => `${count} ${kind}`)
      .join(
        ', ',
      )}), each asked for in en-US, de-DE, fr-FR and es-ES in turn, with \`Accept: text/html\` and \`Accept-Encoding: gzip, deflate, br\`. Three loads: every page once (${pages * 4}, none kept yet); after 3 s unmeasured, the mix for ${r.seconds} s, more pages than a page cache of 64 MB of HTML keeps, fewer than one of 64 MB of brotli; then the mix's hot set for ${r.seconds} s (each kind's first 3 addresses, ${r.hotAddresses * 4} pages, all kept after one unmeasured pass: serving kept pages). Beside each load a sampler fetches the mix one page every 100 ms: *rendered* counts those whose root element holds the screen, *in its language* those whose screen's skip link is in the language asked; *size*: their mean HTML, uncompressed.\n`,
  );
  console.log(
    '| server | load | pages/s | p50 | p99 | errors | 2xx / 3xx / 4xx / 5xx | rendered | in its language | size | came as the shell |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|---:|---:|---:|---|');
  const row = (name: string, load: string, run: PagesLoad) =>
    console.log(
      `| ${name} | ${load} | ${Math.round(run.pagesPerSecond).toLocaleString('en-US')} | ${run.p50} ms | ${run.p99} ms | ${run.errors} | ${[run.statuses['2xx'], run.statuses['3xx'], run.statuses['4xx'], run.statuses['5xx']].map((count) => count.toLocaleString('en-US')).join(' / ')} | ${run.rendered}/${run.sampled} | ${run.inLanguage}/${run.sampled} | ${Math.round(run.meanBytes / 1000)} kB | ${
        Object.entries(run.shells)
          .map(([kind, count]) => `${kind} ${count}`)
          .join(', ') || 'none'
      } |`,
    );
  for (const [name, result] of [
    ['this checkout', r.server] as const,
    ...r.compared.map((result) => [`\`${result.dir}\``, result] as const),
  ]) {
    row(name, `every page once (\`${result.webDist}\`)`, result.first);
    row(name, `the mix, ${r.seconds} s`, result.mix);
    row(name, `the hot set, ${r.seconds} s`, result.hot);
  }
  for (const [load, run] of [
    ['the mix', r.server.mix],
    ['the hot set', r.server.hot],
  ] as const) {
    const holds =
      run.pagesPerSecond >= 1000 &&
      run.p99 <= 50 &&
      run.sampled > 0 &&
      run.rendered === run.sampled;
    console.log(
      `\n**${holds ? 'Met' : 'Not met'} on ${load}: 1,000 server-rendered pages/s with p99 ≤ 50 ms** (${Math.round(run.pagesPerSecond).toLocaleString('en-US')} pages/s, p99 ${run.p99} ms, ${run.rendered} of ${run.sampled} sampled pages rendered).`,
    );
  }
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
    '| titles | pack build | reopen | search p50 | search p95 | with a year p50 | with a year p95 | suggestions p50 | suggestions p95 | FTS5 floor p50 | FTS5 floor p95 | p50 ratio to floor |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const titles of values.titles.split(',').map(Number)) {
    const r = await benchOfflineSearch(titles, cacheDir, values['keep-db']);
    console.log(
      `| ${titles.toLocaleString('en-US')} | ${r.buildMs === undefined ? 'kept' : `${ms(r.buildMs)} ms`} | ${ms(r.reopenMs)} ms | ${ms(r.searchP50)} ms | ${ms(r.searchP95)} ms | ` +
        `${ms(r.yearP50)} ms | ${ms(r.yearP95)} ms | ${ms(r.suggestP50)} ms | ${ms(r.suggestP95)} ms | ${ms(r.floorP50)} ms | ${ms(r.floorP95)} ms | ${(r.searchP50 / r.floorP50).toFixed(1)}× |`,
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

if (only.has('library')) {
  const runs = await benchLibrary();
  console.log(
    `## Watchlist, history and ratings (issue 29)\n\nOne owner with ${HISTORY_ENTRIES.toLocaleString('en-US')} history entries (the cap), another with 1,000 watchlist items and 1,000 ratings, a third with two public lists of ${LIST_ITEMS.toLocaleString('en-US')} and ${NEAR_FULL_LIST_ITEMS.toLocaleString('en-US')} titles, a fourth marking shows of ${SHOW_EPISODES} episodes (each un-marked again, unmeasured, before it comes round; the rows go into the same table as the 50,000). Each request through the whole app (\`app.inject\`: bearer token verified, query validated, JSON serialised), 10 rounds unmeasured then 60 measured, one at a time; beside it the store's own call for the same rows (the database and row mapping alone), measured in the same run. SQLite: the app's file, WAL, \`synchronous = FULL\`. PostgreSQL: a throwaway local cluster, fsync on, over TCP on loopback.\n`,
  );
  console.log('| database | measure | app p50 | app p95 | store alone p50 | store alone p95 |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const run of runs)
    for (const { name, measured } of run.measures)
      console.log(
        `| ${run.database} | ${name} | ${ms(measured.app.p50)} ms | ${ms(measured.app.p95)} ms | ${ms(measured.store.p50)} ms | ${ms(measured.store.p95)} ms |`,
      );
  console.log();
  for (const run of runs) {
    const worstPage = Math.max(
      ...run.measures
        .filter(({ name }) => name.startsWith('history'))
        .map(({ measured }) => measured.app.p95),
    );
    const mark = run.measures.find(({ name }) => name.startsWith('mark'))?.measured.app.p95 ?? NaN;
    console.log(
      `**${run.database}: ${worstPage <= TARGETS.historyPageP95 ? 'Met' : 'Not met'}: a history page in p95 ≤ ${TARGETS.historyPageP95} ms** (slowest page's p95 ${ms(worstPage)} ms); **${mark <= TARGETS.markShowP95 ? 'met' : 'not met'}: marking a ${SHOW_EPISODES}-episode show in p95 ≤ ${TARGETS.markShowP95} ms** (${ms(mark)} ms). Filling the tables took ${(run.fillMs / 1000).toFixed(1)} s.\n`,
    );
  }
}

if (only.has('for-you')) {
  const runs = await benchForYou();
  console.log(
    `## Home rows made for you (issue 30)\n\nOne owner with ${FOR_YOU_HISTORY.toLocaleString('en-US')} history entries on the offline demo catalogue (every demo show watched but its last aired episode, so each is in progress; half the demo movies watched on as many days as it takes, the other half left to recommend), 50 ratings and 10 watchlist items. Each request through the whole app (\`app.inject\`), 10 rounds unmeasured then 60 measured, one at a time; beside it the store's reads alone.\n`,
  );
  console.log('| database | measure | app p50 | app p95 | store alone p50 | store alone p95 |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const run of runs)
    for (const { name, app, store } of run.measures)
      console.log(
        `| ${run.database} | ${name} | ${ms(app.p50)} ms | ${ms(app.p95)} ms | ${ms(store.p50)} ms | ${ms(store.p95)} ms |`,
      );
  console.log();
  for (const run of runs) {
    const worst = Math.max(...run.measures.map((measure) => measure.app.p95));
    console.log(
      `**${run.database}: ${worst <= FOR_YOU_TARGET_P95 ? 'Met' : 'Not met'}: the personal rows in p95 ≤ ${FOR_YOU_TARGET_P95} ms** (slowest p95 ${ms(worst)} ms, ${run.shows} shows in progress).\n`,
    );
  }
}

if (only.has('import')) {
  const r = await benchImportMatching(Number(values.rows));
  const count = (value: number) => value.toLocaleString('en-US');
  console.log(
    `## Importing a Letterboxd export (issue 31)\n\nA Letterboxd export zip (${Math.round(r.zipBytes / 1000)} kB) of ${count(r.rows)} CSV rows (${Object.entries(
      r.files,
    )
      .map(([name, rows]) => `${name} ${count(rows)}`)
      .join(
        ', ',
      )}) over ${count(r.titles)} distinct films (85 % in TMDB under the file's year, 10 % a year before, 5 % absent), ${count(r.items)} items to match. Through the whole app (\`app.inject\`, bearer token verified): uploaded to \`POST /api/me/imports\`, the job read every 100 ms until ready while its titles are matched in the background against the fake TMDB over HTTP at ${r.requestsPerSecond} TMDB requests/s, then \`POST /api/me/imports/{id}/apply\` (one transaction). The second run is the same file uploaded by another user after a restart: a new app and catalogue with nothing kept in memory, the same database and its match cache.\n`,
  );
  console.log(
    '| database | run | seconds to ready | file rows/s | TMDB requests | matched / ambiguous / unmatched | apply (one transaction) | written: history / ratings / watchlist |',
  );
  console.log('|---|---|---:|---:|---:|---|---:|---|');
  const row = (database: string, name: string, run: ImportPass) =>
    console.log(
      `| ${database} | ${name} | ${run.secondsToReady.toFixed(1)} s | ${count(Math.round(run.rowsPerSecond))} | ${count(run.tmdbRequests)} | ${[run.outcomes.matched, run.outcomes.ambiguous, run.outcomes.unmatched].map(count).join(' / ')} | ${run.applySeconds.toFixed(2)} s | ${[run.written.history, run.written.ratings, run.written.watchlist].map(count).join(' / ')} |`,
    );
  for (const run of r.runs) {
    row(run.database, 'first import (user A)', run.first);
    row(run.database, 'the same file again (user B)', run.second);
  }
  console.log();
}

if (only.has('upload')) {
  const r = await benchUploadStall();
  console.log(
    `## Reading an upload (issue 31)\n\nA Letterboxd ratings CSV of ${r.rows.toLocaleString('en-US')} rows (${r.megabytes.toFixed(1)} MB, the import's cap) read into items, median of 5: on the thread that serves requests (as first built) and on a worker thread of its own (\`read-upload-off-thread.ts\`), in the same run. The longest event-loop delay meanwhile is the longest any other request of the replica waited.\n`,
  );
  console.log('| read on | seconds | longest wait of other requests |');
  console.log('|---|---:|---:|');
  for (const [name, run] of [
    ['the request thread', r.onRequestThread],
    ['a worker thread', r.onWorker],
  ] as const)
    console.log(`| ${name} | ${run.seconds.toFixed(2)} s | ${ms(run.longestStallMs)} ms |`);
  console.log();
}
