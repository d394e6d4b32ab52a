import type { Favorite } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { validateFavoritesSearch, viewFavorites } from './favorites-view.ts';

const favorite = (
  mediaId: string,
  mediaType: Favorite['mediaType'],
  mediaTitle: string,
): Favorite => ({ id: mediaId, mediaId, mediaType, mediaTitle, mediaImageUrl: '', createdAt: '' });

// Newest first, as the API lists them.
const favorites = [
  favorite('1', 'movie', 'zodiac'),
  favorite('2', 'person', 'Émile Hirsch'),
  favorite('3', 'tv', 'Band of Brothers'),
  favorite('4', 'movie', 'Alien'),
  favorite('5', 'movie', 'Apollo 13'),
  favorite('6', 'movie', 'Apollo 2'),
];
const titles = (list: Favorite[]) => list.map((shown) => shown.mediaTitle);

describe('the favourites view', () => {
  it('keeps the newest first and every type by default', () => {
    expect(titles(viewFavorites(favorites, {}, 'en'))).toEqual(titles(favorites));
  });

  it('shows one type, still newest first', () => {
    expect(titles(viewFavorites(favorites, { type: 'movie' }, 'en'))).toEqual([
      'zodiac',
      'Alien',
      'Apollo 13',
      'Apollo 2',
    ]);
    expect(titles(viewFavorites(favorites, { type: 'person' }, 'en'))).toEqual(['Émile Hirsch']);
  });

  it('sorts by title as the language does: case and accents aside, numbers by value', () => {
    expect(titles(viewFavorites(favorites, { sort: 'title' }, 'de'))).toEqual([
      'Alien',
      'Apollo 2',
      'Apollo 13',
      'Band of Brothers',
      'Émile Hirsch',
      'zodiac',
    ]);
  });

  it('reads only known values from the address, and writes only what differs from the defaults', () => {
    expect(validateFavoritesSearch({ type: 'tv', sort: 'title' })).toEqual({
      type: 'tv',
      sort: 'title',
    });
    expect(validateFavoritesSearch({ type: 'book', sort: 'recent' })).toEqual({});
    expect(validateFavoritesSearch({ type: ['movie'], sort: 1 })).toEqual({});
  });
});
