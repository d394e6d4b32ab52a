import type { Favorite } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { FavoritesFileError, readFavoritesFile, writeFavoritesFile } from './favorites-file.ts';

const favorite = (id: string, mediaType: Favorite['mediaType'], mediaTitle: string): Favorite => ({
  id: `00000000-0000-0000-0000-${id.padStart(12, '0')}`,
  mediaId: id,
  mediaType,
  mediaTitle,
  mediaImageUrl: `https://images.test/w500/${id}.jpg`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const favorites = [
  favorite('603', 'movie', 'The Matrix'),
  favorite('1399', 'tv', 'Game of Thrones'),
  favorite('17419', 'person', 'Bryan Cranston'),
  favorite('146', 'movie', 'Crouching Tiger, Hidden Dragon'),
  favorite('7', 'movie', 'The "Best" Exotic Marigold Hotel'),
  favorite('8', 'movie', '=HYPERLINK("http://evil.test")'),
  favorite('9', 'movie', "'=Not a formula"),
  favorite('10', 'movie', "'Salem's Lot"),
  favorite('11', 'tv', 'Amélie – 日本語'),
];
const asSent = (list: Favorite[]) =>
  list.map(({ mediaId, mediaType, mediaTitle, mediaImageUrl }) => ({
    mediaId,
    mediaType,
    mediaTitle,
    mediaImageUrl,
  }));
const now = new Date('2026-11-24T08:30:00Z');

/** The problem reading `text` gives, with the item and field it names. */
function problemOf(text: string) {
  try {
    readFavoritesFile(text);
  } catch (error) {
    if (error instanceof FavoritesFileError)
      return { problem: error.problem, item: error.item, field: error.field };
    throw error;
  }
  throw new Error('the file was read without a problem');
}

describe('the favourites file', () => {
  it.each(['json', 'csv'] as const)(
    'reads back, in order, every favourite written as %s',
    (kind) => {
      const file = writeFavoritesFile(favorites, kind, now);
      expect(file.fileName).toBe(`media-search-favorites-2026-11-24.${kind}`);
      expect(readFavoritesFile(file.text)).toEqual(asSent(favorites));
    },
  );

  it('writes JSON with its format, version and time, and each favourite with when it was added', () => {
    const file = writeFavoritesFile(favorites.slice(0, 1), 'json', now);
    expect(file.mimeType).toBe('application/json');
    expect(JSON.parse(file.text)).toEqual({
      format: 'media-search-favorites',
      version: 1,
      exportedAt: '2026-11-24T08:30:00.000Z',
      favorites: [
        {
          mediaType: 'movie',
          mediaId: '603',
          mediaTitle: 'The Matrix',
          mediaImageUrl: 'https://images.test/w500/603.jpg',
          addedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
  });

  it('writes CSV with a header, every field quoted, and keeps formulas from running', () => {
    const file = writeFavoritesFile(favorites, 'csv', now);
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"mediaType","mediaId","mediaTitle","mediaImageUrl","addedAt"');
    expect(lines[4]).toBe(
      '"movie","146","Crouching Tiger, Hidden Dragon","https://images.test/w500/146.jpg","2026-11-20T10:00:00.000Z"',
    );
    expect(lines[5]).toContain(',"The ""Best"" Exotic Marigold Hotel",');
    expect(lines[6]).toContain(`,"'=HYPERLINK(""http://evil.test"")",`);
    expect(lines[7]).toContain(`,"''=Not a formula",`);
    expect(lines[8]).toContain(`,"'Salem's Lot",`);
  });

  it('reads a CSV written by hand: columns in another order, extra ones, LF line ends', () => {
    const text =
      'mediaTitle,notes,mediaId,mediaType,mediaImageUrl\n' +
      '"Title with\na line break",mine,42,movie,\n' +
      'Heat,,949,movie,/heat.jpg\n';
    // A line break is no more welcome in a title than the API makes it: the row is named.
    expect(problemOf(text)).toEqual({ problem: 'invalidItem', item: 1, field: 'mediaTitle' });
    expect(readFavoritesFile(text.replace('with\na line', 'with a line'))).toEqual([
      {
        mediaTitle: 'Title with a line break',
        mediaId: '42',
        mediaType: 'movie',
        mediaImageUrl: '',
      },
      { mediaTitle: 'Heat', mediaId: '949', mediaType: 'movie', mediaImageUrl: '/heat.jpg' },
    ]);
  });

  it.each([
    ['an empty file', '', 'empty'],
    ['a file of blanks', ' \n\r\n ', 'empty'],
    [
      'our JSON with no favourites',
      '{"format":"media-search-favorites","version":1,"favorites":[]}',
      'empty',
    ],
    ['a CSV of only its header', 'mediaType,mediaId,mediaTitle,mediaImageUrl\r\n', 'empty'],
    ['broken JSON', '{"format":"media-search-favorites","version":1,"favorites":[{', 'unreadable'],
    [
      'a CSV with a quote left open',
      'mediaType,mediaId,mediaTitle,mediaImageUrl\nmovie,1,"Open,\n',
      'unreadable',
    ],
    ['someone else’s JSON', '{"name":"my playlist","tracks":[1,2,3]}', 'foreign'],
    [
      'a JSON list',
      '[{"mediaType":"movie","mediaId":"1","mediaTitle":"A","mediaImageUrl":""}]',
      'foreign',
    ],
    ['our marker without a list', '{"format":"media-search-favorites","version":1}', 'foreign'],
    ['a CSV with other headers', 'title,year\nHeat,1995\n', 'foreign'],
    ['a CSV missing a column', 'mediaType,mediaId,mediaTitle\nmovie,1,Heat\n', 'foreign'],
    ['plain text', 'just some notes\nabout films\n', 'foreign'],
    [
      'a later version',
      '{"format":"media-search-favorites","version":2,"favorites":[]}',
      'newerVersion',
    ],
  ])('refuses %s', (_label, text, problem) => {
    expect(problemOf(text).problem).toBe(problem);
  });

  it('refuses more favourites than the list may hold', () => {
    const many = Array.from({ length: 1001 }, (_, i) => favorite(String(i + 1), 'movie', `T${i}`));
    expect(problemOf(writeFavoritesFile(many, 'json', now).text).problem).toBe('tooMany');
  });

  it.each([
    ['mediaType', { mediaType: 'book' }],
    ['mediaId', { mediaId: 'tt0133093' }],
    ['mediaId', { mediaId: '' }],
    ['mediaTitle', { mediaTitle: '   ' }],
    ['mediaTitle', { mediaTitle: 'x'.repeat(301) }],
    ['mediaTitle', { mediaTitle: undefined }],
    ['mediaImageUrl', { mediaImageUrl: 'x'.repeat(501) }],
    ['mediaImageUrl', { mediaImageUrl: null }],
  ])('names the favourite and its field when %s is not valid', (field, change) => {
    const document = JSON.parse(writeFavoritesFile(favorites.slice(0, 3), 'json', now).text);
    document.favorites[1] = { ...document.favorites[1], ...change };
    expect(problemOf(JSON.stringify(document))).toEqual({ problem: 'invalidItem', item: 2, field });
  });

  it('takes a numeric id from a JSON file written by hand', () => {
    const text = JSON.stringify({
      format: 'media-search-favorites',
      version: 1,
      favorites: [
        { mediaType: 'movie', mediaId: 603, mediaTitle: 'The Matrix', mediaImageUrl: '' },
      ],
    });
    expect(readFavoritesFile(text)[0]?.mediaId).toBe('603');
  });
});
