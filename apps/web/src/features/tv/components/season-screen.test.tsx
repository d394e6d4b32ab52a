import type { SeasonResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { bareSeason, fullSeason, SEASON_NUMBER, SHOW_ID } from '@/testing/fixtures/tv.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/tvseason?series=${SHOW_ID}&season=${SEASON_NUMBER}`;
const apiPath = `/api/tvshow/${SHOW_ID}/seasons/${SEASON_NUMBER}`;

async function openSeason(body: SeasonResponse) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'Season 2' });
}

describe('season screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullSeason,
    heading: 'Harbour Lights',
    thing: 'Season',
  });

  it('shows the season under its show, with its name, air date and overview', async () => {
    await openSeason(fullSeason);
    expect(document.title).toBe('Harbour Lights: Season 2 | Media Search');
    expect(
      within(screen.getByRole('heading', { level: 1 })).getByRole('link', {
        name: 'Harbour Lights',
      }),
    ).toHaveAttribute('href', `/tv/${SHOW_ID}`);
    expect(screen.getByText('The Storm Year')).toBeVisible();
    expect(screen.getByText('Air Date:').nextSibling).toHaveTextContent('March 1, 2021');
    expect(screen.getByText('The lamp fails in a gale.')).toBeVisible();
  });

  it('has a card per episode, each leading to the episode', async () => {
    await openSeason(fullSeason);
    const lowTide = screen.getByRole('link', { name: /Episode 1\s*Low Tide/ });
    expect(lowTide).toHaveAttribute('href', `/tvepisode?series=${SHOW_ID}&season=2&episode=1`);
    expect(lowTide).toHaveTextContent('48 mins');
    expect(lowTide).toHaveTextContent('Rating 4.0/5.0 (40)');
    expect(screen.getByRole('link', { name: /Episode 2\s*High Water/ })).toHaveAttribute(
      'href',
      `/tvepisode?series=${SHOW_ID}&season=2&episode=2`,
    );
  });

  it('leads to the seasons either side, named as SPEC names them', async () => {
    await openSeason(fullSeason);
    const seasons = screen.getByRole('navigation', { name: 'Seasons' });
    expect(
      within(seasons).getByRole('link', { name: /^Previous season\s*Season 1$/ }),
    ).toHaveAttribute('href', `/tvseason?series=${SHOW_ID}&season=1`);
    expect(within(seasons).getByRole('link', { name: /^Next season\s*Season 3$/ })).toHaveAttribute(
      'href',
      `/tvseason?series=${SHOW_ID}&season=3`,
    );
  });

  it('says None when it has no episodes yet, and leads nowhere else', async () => {
    await openSeason(bareSeason);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Episodes' }).nextSibling,
    ).toHaveTextContent('None');
    expect(screen.queryByText('Air Date:')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seasons' })).not.toBeInTheDocument();
  });
});
