import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { bareMovie, fullMovie, MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/movie/${MOVIE_ID}`;
const apiPath = `/api/movie/${MOVIE_ID}`;

/** The screen once the API has answered `body`, found by its heading. */
async function openMovie(body: typeof fullMovie) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Orbit of Ash (1999)' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('movie screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullMovie,
    heading: 'Orbit of Ash (1999)',
    thing: 'Movie',
  });

  it('shows the movie: title, rating, facts, key crew and links', async () => {
    await openMovie(fullMovie);
    expect(document.title).toBe('Orbit of Ash | Media Search');
    expect(screen.getByText('Nothing burns forever.')).toBeVisible();
    expect(screen.getByText('R')).toBeVisible();
    expect(screen.getByText('Rated 4.2 out of 5 from 2,000 votes')).toBeInTheDocument();
    expect(screen.getByText('Budget:').nextSibling).toHaveTextContent('$63,000,000');
    expect(screen.getByText('Genres:').nextSibling).toHaveTextContent('Drama - Science Fiction');
    expect(screen.getByText('Runtime:').nextSibling).toHaveTextContent('139 mins');
    const keyCrew = screen.getByRole('list', { name: 'Key crew' });
    expect(within(keyCrew).getByRole('link', { name: 'Ada Fenwick' })).toHaveAttribute(
      'href',
      '/person/301',
    );
    expect(within(keyCrew).getByText('Director, Writer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'IMDB' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/title/tt0000101/',
    );
    expect(screen.getByRole('button', { name: 'Watch Trailer' })).toBeVisible();
  });

  it('shows the cast, collection, videos, images and titles to watch next', async () => {
    await openMovie(fullMovie);
    const cast = section('Top Billed Cast');
    expect(within(cast).getByRole('link', { name: /Mara Quell/ })).toHaveAttribute(
      'href',
      '/person/201',
    );
    expect(within(cast).getByText('Captain Ines')).toBeVisible();
    expect(within(cast).getByText('2 of 12 shown')).toBeVisible();
    expect(within(cast).getByRole('link', { name: 'Full Cast & Crew' })).toHaveAttribute(
      'href',
      `/movie/${MOVIE_ID}/cast`,
    );
    expect(within(section('Collection')).getByRole('link')).toHaveAttribute(
      'href',
      '/collection/7',
    );
    expect(screen.getByRole('heading', { name: 'Part of the Ash Collection' })).toBeVisible();
    expect(
      within(section('Videos')).getByRole('button', { name: 'Official Trailer' }),
    ).toBeVisible();
    expect(
      within(section('Images')).getByRole('button', { name: 'Backdrops: image 1 of 1' }),
    ).toBeVisible();
    expect(
      within(section('Recommendations')).getByRole('link', { name: /Embers Rising/ }),
    ).toHaveAttribute('href', '/movie/102');
    expect(within(section('Similar')).getByRole('link', { name: /Cold Harbour/ })).toHaveAttribute(
      'href',
      '/movie/103',
    );
  });

  it('lists where it streams in the Watch Guide', async () => {
    await openMovie(fullMovie);
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide' }));
    const guide = section('Watch Guide');
    expect(within(guide).getByRole('link', { name: 'Streamflix' })).toHaveAttribute(
      'href',
      fullMovie.watchProviders.results.us.link,
    );
    expect(within(guide).getAllByText('None')).toHaveLength(3);
  });

  it('leaves out the sections it has nothing for', async () => {
    await openMovie(bareMovie);
    for (const name of [
      'Top Billed Cast',
      'Collection',
      'Videos',
      'Images',
      'Recommendations',
      'Similar',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key crew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IMDB' })).not.toBeInTheDocument();
    // The Watch Guide always shows, saying there is nowhere to watch it.
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide' }));
    expect(within(section('Watch Guide')).getAllByText('None')).toHaveLength(4);
  });
});
