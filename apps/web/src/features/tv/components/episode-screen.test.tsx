import type { EpisodeResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
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
    backTo: { name: 'Go to the show', href: `/tv/${SHOW_ID}` },
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

  it("puts the visitor's own stars beside TMDB's rating", async () => {
    await openEpisode(fullEpisode);
    const tmdb = screen.getByText('Rated 4.1 out of 5 from 25 votes');
    const yours = screen.getByRole('group', { name: 'Your rating' });
    expect(within(yours).getByRole('radio', { name: 'Not rated' })).toBeChecked();
    expect(within(yours).getByRole('radio', { name: '4.5 stars' })).toBeEnabled();
    // Beside it: on the same line as TMDB's stars, not on a line of its own.
    expect(yours.parentElement).toBe(tmdb.parentElement?.parentElement);
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

/** What a visitor reads of the full episode in each other language. */
const IN_LANGUAGE = {
  de: {
    season: 'Staffel 2',
    episode: 'Folge 2',
    rating: 'Bewertet mit 4,1 von 5 bei 25 Stimmen',
    makers: ['Regie und Drehbuch', 'Regie', 'Drehbuch'],
    facts: [
      ['Laufzeit:', '51 Min.'],
      ['Ausstrahlung:', '8. März 2021'],
    ],
    neighbours: ['Folgen', /^Vorherige Folge\s*Staffel 2, Folge 1$/],
    guestStars: 'Gaststars',
  },
  fr: {
    season: 'Saison 2',
    episode: 'Épisode 2',
    rating: 'Noté 4,1 sur 5 par 25 votants',
    makers: ['Réalisation et scénario', 'Réalisation', 'Scénario'],
    facts: [
      ['Durée :', '51 min'],
      ['Date de diffusion :', '8 mars 2021'],
    ],
    neighbours: ['Épisodes', /^Épisode précédent\s*Saison 2, épisode 1$/],
    guestStars: 'Invités',
  },
  es: {
    season: 'Temporada 2',
    episode: 'Episodio 2',
    rating: 'Valoración de 4,1 sobre 5 con 25 votos',
    makers: ['Dirección y guion', 'Dirección', 'Guion'],
    facts: [
      ['Duración:', '51 min'],
      ['Fecha de emisión:', '8 de marzo de 2021'],
    ],
    neighbours: ['Episodios', /^Episodio anterior\s*Temporada 2, episodio 1$/],
    guestStars: 'Estrellas invitadas',
  },
} as const;

describe.each(OTHER_LANGUAGES)('episode screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('shows where it sits, its rating, makers, facts and neighbours in the language', async () => {
    await openEpisode(fullEpisode);
    expect(screen.getByRole('link', { name: text.season })).toBeVisible();
    expect(screen.getByText(text.episode, { exact: false })).toBeVisible();
    expect(screen.getByText(text.rating)).toBeInTheDocument();
    const [makersLabel, director, writer] = text.makers;
    const makers = screen.getByRole('list', { name: makersLabel });
    expect(within(makers).getByText(director)).toBeVisible();
    expect(within(makers).getByText(writer)).toBeVisible();
    for (const [label, value] of text.facts) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    const [nav, previous] = text.neighbours;
    const episodes = screen.getByRole('navigation', { name: nav });
    expect(within(episodes).getByRole('link', { name: previous })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: text.guestStars })).toBeVisible();
  });
});
