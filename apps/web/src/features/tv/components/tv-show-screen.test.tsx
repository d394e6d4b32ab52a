import type { TvShowResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { bareShow, fullShow, SHOW_ID } from '@/testing/fixtures/tv.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/tv/${SHOW_ID}`;
const apiPath = `/api/tvshow/${SHOW_ID}`;

async function openShow(body: TvShowResponse) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('TV show screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullShow,
    heading: 'Harbour Lights',
    thing: 'TV show',
  });

  it('shows the show: rating, creators, facts, episodes to air, networks and links', async () => {
    await openShow(fullShow);
    expect(document.title).toBe('Harbour Lights | Media Search');
    expect(screen.getByText('TV-14')).toBeVisible();
    expect(screen.getByText('Every light is a promise.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Created by' })).getByRole('link', {
        name: 'Iris Calder',
      }),
    ).toHaveAttribute('href', '/person/602');
    expect(screen.getByText('Status:').nextSibling).toHaveTextContent('Returning Series');
    expect(screen.getByText('Episodes:').nextSibling).toHaveTextContent('16');
    expect(screen.getByRole('link', { name: /Last Episode to Air.*Low Tide/ })).toHaveAttribute(
      'href',
      `/tvepisode?series=${SHOW_ID}&season=2&episode=1`,
    );
    expect(screen.getByRole('link', { name: /Next Episode to Air.*High Water/ })).toHaveAttribute(
      'href',
      `/tvepisode?series=${SHOW_ID}&season=2&episode=2`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Networks' })).getByText('Coastline TV'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'IMDB' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute(
      'href',
      'https://harbour.example/',
    );
    expect(screen.getByRole('button', { name: 'Watch Trailer' })).toBeVisible();
  });

  it('lists its seasons, Specials first, each leading to the season', async () => {
    await openShow(fullShow);
    await userEvent.click(screen.getByRole('button', { name: 'Seasons' }));
    const links = within(section('Seasons')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/tvseason?series=${SHOW_ID}&season=0`,
      `/tvseason?series=${SHOW_ID}&season=1`,
    ]);
    expect(links[0]).toHaveTextContent('Season 0Specials2020 · 1 episode');
    expect(links[1]).toHaveTextContent('Season 12019 · 8 episodesThe first winter.');
  });

  it('shows the top-billed cast with the way to the full cast', async () => {
    await openShow(fullShow);
    const cast = section('Top Billed Cast');
    expect(within(cast).getByRole('link', { name: /Nell Avery/ })).toHaveAttribute(
      'href',
      '/person/601',
    );
    expect(within(cast).getByRole('link', { name: 'Full Cast & Crew' })).toHaveAttribute(
      'href',
      `/tv/${SHOW_ID}/cast`,
    );
    // The whole cast is shown, so no count of how many more there are.
    expect(within(cast).queryByText(/shown$/)).not.toBeInTheDocument();
  });

  it('leaves out the sections it has nothing for', async () => {
    await openShow(bareShow);
    for (const name of ['Seasons', 'Top Billed Cast', 'Images', 'Recommendations', 'Similar']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Created by')).not.toBeInTheDocument();
    expect(screen.queryByText(/Episode to Air/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Networks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IMDB' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide' }));
    expect(within(section('Watch Guide')).getAllByText('None')).toHaveLength(4);
  });
});
