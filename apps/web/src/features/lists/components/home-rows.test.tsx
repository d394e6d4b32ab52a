/** The home rows: a page at a time with Previous and Next, and a way to each whole list (issue 27). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { discoveredMovies, moviePage, tvPage } from '@/testing/fixtures/discover.ts';
import { renderRoute } from '@/testing/render-route.tsx';

/** jsdom lays nothing out: each row is 800 px wide, with 2000 px of cards to scroll through. */
const ROW_WIDTH = 800;
const scrollBy = vi.fn();

beforeEach(() => {
  fakeApi.use(
    answer('/api/movie/trending', moviePage(discoveredMovies)),
    answer('/api/tvshow/trending', tvPage([])),
    answer('/api/movie/popular', moviePage(discoveredMovies)),
    answer('/api/tvshow/popular', tvPage([])),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(ROW_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
  HTMLElement.prototype.scrollBy = scrollBy;
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollBy.mockReset();
  // @ts-expect-error jsdom has none: put it back as it was.
  delete HTMLElement.prototype.scrollBy;
});

const row = (name: string) => screen.findByRole('region', { name });

describe('the home rows', () => {
  it('keep their headings, and lead to the lists they begin', async () => {
    renderRoute('/');
    const popular = await row('Popular Movies');
    expect(within(popular).getByRole('heading', { level: 2 })).toHaveTextContent('Popular Movies');
    expect(within(popular).getByRole('link', { name: 'See all Popular Movies' })).toHaveAttribute(
      'href',
      '/popular/movies',
    );
    // Today's movies and shows, merged: a link to each list, today's.
    const trending = await row('Trending Today');
    expect(within(trending).getByRole('link', { name: 'See all Trending Movies' })).toHaveAttribute(
      'href',
      '/trending/movies?window=day',
    );
    expect(
      within(trending).getByRole('link', { name: 'See all Trending TV Shows' }),
    ).toHaveAttribute('href', '/trending/tv?window=day');
  });

  it('scroll a page at a time with Next and Previous, each disabled at its end', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const popular = await row('Popular Movies');
    const list = within(popular).getByRole('list');
    const previous = within(popular).getByRole('button', { name: 'Previous Popular Movies' });
    const next = within(popular).getByRole('button', { name: 'Next Popular Movies' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: ROW_WIDTH, behavior: 'smooth' });
    expect(scrollBy.mock.contexts[0]).toBe(list);

    // Scrolled to the end: Next has no further to go, and Previous goes back a page.
    list.scrollLeft = 2000 - ROW_WIDTH;
    list.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(next).toBeDisabled());
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -ROW_WIDTH, behavior: 'smooth' });
  });
});
