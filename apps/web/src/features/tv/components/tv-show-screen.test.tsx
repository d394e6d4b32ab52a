import type { TvShowResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
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

  it('lists its seasons, Specials last, each leading to the season', async () => {
    // The API lists Specials first, as TMDB does.
    await openShow(fullShow);
    await userEvent.click(screen.getByRole('button', { name: 'Seasons' }));
    const links = within(section('Seasons')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/tvseason?series=${SHOW_ID}&season=1`,
      `/tvseason?series=${SHOW_ID}&season=0`,
    ]);
    expect(links[0]).toHaveTextContent('Season 12019 · 8 episodesThe first winter.');
    expect(links[1]).toHaveTextContent('Season 0Specials2020 · 1 episode');
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

/** What a visitor reads of the full show in each other language. */
const IN_LANGUAGE = {
  de: {
    rating: 'Bewertet mit 3,9 von 5 bei 310 Stimmen',
    facts: [
      ['Erstausstrahlung:', '1. September 2019'],
      ['Letzte Ausstrahlung:', '2. März 2021'],
      ['Status:', 'Wird fortgesetzt'],
      ['Staffeln:', '2'],
      ['Folgen:', '16'],
      ['Originalsprache:', 'Englisch'],
    ],
    createdBy: 'Entwickelt von',
    lastEpisode: /^Zuletzt ausgestrahlte Folge\s*Low Tide\s*Staffel 2, Folge 1 · 1\. März 2021$/,
    networks: 'Sender',
    homepage: 'Website',
    seasons: ['Staffeln', 'Staffel 0Specials2020 · 1 Folge'],
    cast: ['Hauptbesetzung', 'Gesamte Besetzung & Crew'],
    watchGuide: ['Wo ansehen', 'Abo'],
  },
  fr: {
    rating: 'Noté 3,9 sur 5 par 310 votants',
    facts: [
      ['Première diffusion :', '1 septembre 2019'],
      ['Dernière diffusion :', '2 mars 2021'],
      ['Statut :', 'Série renouvelée'],
      ['Saisons :', '2'],
      ['Épisodes :', '16'],
      ['Langue d’origine :', 'anglais'],
    ],
    createdBy: 'Créée par',
    lastEpisode: /^Dernier épisode diffusé\s*Low Tide\s*Saison 2, épisode 1 · 1 mars 2021$/,
    networks: 'Chaînes',
    homepage: 'Site officiel',
    seasons: ['Saisons', 'Saison 0Specials2020 · 1 épisode'],
    cast: ['Têtes d’affiche', 'Distribution et équipe technique'],
    watchGuide: ['Où regarder', 'Abonnement'],
  },
  es: {
    rating: 'Valoración de 3,9 sobre 5 con 310 votos',
    facts: [
      ['Primera emisión:', '1 de septiembre de 2019'],
      ['Última emisión:', '2 de marzo de 2021'],
      ['Estado:', 'Serie renovada'],
      ['Temporadas:', '2'],
      ['Episodios:', '16'],
      ['Idioma original:', 'inglés'],
    ],
    createdBy: 'Creada por',
    lastEpisode:
      /^Último episodio emitido\s*Low Tide\s*Temporada 2, episodio 1 · 1 de marzo de 2021$/,
    networks: 'Cadenas',
    homepage: 'Sitio web oficial',
    seasons: ['Temporadas', 'Temporada 0Specials2020 · 1 episodio'],
    cast: ['Reparto principal', 'Reparto y equipo completos'],
    watchGuide: ['Dónde ver', 'Suscripción'],
  },
} as const;

describe.each(OTHER_LANGUAGES)('TV show screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('shows its facts, dates, status, seasons and headings in the language', async () => {
    await openShow(fullShow);
    expect(screen.getByText(text.rating)).toBeInTheDocument();
    for (const [label, value] of text.facts) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('list', { name: text.createdBy })).toBeVisible();
    expect(screen.getByRole('link', { name: text.lastEpisode })).toBeVisible();
    expect(screen.getByRole('list', { name: text.networks })).toBeVisible();
    expect(screen.getByRole('link', { name: text.homepage })).toBeVisible();
    const [cast, fullCast] = text.cast;
    expect(within(section(cast)).getByRole('link', { name: fullCast })).toBeVisible();

    const [seasons, specials] = text.seasons;
    await userEvent.click(screen.getByRole('button', { name: seasons }));
    expect(within(section(seasons)).getAllByRole('link').at(-1)).toHaveTextContent(specials);
    const [watchGuide, subscription] = text.watchGuide;
    await userEvent.click(screen.getByRole('button', { name: watchGuide }));
    expect(within(section(watchGuide)).getByRole('heading', { name: subscription })).toBeVisible();
  });
});
