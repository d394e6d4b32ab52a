import { describe, expect, it } from 'vitest';
import { csv, utf8, zipOf } from '../../../../test/fixtures/import/uploads.ts';
import type { ImportItem } from '../import-items.ts';
import { readUpload } from '../read-upload.ts';

const WATCHED = csv(
  'Date,Name,Year,Letterboxd URI',
  '2021-03-15,Amélie,2001,https://boxd.it/29Ms',
  '2021-03-21,Parasite,2019,https://boxd.it/hTha',
  '2022-01-02,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1ZPm',
  '2022-06-09,Mulholland Drive,2001,https://boxd.it/2aXu',
);

const DIARY = csv(
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2021-03-15,Amélie,2001,https://boxd.it/1a2b3c,4.5,,,2021-03-14',
  '2023-02-11,Amélie,2001,https://boxd.it/4d5e6f,5,Yes,"paris, comfort",2023-02-10',
  '2021-03-21,Parasite,2019,https://boxd.it/7g8h9i,,,,2021-03-20',
  '2022-06-09,Mulholland Drive,2001,https://boxd.it/0j1k2l,3.5,,,2022-06-08',
);

const RATINGS = csv(
  'Date,Name,Year,Letterboxd URI,Rating',
  '2021-03-15,Amélie,2001,https://boxd.it/29Ms,4',
  '2021-03-21,Parasite,2019,https://boxd.it/hTha,4.5',
);

const WATCHLIST = csv(
  'Date,Name,Year,Letterboxd URI',
  '2020-11-30,Stalker,1979,https://boxd.it/1ZHo',
  '2021-01-04,Tokyo Story,1953,https://boxd.it/1W8O',
);

const LIKED_FILMS = csv(
  'Date,Name,Year,Letterboxd URI',
  '2022-02-14,In the Mood for Love,2000,https://boxd.it/1Z6q',
);

const HEISTS_LIST = csv(
  'Letterboxd list export v7',
  'Date,Name,Tags,URL,Description',
  '2022-05-01,Favourite heists,,https://letterboxd.com/ada/list/favourite-heists/,"Clever plans, going wrong."',
  '',
  'Position,Name,Year,URL,Description',
  '1,Rififi,1955,https://letterboxd.com/film/rififi/,',
  '2,Heat,1995,https://letterboxd.com/film/heat-1995/,"The diner scene,',
  'then the airport."',
);

const EXPORT_ZIP = zipOf({
  'profile.csv': csv('Date Joined,Username', '2019-01-01,ada'),
  'watched.csv': WATCHED,
  'diary.csv': DIARY,
  'ratings.csv': RATINGS,
  'watchlist.csv': WATCHLIST,
  'reviews.csv': csv(
    'Date,Name,Year,Letterboxd URI,Rating,Review',
    '2021-03-15,Amélie,2001,x,4.5,Lovely',
  ),
  'comments.csv': csv('Date,Content,Comment on', '2021-03-16,Agreed!,https://boxd.it/x'),
  'likes/films.csv': LIKED_FILMS,
  'likes/reviews.csv': csv(
    'Date,Name,Year,Letterboxd URI',
    '2021-04-01,Heat,1995,https://boxd.it/y',
  ),
  'lists/favourite-heists.csv': HEISTS_LIST,
  'deleted/diary.csv': csv(
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    '2020-01-01,Cats,2019,https://boxd.it/zz,0.5,,,2020-01-01',
  ),
  'orphaned/diary.csv': csv(
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    '2020-01-02,Cats,2019,https://boxd.it/zy,0.5,,,2020-01-02',
  ),
});

const movie = (title: string, year: number) => ({ mediaType: 'movie' as const, title, year });

describe('Letterboxd export zip', () => {
  const upload = readUpload('letterboxd-ada-2024-05-01-10-00-utc.zip', EXPORT_ZIP);
  const ofKind = <K extends ImportItem['kind']>(kind: K) =>
    upload.items.filter((item): item is Extract<ImportItem, { kind: K }> => item.kind === kind);

  it('reads as Letterboxd, with no services', () => {
    expect(upload.format).toBe('letterboxd');
    expect(upload.services).toBeNull();
  });

  it('takes the diary’s dated watches, and one undated watch for a film only in watched.csv', () => {
    expect(ofKind('watched')).toEqual([
      {
        kind: 'watched',
        ref: movie('Amélie', 2001),
        origin: { file: 'diary.csv', row: 2 },
        watchedOn: '2021-03-14',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: movie('Amélie', 2001),
        origin: { file: 'diary.csv', row: 3 },
        watchedOn: '2023-02-10',
        rewatch: true,
      },
      {
        kind: 'watched',
        ref: movie('Parasite', 2019),
        origin: { file: 'diary.csv', row: 4 },
        watchedOn: '2021-03-20',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: movie('Mulholland Drive', 2001),
        origin: { file: 'diary.csv', row: 5 },
        watchedOn: '2022-06-08',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: movie('Crouching Tiger, Hidden Dragon', 2000),
        origin: { file: 'watched.csv', row: 4 },
        watchedOn: null,
        rewatch: false,
      },
    ]);
  });

  it('takes ratings.csv over the diary, and the latest diary rating of a film it lacks', () => {
    expect(ofKind('rating')).toEqual([
      {
        kind: 'rating',
        ref: movie('Amélie', 2001),
        origin: { file: 'ratings.csv', row: 2 },
        rating: 4,
        ratedAt: '2021-03-15',
      },
      {
        kind: 'rating',
        ref: movie('Parasite', 2019),
        origin: { file: 'ratings.csv', row: 3 },
        rating: 4.5,
        ratedAt: '2021-03-21',
      },
      {
        kind: 'rating',
        ref: movie('Mulholland Drive', 2001),
        origin: { file: 'diary.csv', row: 5 },
        rating: 3.5,
        ratedAt: '2022-06-09',
      },
    ]);
  });

  it('takes the watchlist with the day each film was added, and liked films as favourites', () => {
    expect(ofKind('watchlist')).toEqual([
      {
        kind: 'watchlist',
        ref: movie('Stalker', 1979),
        origin: { file: 'watchlist.csv', row: 2 },
        addedAt: '2020-11-30',
      },
      {
        kind: 'watchlist',
        ref: movie('Tokyo Story', 1953),
        origin: { file: 'watchlist.csv', row: 3 },
        addedAt: '2021-01-04',
      },
    ]);
    expect(ofKind('favorite')).toEqual([
      {
        kind: 'favorite',
        ref: movie('In the Mood for Love', 2000),
        origin: { file: 'likes/films.csv', row: 2 },
      },
    ]);
  });

  it('reads a list export past its header block, a multi-line description included', () => {
    const list = {
      key: 'lists/favourite-heists.csv',
      name: 'Favourite heists',
      description: 'Clever plans, going wrong.',
      public: false,
    };
    expect(ofKind('list-item')).toEqual([
      {
        kind: 'list-item',
        ref: movie('Rififi', 1955),
        origin: { file: 'lists/favourite-heists.csv', row: 6 },
        list,
        position: 1,
      },
      {
        kind: 'list-item',
        ref: movie('Heat', 1995),
        origin: { file: 'lists/favourite-heists.csv', row: 7 },
        list,
        position: 2,
      },
    ]);
  });

  it('leaves out profile, reviews, comments, liked reviews and the deleted and orphaned entries', () => {
    const files = new Set(upload.items.map((item) => item.origin.file));
    expect([...files].sort()).toEqual([
      'diary.csv',
      'likes/films.csv',
      'lists/favourite-heists.csv',
      'ratings.csv',
      'watched.csv',
      'watchlist.csv',
    ]);
    expect(upload.items.some((item) => item.ref.title === 'Cats')).toBe(false);
  });
});

describe('Letterboxd files on their own', () => {
  it('reads the export when it sits in a folder of the zip', () => {
    const upload = readUpload(
      'export.zip',
      zipOf({
        'letterboxd-ada/watchlist.csv': WATCHLIST,
        'letterboxd-ada/likes/films.csv': LIKED_FILMS,
      }),
    );
    expect(upload.items.map((item) => [item.kind, item.ref.title])).toEqual([
      ['watchlist', 'Stalker'],
      ['watchlist', 'Tokyo Story'],
      ['favorite', 'In the Mood for Love'],
    ]);
  });

  it('reads a loose diary.csv: every entry a dated watch, each film’s latest rating', () => {
    const upload = readUpload('diary.csv', utf8(DIARY));
    expect(upload.format).toBe('letterboxd');
    expect(upload.items.filter((item) => item.kind === 'watched')).toHaveLength(4);
    expect(
      upload.items.flatMap((item) =>
        item.kind === 'rating' ? [[item.ref.title, item.rating]] : [],
      ),
    ).toEqual([
      ['Amélie', 5],
      ['Mulholland Drive', 3.5],
    ]);
  });

  it('reads a loose watched.csv as undated watches', () => {
    const upload = readUpload('watched.csv', utf8(WATCHED));
    expect(upload.items).toHaveLength(4);
    expect(upload.items.every((item) => item.kind === 'watched' && item.watchedOn === null)).toBe(
      true,
    );
  });

  it('tells a renamed file by its columns: a Rating column makes ratings', () => {
    const upload = readUpload('my ratings (1).csv', utf8(RATINGS));
    expect(upload.items.map((item) => item.kind)).toEqual(['rating', 'rating']);
  });

  it('reads a watchlist named so, and a loose list export by its first line', () => {
    expect(readUpload('watchlist.csv', utf8(WATCHLIST)).items[0]?.kind).toBe('watchlist');
    const list = readUpload('favourite-heists.csv', utf8(HEISTS_LIST)).items;
    expect(list.map((item) => (item.kind === 'list-item' ? item.list.name : null))).toEqual([
      'Favourite heists',
      'Favourite heists',
    ]);
  });

  it('accepts a film whose year Letterboxd does not know', () => {
    const upload = readUpload(
      'watchlist.csv',
      utf8(
        csv('Date,Name,Year,Letterboxd URI', '2024-02-02,Untitled Project,,https://boxd.it/abc'),
      ),
    );
    expect(upload.items[0]?.ref).toEqual({ mediaType: 'movie', title: 'Untitled Project' });
  });
});
