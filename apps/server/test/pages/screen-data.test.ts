/** Which API answers a page asks the browser to fetch beside the app's code. */
import { describe, expect, it } from 'vitest';
import { screenData, screenDataTags } from '../../src/pages/screen-data.ts';

describe('the answers a page preloads', () => {
  it("are the search screen's four home lists, as the app asks for them in English", () => {
    expect(screenData('/', 'en')).toEqual([
      '/api/movie/trending?page=1&window=day',
      '/api/tvshow/trending?page=1&window=day',
      '/api/movie/popular?page=1',
      '/api/tvshow/popular?page=1',
    ]);
  });

  it("carry another UI language as the app's requests do, last", () => {
    expect(screenData('/', 'de')).toContain('/api/movie/popular?page=1&language=de');
    expect(screenData('/', 'fr')).toContain('/api/tvshow/trending?page=1&window=day&language=fr');
  });

  it('are none for screens whose data the page carries or that ask for nothing at once', () => {
    expect(screenData('/movie/603', 'en')).toEqual([]);
    expect(screenData('/about', 'en')).toEqual([]);
    expect(screenDataTags('/favorites', 'en')).toBe('');
  });

  it('are fetch preloads the app can use, with its CORS mode and escaped addresses', () => {
    expect(screenDataTags('/', 'en').split('\n    ')[0]).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/movie/trending?page=1&amp;window=day" />',
    );
  });
});
