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
    JSON.stringify({ name: `synthetic-${titles}`, version: 1 }),
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
    };
    if (id % 5 === 0) {
      const show = {
        ...base,
        name: name(1 + Math.floor(random() * 3)),
        first_air_date: date(random),
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
