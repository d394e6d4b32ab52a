/**
 * A page head's own words come from the message catalogues, in each language: with every
 * message marked (support/marked-catalogues.ts), each text carries the mark of its message. The
 * fixed screens' titles and the not-found titles are the web app's own messages.
 */
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_LANGUAGES } from '../../src/languages.ts';
import { PAGE_TEXT } from '../../src/pages/page-text.ts';
import { markedBy } from '../support/marked-catalogues.ts';

// (The factory runs before this file's imports: it imports what it needs itself.)
vi.mock('@media-search/messages', async (importOriginal) => {
  const { markedCatalogues } = await import('../support/marked-catalogues.ts');
  return markedCatalogues(importOriginal);
});

describe.each(CONTENT_LANGUAGES)('the page heads in %s', (language) => {
  const text = PAGE_TEXT[language];
  const from = (id: string): unknown => expect.stringMatching(markedBy(language, id));

  it('describe the site, and a subject with no text of its own', () => {
    expect(text.siteDescription).toEqual(from('page.siteDescription'));
    expect(text.onSite('Fight Club')).toEqual(from('page.onSite'));
    expect(text.onSite('Fight Club')).toContain('Fight Club');
  });

  it('title the fixed screens as the web app does', () => {
    expect(text.screenTitles).toEqual({
      '/': from('search.heading'),
      '/about': from('about.heading'),
      '/popular/movies': from('lists.popularMovies'),
      '/popular/tv': from('lists.popularTvShows'),
      '/popular/actors': from('lists.popularPeople'),
      '/trending/movies': from('lists.trendingMovies'),
      '/trending/tv': from('lists.trendingTvShows'),
      '/trending/actors': from('lists.trendingPeople'),
      '/favorites': from('favorites.heading'),
      '/callback': from('auth.signingIn'),
    });
  });

  it('name what a not-found page misses as the web app does', () => {
    expect(text.notFound).toEqual({
      movie: from('not-found.movie'),
      tv: from('not-found.tvShow'),
      person: from('not-found.person'),
      collection: from('not-found.collection'),
      tvseason: from('not-found.season'),
      tvepisode: from('not-found.episode'),
    });
  });

  it('describe a season', () => {
    expect(text.season(2)).toEqual(from('tv.season'));
    expect(text.seasonSummary(2, 'Dark', 8)).toEqual(from('page.seasonSummary'));
    expect(text.seasonSummary(2, 'Dark', 8)).toContain('Dark');
  });
});
