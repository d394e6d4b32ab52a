import { describe, expect, it } from 'vitest';
import { csv, utf8 } from '../../../../test/fixtures/import/uploads.ts';
import { readUpload } from '../read-upload.ts';

const CURRENT_RATINGS = csv(
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0211915,9,2021-03-14,Amélie,Le fabuleux destin d\'Amélie Poulain,https://www.imdb.com/title/tt0211915/,Movie,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet',
  'tt0903747,10,2020-06-01,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2100000,2008-01-20,',
  'tt0959621,7,2020-06-02,Breaking Bad: Pilot,Pilot,https://www.imdb.com/title/tt0959621/,TV Episode,9.0,58,2008,"Crime, Drama",40000,2008-01-20,Vince Gilligan',
  'tt2140553,8,2020-07-01,The Last of Us,The Last of Us,https://www.imdb.com/title/tt2140553/,Video Game,9.7,,2013,"Action, Adventure",60000,2013-06-14,"Neil Druckmann, Bruce Straley"',
  'tt7366338,10,2020-08-15,Chernobyl,Chernobyl,https://www.imdb.com/title/tt7366338/,TV Mini Series,9.3,330,2019,"Drama, History",900000,2019-05-06,',
  'tt0120737,6,2020-09-01,The Lord of the Rings: The Fellowship of the Ring,The Lord of the Rings: The Fellowship of the Ring,https://www.imdb.com/title/tt0120737/,Movie,8.9,178,2001,"Action, Adventure, Drama",2000000,2001-12-19,Peter Jackson',
);

const OLD_RATINGS = csv(
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0118799,8,2019-11-02,Life Is Beautiful,https://www.imdb.com/title/tt0118799/,movie,8.6,116,1997,"Comedy, Drama, Romance",700000,1997-12-20,Roberto Benigni',
  'tt0108778,7,2019-11-03,Friends,https://www.imdb.com/title/tt0108778/,tvSeries,8.9,22,1994,"Comedy, Romance",1000000,1994-09-22,',
  'tt7366338,10,2019-11-04,Chernobyl,https://www.imdb.com/title/tt7366338/,tvMiniSeries,9.3,330,2019,"Drama, History",900000,2019-05-06,',
  'tt0583459,9,2019-11-05,Friends: The One Where Everybody Finds Out,https://www.imdb.com/title/tt0583459/,tvEpisode,9.7,22,1999,Comedy,15000,1999-02-11,Michael Lembeck',
  'tt0106332,8,2019-11-06,Farewell My Concubine,https://www.imdb.com/title/tt0106332/,tvMovie,8.1,171,1993,"Drama, Romance",30000,1993-01-01,Chen Kaige',
  'tt0115736,6,2019-11-07,Some Video,https://www.imdb.com/title/tt0115736/,video,6.0,60,1996,Music,100,1996-01-01,',
);

const WATCHLIST = csv(
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
  '1,tt0079944,2023-01-05,2023-01-05,,Stalker,Stalker,https://www.imdb.com/title/tt0079944/,Movie,8.0,162,1979,"Drama, Sci-Fi",150000,1979-05-25,Andrei Tarkovsky,,',
  '2,tt5753856,2023-02-10,2023-02-10,,Dark,Dark,https://www.imdb.com/title/tt5753856/,TV Series,8.7,60,2017,"Crime, Drama, Mystery",450000,2017-12-01,,9,2023-03-01',
);

const LIST = csv(
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
  '1,tt0047478,2022-04-01,2022-04-01,The best,Seven Samurai,Shichinin no samurai,https://www.imdb.com/title/tt0047478/,Movie,8.6,207,1954,"Action, Drama",360000,1954-04-26,Akira Kurosawa,,',
  '2,tt0089881,2022-04-01,2022-04-01,,Ran,Ran,https://www.imdb.com/title/tt0089881/,Movie,8.2,162,1985,"Action, Drama, War",130000,1985-06-01,Akira Kurosawa,10,2022-04-02',
);

describe('IMDb ratings, current columns', () => {
  const upload = readUpload('ratings.csv', utf8(CURRENT_RATINGS));

  it('reads as IMDb, each title by its IMDb id, typed from “Title Type”, its rating halved', () => {
    expect(upload.format).toBe('imdb');
    expect(upload.items).toEqual([
      {
        kind: 'rating',
        ref: { mediaType: 'movie', imdbId: 'tt0211915', title: 'Amélie', year: 2001 },
        origin: { file: 'ratings.csv', row: 2 },
        rating: 4.5,
        ratedAt: '2021-03-14',
      },
      {
        kind: 'rating',
        ref: { mediaType: 'tv', imdbId: 'tt0903747', title: 'Breaking Bad', year: 2008 },
        origin: { file: 'ratings.csv', row: 3 },
        rating: 5,
        ratedAt: '2020-06-01',
      },
      {
        kind: 'rating',
        ref: {
          mediaType: 'episode',
          imdbId: 'tt0959621',
          title: 'Breaking Bad: Pilot',
          year: 2008,
        },
        origin: { file: 'ratings.csv', row: 4 },
        rating: 3.5,
        ratedAt: '2020-06-02',
      },
      {
        kind: 'rating',
        ref: { mediaType: 'tv', imdbId: 'tt7366338', title: 'Chernobyl', year: 2019 },
        origin: { file: 'ratings.csv', row: 6 },
        rating: 5,
        ratedAt: '2020-08-15',
      },
      {
        kind: 'rating',
        ref: {
          mediaType: 'movie',
          imdbId: 'tt0120737',
          title: 'The Lord of the Rings: The Fellowship of the Ring',
          year: 2001,
        },
        origin: { file: 'ratings.csv', row: 7 },
        rating: 3,
        ratedAt: '2020-09-01',
      },
    ]);
  });

  it('skips a video game, counting it', () => {
    expect(upload.items.some((item) => item.ref.imdbId === 'tt2140553')).toBe(false);
    expect(upload.skipped).toBe(1);
  });
});

describe('IMDb ratings, older columns', () => {
  it('reads camel-cased title types without an Original Title column', () => {
    const upload = readUpload('ratings.csv', utf8(OLD_RATINGS));
    expect(upload.format).toBe('imdb');
    expect(upload.skipped).toBe(0);
    expect(
      upload.items.map((item) => [
        item.ref.imdbId,
        item.ref.mediaType,
        item.kind === 'rating' && item.rating,
      ]),
    ).toEqual([
      ['tt0118799', 'movie', 4],
      ['tt0108778', 'tv', 3.5],
      ['tt7366338', 'tv', 5],
      ['tt0583459', 'episode', 4.5],
      ['tt0106332', 'movie', 4],
      ['tt0115736', 'movie', 3],
    ]);
  });
});

describe('IMDb watchlist and lists', () => {
  it('reads WATCHLIST.csv as the watchlist, dated when added, its own ratings left to ratings.csv', () => {
    const upload = readUpload('WATCHLIST.csv', utf8(WATCHLIST));
    expect(upload.items).toEqual([
      {
        kind: 'watchlist',
        ref: { mediaType: 'movie', imdbId: 'tt0079944', title: 'Stalker', year: 1979 },
        origin: { file: 'WATCHLIST.csv', row: 2 },
        addedAt: '2023-01-05',
      },
      {
        kind: 'watchlist',
        ref: { mediaType: 'tv', imdbId: 'tt5753856', title: 'Dark', year: 2017 },
        origin: { file: 'WATCHLIST.csv', row: 3 },
        addedAt: '2023-02-10',
      },
    ]);
  });

  it('reads any other export with positions as a list named after the file', () => {
    const upload = readUpload('Best of Kurosawa.csv', utf8(LIST));
    const list = {
      key: 'Best of Kurosawa.csv',
      name: 'Best of Kurosawa',
      description: null,
      public: false,
    };
    expect(upload.items).toEqual([
      {
        kind: 'list-item',
        ref: { mediaType: 'movie', imdbId: 'tt0047478', title: 'Seven Samurai', year: 1954 },
        origin: { file: 'Best of Kurosawa.csv', row: 2 },
        list,
        position: 1,
      },
      {
        kind: 'list-item',
        ref: { mediaType: 'movie', imdbId: 'tt0089881', title: 'Ran', year: 1985 },
        origin: { file: 'Best of Kurosawa.csv', row: 3 },
        list,
        position: 2,
      },
    ]);
  });

  it('refuses an IMDb id that is not one, naming the row and column', () => {
    const broken = LIST.replace('tt0089881,2022', 'ran-1985,2022');
    expect(() => readUpload('kurosawa.csv', utf8(broken))).toThrow(
      'kurosawa.csv, row 3, column Const: “ran-1985” is not an IMDb title id (“tt” and digits).',
    );
  });
});
