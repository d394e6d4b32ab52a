/** The menu by keyboard and by screen reader (issue 27). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { LANGUAGES } from '@/lib/i18n/languages.ts';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { discoveredMovies, moviePage } from '@/testing/fixtures/discover.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { renderRoute } from '@/testing/render-route.tsx';

/** Opens the menu from its button with the keyboard, as a keyboard user would. */
async function openMenuByKeyboard() {
  const user = userEvent.setup();
  renderRoute('/about');
  const menuButton = await screen.findByRole('button', { name: i18n._('shell.openMenu') });
  menuButton.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('navigation', { name: i18n._('shell.mainMenu') });
  return { user, menuButton, menu };
}

describe('the menu', () => {
  it('gives focus back to its button when Escape closes it', async () => {
    const { user, menuButton, menu } = await openMenuByKeyboard();
    await waitFor(() => expect(document.activeElement?.closest('.MuiDrawer-paper')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('hands focus to the new page’s heading after an entry that opens a page', async () => {
    fakeApi.use(answer('/api/movie/trending', moviePage(discoveredMovies)));
    const { user, menu } = await openMenuByKeyboard();
    await user.click(within(menu).getByRole('link', { name: 'Trending Movies' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Trending Movies' })).toHaveFocus(),
    );
  });

  // Trending and Popular each list Movies, TV Shows and People, and the Movies and TV Shows
  // sections each a Top Rated: each entry's name says which list it opens (that list's
  // heading), and holds the words it shows, for speech input.
  it.each(LANGUAGES)('names each entry apart from the others, in %s', async (language) => {
    await setTestLanguage(language);
    const { menu } = await openMenuByKeyboard();
    const names = [
      'shell.home',
      'lists.trendingMovies',
      'lists.trendingTvShows',
      'lists.trendingPeople',
      'lists.popularMovies',
      'lists.popularTvShows',
      'lists.popularPeople',
      'lists.nowPlayingMovies',
      'lists.upcomingMovies',
      'lists.topRatedMovies',
      'lists.airingToday',
      'lists.onTheAir',
      'lists.topRatedTvShows',
      'shell.discover',
      'shell.about',
      'shell.favorites',
      'shell.watchlist',
      'shell.ratings',
      'shell.history',
      'shell.lists',
      'shell.profile',
      'shell.myServices',
      'shell.calendar',
      'shell.yourData',
    ].map((id) => i18n._(id));
    expect(within(menu).getAllByRole('link')).toHaveLength(names.length);
    for (const name of names) {
      // One entry each: getByRole fails on none and on more than one.
      const link = within(menu).getByRole('link', { name });
      // Speech input matches the words shown whatever their case ("Au cinéma", "actuellement
      // au cinéma").
      expect(name.toLowerCase()).toContain(link.textContent.toLowerCase());
    }
  });
});
