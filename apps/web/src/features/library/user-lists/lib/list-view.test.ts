import { ApiError, type ListItem, type PublicList } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { itemListJsonLd } from './list-json-ld.ts';
import {
  descriptionProblem,
  listChangeFailure,
  moveItem,
  nameProblem,
  sharedAddress,
  withoutItem,
} from './list-view.ts';
import { moveAnnouncements } from './move-announcements.ts';

const item = (id: string, position: number, mediaType: 'movie' | 'tv' = 'movie'): ListItem => ({
  id,
  mediaType,
  mediaId: position + 100,
  position,
  title: `Title ${id}`,
  releaseDate: null,
  posterPath: null,
  addedAt: '2026-01-01T00:00:00Z',
});

const items = [item('a', 0), item('b', 1), item('c', 2), item('d', 3)];
const order = (rows: ListItem[]) => rows.map((row) => `${row.id}${row.position}`).join(' ');

describe('moving a title', () => {
  it('shifts those between by one place and numbers every place again', () => {
    expect(order(moveItem(items, 0, 2))).toBe('b0 c1 a2 d3');
    expect(order(moveItem(items, 3, 1))).toBe('a0 d1 b2 c3');
  });

  it('leaves the order as it was for a move to its own place', () => {
    expect(order(moveItem(items, 2, 2))).toBe('a0 b1 c2 d3');
  });

  it('closes the gap a removed title leaves', () => {
    expect(order(withoutItem(items, { id: 'b' }))).toBe('a0 c1 d2');
  });
});

describe("a list's name and description", () => {
  it('needs a name that is not only spaces, of up to 100 characters without outer spaces', () => {
    expect(nameProblem('')).toBe('user-lists.nameRequired');
    expect(nameProblem('   ')).toBe('user-lists.nameRequired');
    expect(nameProblem('x'.repeat(101))).toBe('user-lists.nameTooLong');
    expect(nameProblem(` ${'x'.repeat(100)} `)).toBeNull();
  });

  it('takes a description of up to 1,000 characters', () => {
    expect(descriptionProblem('x'.repeat(1000))).toBeNull();
    expect(descriptionProblem('x'.repeat(1001))).toBe('user-lists.descriptionTooLong');
  });

  it('says a name that is taken in the visitor’s language, and a cap in the API’s words', () => {
    const taken = new ApiError(409, 'NAME_TAKEN', 'You already have a list with that name.');
    expect(listChangeFailure(i18n, taken)).toBe('Another of your lists already has this name.');
    const full = new ApiError(409, 'LIMIT_REACHED', 'You can keep up to 200 lists.');
    expect(listChangeFailure(i18n, full)).toBe('You can keep up to 200 lists.');
  });
});

describe('a shared list', () => {
  it('lives at /list/{id} on the site', () => {
    expect(sharedAddress('https://media.example', 'ab/c')).toBe(
      'https://media.example/list/ab%2Fc',
    );
  });

  it('is described as an ItemList of its titles with their pages, in order', () => {
    const list: PublicList = {
      id: 'l1',
      name: 'Sunday films',
      description: '',
      itemCount: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      items: {
        page: 1,
        pageSize: 200,
        totalResults: 2,
        totalPages: 1,
        results: [item('a', 0), item('b', 1, 'tv')],
      },
    };
    const site = { page: (path: string) => `https://m.example${path}`, image: () => undefined };
    expect(itemListJsonLd(site, list)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Sunday films',
      url: 'https://m.example/list/l1',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://m.example/movie/100', name: 'Title a' },
        { '@type': 'ListItem', position: 2, url: 'https://m.example/tv/101', name: 'Title b' },
      ],
    });
  });
});

describe('what a screen reader hears while moving', () => {
  it('names the title and its place, not dnd-kit’s ids', () => {
    const said = moveAnnouncements(i18n, [
      { id: 'a', title: 'Alien' },
      { id: 'b', title: 'Brazil' },
    ]);
    const active = { id: 'a' } as never;
    const over = { id: 'b' } as never;
    expect(said.onDragStart({ active })).toBe('Picked up Alien, at place 1 of 2.');
    expect(said.onDragOver({ active, over })).toBe('Alien is now at place 2 of 2.');
    expect(said.onDragEnd({ active, over })).toBe('Alien dropped at place 2 of 2.');
    expect(said.onDragCancel({ active, over: null })).toBe(
      'Moving cancelled: Alien stays at place 1 of 2.',
    );
  });
});
