/**
 * What the loader derives from a pack, on a small pack written here: collections whose parts
 * the pack only partly holds, a show's crew gathered from its episodes, people's crew credits
 * and guest appearances, recommendations, a show's episodes either side of one (Specials
 * apart); and when an existing SQLite file is rebuilt.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.ts';
import { openPackDatabase, SCHEMA_VERSION } from '../../src/catalog/offline/pack-database.ts';
import { PackReader } from '../../src/catalog/offline/pack-files.ts';
import { NotFoundError } from '../../src/errors.ts';

let work: string;
let catalog: OfflineCatalog;

const director = { id: 11, name: 'Ada Director', department: 'Directing', job: 'Director' };
const writer = { id: 12, name: 'Ben Writer', department: 'Writing', job: 'Screenplay' };
const star = { id: 13, name: 'Cleo Star' };
const guest = { id: 14, name: 'Dev Guest' };

const FILES: Record<string, unknown> = {
  'pack.json': { name: 'loading', version: 1 },
  'movies/1.json': {
    id: 1,
    title: 'First Light',
    release_date: '2001-05-01',
    popularity: 10,
    genres: [{ id: 18, name: 'Drama' }],
    belongs_to_collection: { id: 900, name: 'The Light Saga' },
    credits: { cast: [{ ...star, character: 'Iris', order: 0 }], crew: [director, writer] },
  },
  'movies/2.json': {
    id: 2,
    title: 'Second Light',
    release_date: '2004-05-01',
    popularity: 5,
    genres: [{ id: 18, name: 'Drama' }],
    belongs_to_collection: { id: 900, name: 'The Light Saga' },
    credits: { cast: [], crew: [director] },
  },
  'movies/3.json': {
    id: 3,
    title: 'Lone Drama',
    release_date: '1999-01-01',
    popularity: 50,
    genres: [{ id: 18, name: 'Drama' }],
    belongs_to_collection: { id: 901, name: 'A Saga Without a File' },
    credits: { cast: [], crew: [] },
  },
  'collections/900.json': {
    id: 900,
    name: 'The Light Saga',
    overview: 'Two films about light, and a third the pack does not hold.',
    parts: [{ id: 2 }, { id: 1 }, { id: 99 }],
  },
  'tv/5.json': {
    id: 5,
    name: 'Night Watch',
    first_air_date: '2010-01-01',
    popularity: 3,
    created_by: [{ id: writer.id, name: writer.name }],
    seasons: [{ id: 50, season_number: 1, name: 'Season 1', episode_count: 2 }],
    aggregate_credits: {
      cast: [{ ...star, roles: [{ character: 'Iris', episode_count: 2 }], total_episode_count: 2 }],
    },
  },
  'tv/5/season-1.json': {
    id: 50,
    season_number: 1,
    name: 'Season 1',
    episodes: [1, 2].map((episode_number) => ({
      id: 500 + episode_number,
      episode_number,
      name: `Episode ${episode_number}`,
      crew: episode_number === 1 ? [director, writer] : [director],
      guest_stars: [{ ...guest, character: 'Porter', order: 0 }],
    })),
  },
  // Specials first, as TMDB lists them, and each season with episodes of its own.
  'tv/6.json': {
    id: 6,
    name: 'Tide Tables',
    first_air_date: '2012-01-01',
    popularity: 2,
    seasons: [
      { id: 60, season_number: 0, name: 'Specials', episode_count: 2 },
      { id: 61, season_number: 1, name: 'Season 1', episode_count: 2 },
      { id: 62, season_number: 2, name: 'Season 2', episode_count: 2 },
    ],
  },
  ...Object.fromEntries(
    [0, 1, 2].map((season_number) => [
      `tv/6/season-${season_number}.json`,
      {
        id: 60 + season_number,
        season_number,
        episodes: [1, 2].map((episode_number) => ({
          id: 600 + season_number * 10 + episode_number,
          season_number,
          episode_number,
          name: `S${season_number} E${episode_number}`,
        })),
      },
    ]),
  ),
  ...Object.fromEntries(
    [director, writer, star, guest].map((person) => [
      `people/${person.id}.json`,
      { id: person.id, name: person.name, popularity: 1 },
    ]),
  ),
};

async function writePack(dir: string): Promise<void> {
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), JSON.stringify(content));
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pack-loading-'));
  await writePack(path.join(work, 'pack'));
  const { db } = await openPackDatabase(
    new PackReader(path.join(work, 'pack')),
    path.join(work, 'data'),
  );
  catalog = new OfflineCatalog(db);
});
afterAll(async () => {
  await catalog.close();
  await rm(work, { recursive: true, force: true });
});

describe('loading a pack', () => {
  it('lists the parts of a collection the pack holds, in release order', async () => {
    const collection = await catalog.collection(900);
    expect(collection).toMatchObject({
      name: 'The Light Saga',
      overview: 'Two films about light, and a third the pack does not hold.',
      posterPath: '/collection/900/poster.svg',
    });
    expect(collection.parts.map((part) => part.title)).toEqual(['First Light', 'Second Light']);
  });

  it('answers a collection a film names without a file, and no other', async () => {
    const collection = await catalog.collection(901);
    expect(collection).toMatchObject({ name: 'A Saga Without a File', overview: '' });
    expect(collection.parts.map((part) => part.id)).toEqual([3]);
    await expect(catalog.collection(902)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("gathers a show's crew from its episodes, with each job's episodes", async () => {
    const credits = await catalog.tvCredits(5);
    expect(credits.crew.map((group) => group.department)).toEqual(['Directing', 'Writing']);
    expect(credits.crew[0]?.people).toEqual([
      expect.objectContaining({
        id: director.id,
        jobs: [{ job: 'Director', episodeCount: 2 }],
        episodeCount: 2,
      }),
    ]);
    expect(credits.crew[1]?.people[0]?.jobs).toEqual([{ job: 'Screenplay', episodeCount: 1 }]);
  });

  it("gives people their crew credits from films, shows' crews and the shows they created", async () => {
    const ada = await catalog.person(director.id);
    expect(
      ada.combinedCredits.crew.map((credit) => [credit.mediaType, credit.id, credit.job]),
    ).toEqual(
      expect.arrayContaining([
        ['movie', 1, 'Director'],
        ['movie', 2, 'Director'],
        ['tv', 5, 'Director'],
      ]),
    );
    const ben = await catalog.person(writer.id);
    expect(ben.combinedCredits.crew).toContainEqual(
      expect.objectContaining({ mediaType: 'tv', id: 5, department: 'Creator', job: 'Creator' }),
    );
  });

  it('counts a guest star once per episode', async () => {
    const dev = await catalog.person(guest.id);
    expect(dev.combinedCredits.cast).toEqual([
      expect.objectContaining({ mediaType: 'tv', id: 5, character: 'Porter', episodeCount: 2 }),
    ]);
  });

  it('recommends the same collection and director before a shared genre', async () => {
    const movie = await catalog.movie(1);
    expect(movie.recommendations.map((title) => title.id)).toEqual([2, 3]);
    expect((await catalog.movie(3)).recommendations.map((title) => title.id)).toEqual([1, 2]);
  });

  it('steps through regular seasons and keeps Specials among specials', async () => {
    const links = async (seasonNumber: number, episodeNumber: number) => {
      const episode = await catalog.episode({ seriesId: 6, seasonNumber, episodeNumber });
      return [episode.previousEpisode, episode.nextEpisode];
    };
    expect(await links(1, 1)).toEqual([null, { seasonNumber: 1, episodeNumber: 2 }]);
    expect(await links(1, 2)).toEqual([
      { seasonNumber: 1, episodeNumber: 1 },
      { seasonNumber: 2, episodeNumber: 1 },
    ]);
    expect(await links(2, 2)).toEqual([{ seasonNumber: 2, episodeNumber: 1 }, null]);
    expect(await links(0, 2)).toEqual([{ seasonNumber: 0, episodeNumber: 1 }, null]);
    const around = async (seasonNumber: number) => {
      const season = await catalog.season({ seriesId: 6, seasonNumber });
      return [season.previousSeasonNumber, season.nextSeasonNumber];
    };
    expect(await around(1)).toEqual([null, 2]);
    expect(await around(2)).toEqual([1, null]);
    expect(await around(0)).toEqual([null, null]);
  });

  it('rebuilds a file an older schema built, and reuses one built by this schema', async () => {
    const pack = new PackReader(path.join(work, 'pack'));
    const dataDir = path.join(work, 'rebuild');
    await mkdir(dataDir);
    const fingerprint = (await pack.fingerprint()).slice(0, 16);
    const older = path.join(
      dataDir,
      `catalog-loading-v${SCHEMA_VERSION - 1}-${fingerprint}.sqlite`,
    );
    await writeFile(older, 'built by an older schema');

    const first = await openPackDatabase(pack, dataDir);
    first.db.close();
    expect(first.built).toBe(true);
    expect(existsSync(older)).toBe(false);
    const second = await openPackDatabase(pack, dataDir);
    second.db.close();
    expect(second.built).toBe(false);
    expect(await readdir(dataDir)).toEqual([path.basename(second.file)]);
  });
});
