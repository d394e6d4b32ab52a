import { describe, expect, it } from 'vitest';
import { LISTS_BY_KIND, MENU_LIST_GROUPS } from '@/components/layout/list-links.ts';
import { listRoutes, validateListSearch } from './lists.tsx';

describe("a list's address", () => {
  it('keeps Today as window=day and reads anything else as this week (no parameter)', () => {
    expect(validateListSearch({ window: 'day' })).toEqual({ window: 'day' });
    expect(validateListSearch({ window: 'week' })).toEqual({});
    expect(validateListSearch({ window: 'month' })).toEqual({});
    expect(validateListSearch({})).toEqual({});
  });
});

// Issue 27: lists only Discover's tabs led to.
describe('the list screens', () => {
  const paths = listRoutes.map(({ options }) => ('path' in options ? options.path : '')).sort();
  const linked = (groups: typeof MENU_LIST_GROUPS) =>
    groups.flatMap((group) => group.links.map((link) => link.to)).sort();

  it('are each in the menu once, and in the top bar once', () => {
    expect(linked(MENU_LIST_GROUPS)).toEqual(paths);
    expect(linked(LISTS_BY_KIND)).toEqual(paths);
  });
});
