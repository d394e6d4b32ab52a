import type { PersonResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { barePerson, fullPerson, PERSON_ID } from '@/testing/fixtures/person.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/person/${PERSON_ID}`;
const apiPath = `/api/actor/${PERSON_ID}`;

async function openPerson(body: PersonResponse, address = path) {
  fakeApi.use(answer(apiPath, body));
  const rendered = renderRoute(address);
  await screen.findByRole('heading', { level: 1, name: 'Mara Quell' });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });
/** The titles a credit list leads to, in its order. */
const creditTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
/** Each credit's line as read: year, title, then role and episodes. */
const creditLines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('person screen', () => {
  describeLoadStates({ path, apiPath, body: fullPerson, heading: 'Mara Quell', thing: 'Person' });

  it('shows the person: facts, links, biography, known for and pictures', async () => {
    await openPerson(fullPerson);
    expect(document.title).toBe('Mara Quell | Media Search');
    expect(screen.getByText('Known For:').nextSibling).toHaveTextContent('Acting');
    expect(screen.getByText('Born:').nextSibling).toHaveTextContent('February 10, 1950');
    expect(screen.getByText('Died:').nextSibling).toHaveTextContent('January 5, 2020 (aged 69)');
    expect(screen.getByText('Place of Birth:').nextSibling).toHaveTextContent(
      'Port Ellen, Scotland',
    );
    expect(screen.getByRole('link', { name: 'IMDB' })).toHaveAttribute(
      'href',
      'https://www.imdb.com/name/nm0000801/',
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/maraquell/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Biography' }));
    expect(within(section('Biography')).getByText(/Born by the sea\./)).toBeVisible();
    expect(
      within(section('Known For')).getByRole('link', { name: /Embers Rising/ }),
    ).toHaveAttribute('href', '/movie/102');
    expect(
      within(section('Images')).getByRole('button', { name: 'Profiles: image 1 of 1' }),
    ).toBeVisible();
  });

  it('lists movie roles first, appearances as themselves apart', async () => {
    await openPerson(fullPerson);
    const credits = section('Credits');
    expect(within(credits).getByRole('button', { name: 'Movies' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(creditTitles(within(credits).getByRole('list', { name: 'Acting credits' }))).toEqual([
      'Embers Rising',
      'Glass Meridian',
    ]);
    expect(
      creditTitles(within(credits).getByRole('list', { name: 'Appearances as Self' })),
    ).toEqual(['Behind the Embers']);
  });

  it('lists credits compactly by year, undated first, each line its year, title and role', async () => {
    const [embers] = fullPerson.combinedCredits.cast;
    if (!embers) throw new Error('the fixture has an acting role');
    const undated = {
      ...embers,
      id: 107,
      title: 'Embers Returning',
      releaseDate: null,
      posterPath: '/embers-returning.jpg',
    };
    await openPerson({
      ...fullPerson,
      combinedCredits: {
        ...fullPerson.combinedCredits,
        cast: [...fullPerson.combinedCredits.cast, undated],
      },
    });
    const acting = within(section('Credits')).getByRole('list', { name: 'Acting credits' });
    expect(creditLines(acting)).toEqual([
      '—Date unknownEmbers ReturningDr. Hale',
      '2003Embers RisingDr. Hale',
      '1996Glass MeridianYoung Hale',
    ]);
    // A line, not an image card: the list shows no pictures.
    expect(acting.querySelectorAll('img')).toHaveLength(0);
    expect(within(acting).getByRole('link', { name: 'Embers Returning' })).toHaveAttribute(
      'href',
      '/movie/107',
    );
  });

  it('switches to TV shows and to other departments, keeping the choice in the address', async () => {
    const { router } = await openPerson(fullPerson);
    const credits = section('Credits');
    await userEvent.click(within(credits).getByRole('button', { name: 'Directing' }));
    const directing = within(credits).getByRole('list', { name: 'Directing credits' });
    expect(creditLines(directing)).toEqual(['2015Salt LineDirector']);
    expect(within(directing).getByRole('link', { name: 'Salt Line' })).toHaveAttribute(
      'href',
      '/movie/106',
    );
    expect(router.state.location.search).toEqual({ media: 'movie', department: 'Directing' });

    await userEvent.click(within(credits).getByRole('button', { name: 'TV Shows' }));
    const tv = within(credits).getByRole('list', { name: 'Acting credits' });
    expect(creditLines(tv)).toEqual(['2019Harbour LightsKeeper Wren · 16 episodes']);
    expect(router.state.location.search).toEqual({ media: 'tv' });
  });

  it('opens on the credits the address names', async () => {
    await openPerson(fullPerson, `${path}?media=tv`);
    expect(
      creditTitles(within(section('Credits')).getByRole('list', { name: 'Acting credits' })),
    ).toEqual(['Harbour Lights']);
  });

  it('says so where it knows nothing, and leaves out what it has none of', async () => {
    await openPerson(barePerson);
    expect(screen.queryByText('Born:')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'IMDB' })).not.toBeInTheDocument();
    for (const name of ['Known For', 'Images']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(within(section('Credits')).getByText('No movie credits')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'TV Shows' }));
    expect(within(section('Credits')).getByText('No TV credits')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Biography' }));
    expect(within(section('Biography')).getByText('No biography available.')).toBeVisible();
  });
});

/** What a visitor reads of the full person in each other language. */
const IN_LANGUAGE = {
  de: {
    facts: [
      ['Bekannt für:', 'Schauspiel'],
      ['Geboren:', '10. Februar 1950'],
      ['Gestorben:', '5. Januar 2020 (im Alter von 69 Jahren)'],
      ['Geburtsort:', 'Port Ellen, Scotland'],
    ],
    knownFor: 'Bekannt für',
    credits: ['Filmografie', 'Filme', 'Rollen', 'Auftritte als sich selbst'],
    directing: ['Regie', 'Mitwirkung: Regie', '2015Salt LineRegie'],
    tv: ['Serien', '2019Harbour LightsKeeper Wren · 16 Folgen'],
    biography: 'Biografie',
    images: ['Bilder', 'Profilbilder: Bild 1 von 1'],
  },
  fr: {
    facts: [
      ['Célèbre pour :', 'Interprétation'],
      ['Naissance :', '10 février 1950'],
      ['Décès :', '5 janvier 2020 (à 69 ans)'],
      ['Lieu de naissance :', 'Port Ellen, Scotland'],
    ],
    knownFor: 'Célèbre pour',
    credits: ['Filmographie', 'Films', 'Rôles', 'Apparitions dans son propre rôle'],
    // Accessible names keep the no-break space before a French colon.
    directing: ['Réalisation', 'Filmographie\u00a0: Réalisation', '2015Salt LineRéalisation'],
    tv: ['Séries', '2019Harbour LightsKeeper Wren · 16 épisodes'],
    biography: 'Biographie',
    images: ['Images', 'Photos de profil\u00a0: image 1 sur 1'],
  },
  es: {
    facts: [
      ['Conocido por:', 'Interpretación'],
      ['Nacimiento:', '10 de febrero de 1950'],
      ['Fallecimiento:', '5 de enero de 2020 (a los 69 años)'],
      ['Lugar de nacimiento:', 'Port Ellen, Scotland'],
    ],
    knownFor: 'Conocido por',
    credits: ['Filmografía', 'Películas', 'Papeles', 'Apariciones en su propio papel'],
    directing: ['Dirección', 'Filmografía: Dirección', '2015Salt LineDirección'],
    tv: ['Series', '2019Harbour LightsKeeper Wren · 16 episodios'],
    biography: 'Biografía',
    images: ['Imágenes', 'Fotos de perfil: imagen 1 de 1'],
  },
} as const;

describe.each(OTHER_LANGUAGES)('person screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('shows its facts, dates, ages, credits and headings in the language', async () => {
    await openPerson(fullPerson);
    for (const [label, value] of text.facts) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(
      within(section(text.knownFor)).getByRole('link', { name: /Embers Rising/ }),
    ).toBeVisible();
    const [heading, movies, roles, asSelf] = text.credits;
    const credits = section(heading);
    expect(within(credits).getByRole('button', { name: movies })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(creditTitles(within(credits).getByRole('list', { name: roles }))).toEqual([
      'Embers Rising',
      'Glass Meridian',
    ]);
    expect(within(credits).getByRole('heading', { name: asSelf })).toBeVisible();
    const [images, thumbnail] = text.images;
    expect(within(section(images)).getByRole('button', { name: thumbnail })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: text.biography }));
    expect(within(section(text.biography)).getByText(/Born by the sea\./)).toBeVisible();

    const [directing, directingList, saltLine] = text.directing;
    await userEvent.click(within(credits).getByRole('button', { name: directing }));
    expect(creditLines(within(credits).getByRole('list', { name: directingList }))).toEqual([
      saltLine,
    ]);

    const [tvShows, harbourLights] = text.tv;
    await userEvent.click(within(credits).getByRole('button', { name: tvShows }));
    expect(creditLines(within(credits).getByRole('list', { name: roles }))).toEqual([
      harbourLights,
    ]);
  });
});
