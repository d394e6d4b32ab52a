import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, clearedFilters, countActiveFilters } from './filter-state.ts';

describe('countActiveFilters and clearedFilters', () => {
  it('counts each filter once (a range is one), not the order', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        yearFrom: 1990,
        yearTo: 1999,
        genres: [28, 12],
        sortBy: 'title',
      }),
    ).toBe(2);
  });

  it('clears every filter but keeps the order', () => {
    expect(clearedFilters({ ...EMPTY_FILTERS, genres: [28], sortBy: 'title' })).toEqual({
      ...EMPTY_FILTERS,
      sortBy: 'title',
    });
  });
});
