import type { SeasonResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
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
    backTo: { name: 'Go to the show', href: `/tv/${SHOW_ID}` },
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

/** What a visitor reads of the full season in each other language. */
const IN_LANGUAGE = {
  de: {
    season: 'Staffel 2',
    title: 'Harbour Lights: Staffel 2 | Media Search',
    airDate: ['Ausstrahlung:', '1. März 2021'],
    episodes: 'Folgen',
    card: [/^Folge 1\s*Low Tide/, '1. März 2021 · 48 Min.', 'Bewertung 4,0/5,0 (40)'],
    neighbours: ['Staffeln', /^Vorherige Staffel\s*Staffel 1$/, /^Nächste Staffel\s*Staffel 3$/],
  },
  fr: {
    season: 'Saison 2',
    title: 'Harbour Lights\u00a0: saison 2 | Media Search',
    airDate: ['Date de diffusion :', '1 mars 2021'],
    episodes: 'Épisodes',
    card: [/^Épisode 1\s*Low Tide/, '1 mars 2021 · 48 min', 'Note 4,0/5,0 (40)'],
    neighbours: ['Saisons', /^Saison précédente\s*Saison 1$/, /^Saison suivante\s*Saison 3$/],
  },
  es: {
    season: 'Temporada 2',
    title: 'Harbour Lights: temporada 2 | Media Search',
    airDate: ['Fecha de emisión:', '1 de marzo de 2021'],
    episodes: 'Episodios',
    card: [/^Episodio 1\s*Low Tide/, '1 de marzo de 2021 · 48 min', 'Valoración 4,0/5,0 (40)'],
    neighbours: [
      'Temporadas',
      /^Temporada anterior\s*Temporada 1$/,
      /^Temporada siguiente\s*Temporada 3$/,
    ],
  },
} as const;

describe.each(OTHER_LANGUAGES)('season screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('shows its heading, air date, episode cards and neighbours in the language', async () => {
    fakeApi.use(answer(apiPath, fullSeason));
    renderRoute(path);
    await screen.findByRole('heading', { level: 2, name: text.season });
    expect(document.title).toBe(text.title);
    const [label, value] = text.airDate;
    expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    expect(screen.getByRole('heading', { level: 2, name: text.episodes })).toBeVisible();
    const [cardName, facts, rating] = text.card;
    const card = screen.getByRole('link', { name: cardName });
    expect(card).toHaveTextContent(facts);
    expect(card).toHaveTextContent(rating);
    const [nav, previous, next] = text.neighbours;
    const seasons = screen.getByRole('navigation', { name: nav });
    expect(within(seasons).getByRole('link', { name: previous })).toBeVisible();
    expect(within(seasons).getByRole('link', { name: next })).toBeVisible();
  });
});

describe('season screen in German', () => {
  beforeEach(() => setTestLanguage('de'));

  it('does not repeat a name that only says the season’s number', async () => {
    fakeApi.use(answer(apiPath, { ...fullSeason, name: 'Season 2' }));
    renderRoute(path);
    await screen.findByRole('heading', { level: 2, name: 'Staffel 2' });
    expect(screen.queryByText('Season 2')).not.toBeInTheDocument();
    expect(screen.queryAllByText('Staffel 2')).toHaveLength(1);
  });
});
