import { cleanup, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiUrl, failure, fakeApi, heldAnswer } from '@/testing/fake-api.ts';
import {
  discoveredMovies,
  discoveredShow,
  genres,
  languages,
  moviePage,
  providers,
  tvPage,
} from '@/testing/fixtures/discover.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const discoverMovies = '/api/discover/movie';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const resultLinks = () =>
  within(screen.getByRole('region', { name: 'Discover Movies results' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('Discover screen', () => {
  beforeEach(() => {
    // What the filters offer to choose from.
    fakeApi.use(
      answer('/api/genres/:type', genres),
      answer('/api/languages', languages),
      answer('/api/watch-providers/:type', providers),
    );
  });

  it('shows a spinner while the first page has not come, then the titles and their count', async () => {
    // Once first, so that the screen's code has loaded: the spinner then waits for the data.
    fakeApi.use(answer(discoverMovies, moviePage(discoveredMovies)));
    renderRoute('/discover/movies');
    await heading('Discover Movies');
    cleanup();

    const held = heldAnswer(discoverMovies, moviePage(discoveredMovies));
    fakeApi.use(held.handler);
    renderRoute('/discover/movies');
    const spinner = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(screen.queryByRole('link', { name: /Orbit of Ash/ })).not.toBeInTheDocument();
    held.release();
    await waitForElementToBeRemoved(spinner);
    expect(await heading('Discover Movies')).toBeVisible();
    expect(screen.getByText('2 titles')).toBeVisible();
    expect(resultLinks()).toEqual(['/movie/101', '/movie/102']);
  });

  it("shows the API's error with Try again, which loads the titles", async () => {
    fakeApi.use(failure(discoverMovies, 502, 'UPSTREAM_ERROR', 'The catalogue did not answer.'));
    renderRoute('/discover/movies');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The catalogue did not answer.',
    );
    expect(screen.queryByText(/\d titles?$/)).not.toBeInTheDocument();
    // The catalogue is back.
    fakeApi.use(answer(discoverMovies, moviePage(discoveredMovies)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2 titles')).toBeVisible();
  });

  it('asks the API for the filters in the address, and changes them there', async () => {
    fakeApi.use(
      http.get(apiUrl(discoverMovies), ({ request }) => {
        const sortBy = new URL(request.url).searchParams.get('sortBy');
        // Sorted by rating the films come in the other order.
        const films = sortBy === 'rating' ? discoveredMovies.toReversed() : discoveredMovies;
        return HttpResponse.json(moviePage(films));
      }),
    );
    const { router } = renderRoute('/discover/movies?sortBy=rating');
    await heading('Discover Movies');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Rating');
    expect(resultLinks()).toEqual(['/movie/102', '/movie/101']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Popularity' }));
    await screen.findByRole('link', { name: /Orbit of Ash/ });
    expect(router.state.location.search).toEqual({});
    expect(resultLinks()).toEqual(['/movie/101', '/movie/102']);
  });

  it('says when nothing matches, and Clear filters shows everything again', async () => {
    fakeApi.use(
      http.get(apiUrl(discoverMovies), ({ request }) =>
        HttpResponse.json(
          moviePage(new URL(request.url).searchParams.has('genres') ? [] : discoveredMovies),
        ),
      ),
    );
    const { router } = renderRoute('/discover/movies?genres=18');
    const nothing = await screen.findByText('No titles match these filters.');
    expect(nothing).toBeVisible();
    expect(screen.getByText('0 titles')).toBeVisible();
    // The one beside the message (the filters panel has one too).
    const besideMessage = nothing.parentElement ?? document.body;
    await userEvent.click(within(besideMessage).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Orbit of Ash/ })).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });

  it('discovers TV shows at /discover/tv', async () => {
    fakeApi.use(answer('/api/discover/tv', tvPage([discoveredShow])));
    renderRoute('/discover/tv');
    expect(await heading('Discover TV Shows')).toBeVisible();
    expect(await screen.findByRole('link', { name: /Harbour Lights/ })).toHaveAttribute(
      'href',
      '/tv/501',
    );
    expect(screen.getByText('1 title')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveAttribute(
      'href',
      '/discover/movies',
    );
  });
});
