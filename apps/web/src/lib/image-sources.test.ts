import { describe, expect, it } from 'vitest';
import { tmdbSrcSet } from './image-sources.ts';

describe('tmdbSrcSet', () => {
  it('offers a TMDB image at w185, w342, w500 and w780', () => {
    expect(tmdbSrcSet('https://image.tmdb.org/t/p/w500/abc.jpg')).toBe(
      [
        'https://image.tmdb.org/t/p/w185/abc.jpg 185w',
        'https://image.tmdb.org/t/p/w342/abc.jpg 342w',
        'https://image.tmdb.org/t/p/w500/abc.jpg 500w',
        'https://image.tmdb.org/t/p/w780/abc.jpg 780w',
      ].join(', '),
    );
  });

  it('offers nothing for the offline artwork or any other host', () => {
    expect(tmdbSrcSet('http://localhost:5002/api/art/w500/movie/550/poster.svg')).toBeUndefined();
    expect(tmdbSrcSet('https://images.test/w500/abc.jpg')).toBeUndefined();
  });
});
