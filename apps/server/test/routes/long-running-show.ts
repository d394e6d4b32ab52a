/**
 * A show the size of Game of Thrones in TMDB's shape, for measuring what a details answer costs
 * on the wire: every image TMDB would send (100 backdrops, 100 posters, paths as random as
 * TMDB's), 20 recommendations and 20 similar titles with their overviews, nine seasons, a cast
 * of 580 and a crew of 337 with 60 directors and writers. Its text is made-up syllables: its
 * details answer compresses to within a kilobyte of the real show's (12.2 and 12.9 kB with br,
 * docs/benchmarks.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A small deterministic generator (mulberry32), so every run builds the same show. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SYLLABLES =
  'ka ri to ne sa mu el an dor vy th os ga lin mar te qu is ber ol cha ven ru da'.split(' ');

export function longRunningShow(id: number): Record<string, unknown> {
  const random = randomFrom(id);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const integer = (below: number) => Math.floor(random() * below);
  const imagePath = () => `/${Array.from({ length: 27 }, () => pick([...BASE62])).join('')}.jpg`;
  const word = () => Array.from({ length: 1 + integer(3) }, () => pick(SYLLABLES)).join('');
  const name = () => `${word()} ${word()}`.replace(/\b\w/g, (letter) => letter.toUpperCase());
  const text = (length: number) => {
    let sentence = '';
    while (sentence.length < length) sentence += `${word()} `;
    return `${sentence.trim()}.`;
  };
  const date = () =>
    `${1990 + integer(35)}-${String(1 + integer(12)).padStart(2, '0')}-${String(1 + integer(28)).padStart(2, '0')}`;
  const image = (language: string | null, width: number, height: number) => ({
    aspect_ratio: width / height,
    height,
    iso_639_1: language,
    file_path: imagePath(),
    vote_average: Math.round(random() * 1000) / 100,
    vote_count: integer(40),
    width,
  });
  const title = () => ({
    adult: false,
    backdrop_path: imagePath(),
    id: 100_000 + integer(100_000),
    name: name(),
    original_name: name(),
    overview: text(300),
    poster_path: imagePath(),
    media_type: 'tv',
    original_language: 'en',
    genre_ids: [18, 10765],
    popularity: Math.round(random() * 100_000) / 100,
    first_air_date: date(),
    vote_average: Math.round(random() * 1000) / 100,
    vote_count: integer(20_000),
    origin_country: ['US'],
  });
  const page = () => ({ page: 1, results: Array.from({ length: 20 }, title) });
  const show = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'tmdb', 'tv-201.json'), 'utf8'),
  ) as Record<string, unknown>;
  return {
    ...show,
    id,
    overview: text(400),
    seasons: Array.from({ length: 9 }, (_, season) => ({
      air_date: date(),
      episode_count: 10,
      id: 3_000 + season,
      name: season ? `Season ${season}` : 'Specials',
      overview: text(350),
      poster_path: imagePath(),
      season_number: season,
      vote_average: Math.round(random() * 100) / 10,
    })),
    images: {
      backdrops: Array.from({ length: 100 }, () => image(null, 3840, 2160)),
      posters: Array.from({ length: 100 }, () => image('en', 2000, 3000)),
      logos: [],
    },
    recommendations: page(),
    similar: page(),
    aggregate_credits: {
      cast: Array.from({ length: 580 }, (_, order) => ({
        id: 50_000 + order,
        name: name(),
        profile_path: imagePath(),
        roles: [{ credit_id: `c${order}`, character: name(), episode_count: 1 + integer(70) }],
        total_episode_count: 1 + integer(70),
        order,
      })),
      crew: Array.from({ length: 337 }, (_, index) => ({
        id: 60_000 + index,
        name: name(),
        profile_path: null,
        department: index < 30 ? 'Directing' : index < 60 ? 'Writing' : 'Crew',
        jobs: [
          {
            credit_id: `j${index}`,
            job: index < 30 ? 'Director' : index < 60 ? 'Writer' : 'Grip',
            episode_count: 1 + integer(10),
          },
        ],
        total_episode_count: 1 + integer(10),
      })),
    },
  };
}
