import type { EpisodeResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import {
  bareEpisode,
  EPISODE_NUMBER,
  fullEpisode,
  SEASON_NUMBER,
  SHOW_ID,
} from '@/testing/fixtures/tv.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/tvepisode?series=${SHOW_ID}&season=${SEASON_NUMBER}&episode=${EPISODE_NUMBER}`;
const apiPath = `/api/tvshow/${SHOW_ID}/seasons/${SEASON_NUMBER}/episode/${EPISODE_NUMBER}`;

async function openEpisode(body: EpisodeResponse) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'High Water' });
}

describe('episode screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullEpisode,
    heading: 'Harbour Lights',
    thing: 'Episode',
  });

  it('shows where the episode sits, its rating, makers and facts', async () => {
    await openEpisode(fullEpisode);
    expect(document.title).toBe('Harbour Lights: High Water | Media Search');
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      `/tv/${SHOW_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Season 2' })).toHaveAttribute(
      'href',
      `/tvseason?series=${SHOW_ID}&season=2`,
    );
    expect(screen.getByText('Rated 4.1 out of 5 from 25 votes')).toBeInTheDocument();
    expect(screen.getByText('The harbour floods.')).toBeVisible();
    const makers = screen.getByRole('list', { name: 'Directed and written by' });
    expect(
      within(makers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lena Marsh', 'Sam Ortiz']);
    expect(screen.getByText('Runtime:').nextSibling).toHaveTextContent('51 mins');
    expect(screen.getByText('Air Date:').nextSibling).toHaveTextContent('March 8, 2021');
  });

  it('leads to the episodes either side and to its guest stars', async () => {
    await openEpisode(fullEpisode);
    const episodes = screen.getByRole('navigation', { name: 'Episodes' });
    expect(
      within(episodes).getByRole('link', { name: /Previous episode.*Season 2, Episode 1/ }),
    ).toHaveAttribute('href', `/tvepisode?series=${SHOW_ID}&season=2&episode=1`);
    expect(
      within(episodes).getByRole('link', { name: /Next episode.*Season 3, Episode 1/ }),
    ).toHaveAttribute('href', `/tvepisode?series=${SHOW_ID}&season=3&episode=1`);
    expect(screen.getByRole('link', { name: /Owen Pike\s*Harbourmaster/ })).toHaveAttribute(
      'href',
      '/person/701',
    );
  });

  it('says None for guest stars it has none of, and names no makers or neighbours', async () => {
    await openEpisode(bareEpisode);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Guest Stars' }).nextSibling,
    ).toHaveTextContent('None');
    expect(screen.queryByRole('list', { name: 'Directed and written by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Episodes' })).not.toBeInTheDocument();
    expect(screen.getByText('Runtime:').nextSibling).toHaveTextContent('0 mins');
  });
});
