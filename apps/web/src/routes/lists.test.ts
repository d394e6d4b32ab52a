import { describe, expect, it } from 'vitest';
import { validateListSearch } from './-list.ts';

describe("a list's address", () => {
  it('keeps Today as window=day and reads anything else as this week (no parameter)', () => {
    expect(validateListSearch({ window: 'day' })).toEqual({ window: 'day' });
    expect(validateListSearch({ window: 'week' })).toEqual({});
    expect(validateListSearch({ window: 'month' })).toEqual({});
    expect(validateListSearch({})).toEqual({});
  });
});
