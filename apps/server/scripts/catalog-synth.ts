/**
 * Writes a large synthetic pack for benchmarks and load tests:
 *   npm run catalog:synth -- --titles 1000000 [--out packs/synthetic-1000000] [--seed 1]
 * Titles are 80 % movies and 20 % TV shows, with one person for every five titles. Names are
 * made of generated words, so searches hit realistic numbers of prefixes and whole words.
 */
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { ProgressBar } from './progress-bar.ts';

/** A small, seeded generator (mulberry32) so the same arguments always make the same pack. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mir',
  'an',
  'tes',
  'vor',
  'el',
  'ra',
  'din',
  'su',
  'bel',
  'cor',
  'ny',
  'wen',
  'tha',
  'gri',
  'os',
  'pel',
  'qua',
  'zi',
];

export function vocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < length; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.add(word[0]?.toUpperCase() + word.slice(1));
  }
  return [...words];
}

/** Bumped when the generated records change, so cached benchmark packs are made again. */
export const SYNTH_VERSION = 2;

const MOVIE_GENRES = [
  [28, 'Action'],
  [12, 'Adventure'],
  [16, 'Animation'],
  [35, 'Comedy'],
  [80, 'Crime'],
  [99, 'Documentary'],
  [18, 'Drama'],
  [10751, 'Family'],
  [14, 'Fantasy'],
  [36, 'History'],
  [27, 'Horror'],
  [10402, 'Music'],
  [9648, 'Mystery'],
  [10749, 'Romance'],
  [878, 'Science Fiction'],
  [10770, 'TV Movie'],
  [53, 'Thriller'],
  [10752, 'War'],
  [37, 'Western'],
] as const;
const TV_GENRES = [
  [10759, 'Action & Adventure'],
  [16, 'Animation'],
  [35, 'Comedy'],
  [80, 'Crime'],
  [99, 'Documentary'],
  [18, 'Drama'],
  [10751, 'Family'],
  [10762, 'Kids'],
  [9648, 'Mystery'],
  [10763, 'News'],
  [10764, 'Reality'],
  [10765, 'Sci-Fi & Fantasy'],
  [10766, 'Soap'],
  [10767, 'Talk'],
  [10768, 'War & Politics'],
  [37, 'Western'],
] as const;
/** Original languages, English most often, as in TMDB's catalogue. */
const LANGUAGES = [
  'en',
  'en',
  'en',
  'en',
  'en',
  'fr',
  'es',
  'de',
  'ja',
  'ko',
  'it',
  'hi',
  'zh',
  'pt',
  'sv',
];
const CERTIFICATIONS = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'NR'];
const STATUSES = ['Returning Series', 'Ended', 'Ended', 'Canceled'];
const REGIONS = ['US', 'US', 'GB', 'DE', 'FR', 'CA', 'JP', 'BR'];
const SUBSCRIPTIONS = [
  [8, 'Netflix'],
  [9, 'Amazon Prime Video'],
  [337, 'Disney Plus'],
  [350, 'Apple TV Plus'],
  [15, 'Hulu'],
  [1899, 'Max'],
] as const;
const STORES = [
  [2, 'Apple TV'],
  [3, 'Google Play Movies'],
  [10, 'Amazon Video'],
] as const;

/** A few distinct entries of a list, at least one. */
function some<T>(random: () => number, list: readonly T[], most: number): T[] {
  const count = 1 + Math.floor(random() * most);
  return [
    ...new Set(Array.from({ length: count }, () => list[Math.floor(random() * list.length)] as T)),
  ];
}

const provider = (
  [provider_id, provider_name]: readonly [number, string],
  display_priority: number,
) => ({
  provider_id,
  provider_name,
  logo_path: null,
  display_priority,
});

/** Half the titles can be watched somewhere: a subscription, sometimes a store too, in one or two regions. */
function watchProviders(random: () => number) {
  if (random() < 0.5) return { results: {} };
  const results: Record<string, unknown> = {};
  for (const region of some(random, REGIONS, 2)) {
    const offers: Record<string, unknown> = {
      link: `https://www.themoviedb.org/watch?locale=${region}`,
      flatrate: some(random, SUBSCRIPTIONS, 2).map((entry) =>
        provider(entry, SUBSCRIPTIONS.indexOf(entry)),
      ),
    };
    if (random() < 0.4) {
      const stores = some(random, STORES, 2).map((entry) =>
        provider(entry, 10 + STORES.indexOf(entry)),
      );
      offers.rent = stores;
      offers.buy = stores;
    }
    results[region] = offers;
  }
  return { results };
}

async function writeLine(stream: Writable, record: unknown): Promise<void> {
  if (!stream.write(`${JSON.stringify(record)}\n`)) await once(stream, 'drain');
}

function date(random: () => number): string {
  const year = 1930 + Math.floor(random() * 96);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function synthesizePack(titles: number, out: string, seed = 1): Promise<void> {
  const random = seededRandom(seed);
  const words = vocabulary(random, 4000);
  const pick = () => words[Math.floor(random() * words.length)] ?? 'Untitled';
  const name = (count: number) => Array.from({ length: count }, pick).join(' ');
  const people = Math.max(1, Math.floor(titles / 5));
  const personId = () => 1 + Math.floor(random() * people);
  const cast = () =>
    Array.from({ length: 3 }, (_, order) => ({
      id: personId(),
      name: '',
      character: name(1),
      order,
    }));
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'pack.json'),
    JSON.stringify({ name: `synthetic-${titles}`, version: SYNTH_VERSION }),
  );
  const open = (file: string): Writable => createWriteStream(path.join(out, `${file}.jsonl`));
  const streams = {
    movies: open('movies'),
    tv: open('tv'),
    seasons: open('seasons'),
    people: open('people'),
  };
  const progress = new ProgressBar('synth', titles + people);
  for (let id = 1; id <= titles; id++) {
    const base = {
      id,
      popularity: Math.round(random() * 100000) / 100,
      vote_average: Math.round(random() * 100) / 10,
      vote_count: Math.floor(random() * 5000),
      overview: name(8),
      original_language: LANGUAGES[Math.floor(random() * LANGUAGES.length)],
      'watch/providers': watchProviders(random),
    };
    const genres = (list: readonly (readonly [number, string])[]) =>
      some(random, list, 3).map(([genreId, genreName]) => ({ id: genreId, name: genreName }));
    if (id % 5 === 0) {
      const show = {
        ...base,
        name: name(1 + Math.floor(random() * 3)),
        first_air_date: date(random),
        genres: genres(TV_GENRES),
        status: STATUSES[Math.floor(random() * STATUSES.length)],
        episode_run_time: [30 + Math.floor(random() * 30)],
        number_of_seasons: 1,
        number_of_episodes: 3,
        seasons: [{ id, season_number: 1, name: 'Season 1', episode_count: 3 }],
        aggregate_credits: {
          cast: cast().map(({ character, ...person }) => ({
            ...person,
            roles: [{ character, episode_count: 3 }],
          })),
        },
      };
      await writeLine(streams.tv, show);
      const episodes = [1, 2, 3].map((episode_number) => ({
        id: id * 10 + episode_number,
        episode_number,
        season_number: 1,
        name: name(2),
        runtime: 30 + Math.floor(random() * 30),
      }));
      await writeLine(streams.seasons, {
        id,
        show_id: id,
        season_number: 1,
        name: 'Season 1',
        episodes,
      });
    } else {
      await writeLine(streams.movies, {
        ...base,
        title: name(1 + Math.floor(random() * 3)),
        release_date: date(random),
        runtime: 80 + Math.floor(random() * 80),
        genres: genres(MOVIE_GENRES),
        revenue: random() < 0.5 ? 0 : Math.floor(random() * 1_000_000_000),
        release_dates: {
          results: [
            {
              iso_3166_1: 'US',
              release_dates: [
                {
                  type: 3,
                  certification: CERTIFICATIONS[Math.floor(random() * CERTIFICATIONS.length)],
                },
              ],
            },
          ],
        },
        credits: { cast: cast() },
      });
    }
    progress.tick();
  }
  for (let id = 1; id <= people; id++) {
    await writeLine(streams.people, {
      id,
      name: `${pick()} ${pick()}`,
      biography: '',
      popularity: Math.round(random() * 10000) / 100,
      known_for_department: 'Acting',
    });
    progress.tick();
  }
  await Promise.all(
    Object.values(streams).map((stream) => new Promise((resolve) => stream.end(resolve))),
  );
  progress.finish();
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      titles: { type: 'string', default: '10000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  const titles = Number(values.titles);
  if (!Number.isInteger(titles) || titles < 1)
    throw new Error('--titles must be a positive whole number');
  const out = path.resolve(values.out ?? `packs/synthetic-${titles}`);
  await synthesizePack(titles, out, Number(values.seed));
  console.log(`Synthetic pack of ${titles} titles written to ${out}`);
}
