/** The top bar's search box and its suggestions, by keyboard, on any screen (issue 27). */
import type { SuggestionListResponse } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { fullMovie, MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const orbit: SuggestionListResponse = {
  results: [
    { id: MOVIE_ID, mediaType: 'movie', name: 'Orbit of Ash', year: 1999, imagePath: '/o.jpg' },
    { id: 202, mediaType: 'tv', name: 'Orbiters', year: 2021, imagePath: null },
    { id: 306, mediaType: 'person', name: 'Orla Bittner', year: null, imagePath: null },
  ],
};

/** Opens the box from the top bar's Search button with the keyboard, on the About screen. */
async function openSearchBox() {
  const user = userEvent.setup();
  const rendered = renderRoute('/about');
  const button = await screen.findByRole('button', { name: 'Search' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await user.keyboard('{Enter}');
  // Its code loads on first use: under load, that can take a while.
  const box = await screen.findByRole(
    'combobox',
    { name: 'Search Movies, TV, Actors' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(box).toHaveFocus());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { ...rendered, user, button, box };
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const names = () => options().map((option) => option.textContent);

describe('the top bar’s search box', () => {
  it('suggests titles and people with their year and kind as the visitor types', async () => {
    fakeApi.use(answer('/api/suggestions/orbit', orbit));
    const { user } = await openSearchBox();
    await user.keyboard('orbit');
    await waitFor(() =>
      expect(names()).toEqual([
        'Orbit of Ash1999 · Movie',
        'Orbiters2021 · TV Show',
        'Orla BittnerPerson',
      ]),
    );
    expect(screen.getByRole('option', { name: /Orbit of Ash 1999\s+Movie/ })).toBeVisible();
  });

  it('opens the suggestion chosen with the arrow keys and Enter', async () => {
    fakeApi.use(
      answer('/api/suggestions/orbit', orbit),
      answer(`/api/movie/${MOVIE_ID}`, fullMovie),
    );
    const { user, box, router, button } = await openSearchBox();
    await user.keyboard('orbit');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    // The highlighted option is the combobox's active descendant (aria-selected is for a value).
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/movie/${MOVIE_ID}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Orbit of Ash/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the full results for the text on Enter with no suggestion chosen', async () => {
    fakeApi.use(answer('/api/suggestions/orbit', orbit));
    const { user, router } = await openSearchBox();
    await user.keyboard('orbit');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ q: 'orbit' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('closes the list on Escape, then the box, giving focus back to its button', async () => {
    fakeApi.use(answer('/api/suggestions/orbit', orbit));
    const { user, box, button } = await openSearchBox();
    await user.keyboard('orbit');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveValue('orbit');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('never shows an older text’s answer after a newer one’s', async () => {
    let releaseOlder: () => void = () => undefined;
    const older = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderAsked = false;
    let olderAnswered = false;
    fakeApi.use(
      http.get(apiUrl('/api/suggestions/orb'), async () => {
        olderAsked = true;
        await older;
        olderAnswered = true;
        return HttpResponse.json({
          results: [{ id: 9, mediaType: 'movie', name: 'Orb Weaver', year: 2001, imagePath: null }],
        } satisfies SuggestionListResponse);
      }),
      answer('/api/suggestions/orbit', orbit),
    );
    const { user } = await openSearchBox();
    await user.keyboard('orb');
    await waitFor(() => expect(olderAsked).toBe(true));
    await user.keyboard('it');
    await waitFor(() => expect(options()).toHaveLength(3));
    releaseOlder();
    await waitFor(() => expect(olderAnswered).toBe(true));
    // Give the late answer every chance to reach the screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Orb Weaver')).not.toBeInTheDocument();
    expect(names()[0]).toMatch(/^Orbit of Ash/);
  });
});
