import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './callback-screen.tsx';

describe('safeReturnPath', () => {
  it('returns to the stored same-origin path', () => {
    expect(safeReturnPath({ returnTo: '/movie/603?x=1' })).toBe('/movie/603?x=1');
  });

  it.each([
    undefined,
    null,
    {},
    { returnTo: 'https://evil.example/' },
    { returnTo: '//evil.example' },
    { returnTo: 7 },
  ])('falls back to / for %o', (state) => {
    expect(safeReturnPath(state)).toBe('/');
  });
});
