/** The top bar's main sections on a wide screen, and the menu (☰) alone on a phone (issue 27). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { moviePage, tvPage } from '@/testing/fixtures/discover.ts';
import { renderRoute } from '@/testing/render-route.tsx';
import { setViewportWidth } from '@/testing/viewport.ts';

const topBar = () => screen.findByRole('navigation', { name: 'Site' });

// The sections load on first use; on a busy machine their code's first load alone can outlast
// a wait, so it is loaded before the tests.
beforeAll(() => import('./top-bar-sections.tsx'));

// The first entry of a menu opened takes focus, which loads its list ahead of a choice.
beforeEach(() => {
  fakeApi.use(
    answer('/api/movie/popular', moviePage([])),
    answer('/api/tvshow/popular', tvPage([])),
    answer('/api/actor/popular', tvPage([])),
    answer('/api/actor/trending', tvPage([])),
  );
});

describe('the top bar', () => {
  it('offers Movies, TV Shows, People and Discover at 1440 px, each list a menu entry', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup();
    renderRoute('/about');
    const bar = await topBar();
    expect(await within(bar).findByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/discover/movies',
    );
    const menus = {
      Movies: {
        'Popular Movies': '/popular/movies',
        'Trending Movies': '/trending/movies',
        'Top Rated Movies': '/top-rated/movies',
        'Upcoming Movies': '/upcoming/movies',
        'Now Playing Movies': '/now-playing/movies',
      },
      'TV Shows': {
        'Popular TV Shows': '/popular/tv',
        'Trending TV Shows': '/trending/tv',
        'Top Rated TV Shows': '/top-rated/tv',
        'Airing Today': '/airing-today/tv',
        'On The Air': '/on-the-air/tv',
      },
      People: { 'Popular People': '/popular/actors', 'Trending People': '/trending/actors' },
    };
    for (const [section, entries] of Object.entries(menus)) {
      const button = within(bar).getByRole('button', { name: section });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      button.focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: section });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = within(menu).getAllByRole('menuitem');
      expect(
        items.map((item) => [item.getAttribute('aria-label'), item.getAttribute('href')]),
      ).toEqual(Object.entries(entries));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(menu).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    }
  });

  it('goes to the list chosen from a section’s menu', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    await user.click(await within(await topBar()).findByRole('button', { name: 'People' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trending People' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trending/actors'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves the sections to the menu at 390 px', async () => {
    setViewportWidth(390);
    renderRoute('/about');
    const bar = await topBar();
    await screen.findByRole('heading', { level: 1 });
    expect(within(bar).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Movies' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Discover' })).not.toBeInTheDocument();
  });
});
