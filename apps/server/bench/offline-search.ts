/**
 * Offline catalogue benchmark: pack load time (first build and reopening) and search latency
 * p50/p95 for synthetic packs, the top bar's suggestions for the same texts, beside the floor of SQLite's own FTS5 query for the same
 * searches, measured in the same run.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { OfflineCatalog } from '../src/catalog/offline/offline-catalog.ts';
import { openPackDatabase } from '../src/catalog/offline/pack-database.ts';
import { PackReader } from '../src/catalog/offline/pack-files.ts';
import { prefixQuery, searchWords } from '../src/catalog/offline/search-text.ts';
import { seededRandom, vocabulary } from '../scripts/catalog-synth.ts';
import { percentile, timeEach } from './stats.ts';
import { syntheticPack } from './synthetic-pack.ts';

export interface OfflineSearchResult {
  titles: number;
  /** Undefined when the run kept the file an earlier run built (`keepDb`). */
  buildMs: number | undefined;
  reopenMs: number;
  searchP50: number;
  searchP95: number;
  floorP50: number;
  floorP95: number;
  /** The same searches narrowed to a year ("dune 2021"), as the search route splits them. */
  yearP50: number;
  yearP95: number;
  /** The top bar's suggestions for the same texts: the best few, no count. */
  suggestP50: number;
  suggestP95: number;
}

/** What people type: a word being typed, a whole word, two words. Drawn from the pack's own vocabulary. */
function sampleQueries(count: number): string[] {
  const random = seededRandom(1);
  const words = vocabulary(random, 4000);
  const pick = () => words[Math.floor(random() * words.length)] ?? 'ka';
  return Array.from({ length: count }, (_, index) => {
    const word = pick();
    if (index % 3 === 0) return word.slice(0, 3);
    if (index % 3 === 1) return word;
    return `${word} ${pick().slice(0, 4)}`;
  });
}

/**
 * `keepDb` times the searches on the file an earlier run built, when it is still the pack's
 * (else it is built again, untimed): at 1,000,000 titles a build takes a quarter of an hour on
 * a busy machine, and searching a kept file is the same as searching a fresh one.
 */
export async function benchOfflineSearch(
  titles: number,
  cacheDir: string,
  keepDb = false,
): Promise<OfflineSearchResult> {
  const packDir = await syntheticPack(titles, cacheDir);
  const dbDir = path.join(cacheDir, `db-${titles}`);
  const pack = new PackReader(packDir);

  let buildMs: number | undefined;
  if (keepDb) (await openPackDatabase(pack, dbDir)).db.close();
  else {
    rmSync(dbDir, { recursive: true, force: true });
    const started = performance.now();
    (await openPackDatabase(pack, dbDir)).db.close();
    buildMs = performance.now() - started;
  }
  const started = performance.now();
  const { db } = await openPackDatabase(pack, dbDir);
  const reopenMs = performance.now() - started;

  const catalog = new OfflineCatalog(db);
  const queries = sampleQueries(300);
  for (const query of queries.slice(0, 30)) await catalog.search('multi', query, 1);
  const search = await timeEach(queries, (query) => catalog.search('multi', query, 1));
  // A year from the synthetic packs' range, so that most searches still find something.
  const withYears = queries.map((query, index) => ({ query, year: 1960 + (index % 60) }));
  const years = await timeEach(withYears, ({ query, year }) =>
    catalog.search('multi', query, 1, undefined, year),
  );
  const suggest = await timeEach(queries, (query) => catalog.suggest(query));
  const floor = db.prepare('SELECT rowid FROM search WHERE search MATCH ? LIMIT 20');
  const floorTimes = await timeEach(queries, async (query) =>
    floor.all(prefixQuery(searchWords(query), null)),
  );
  await catalog.close();
  return {
    titles,
    buildMs,
    reopenMs,
    searchP50: percentile(search, 50),
    searchP95: percentile(search, 95),
    floorP50: percentile(floorTimes, 50),
    floorP95: percentile(floorTimes, 95),
    yearP50: percentile(years, 50),
    yearP95: percentile(years, 95),
    suggestP50: percentile(suggest, 50),
    suggestP95: percentile(suggest, 95),
  };
}
