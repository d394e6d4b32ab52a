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
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

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
    expect(cardTitles(within(credits).getByRole('list', { name: 'Acting credits' }))).toEqual([
      'Embers Rising',
      'Glass Meridian',
    ]);
    expect(cardTitles(within(credits).getByRole('list', { name: 'Appearances as Self' }))).toEqual([
      'Behind the Embers',
    ]);
  });

  it("crops a poster in a credit's wide box to its upper part, a backdrop to its middle", async () => {
    const [first, second, ...rest] = fullPerson.combinedCredits.cast;
    if (!first || !second) throw new Error('the fixture has two acting roles');
    await openPerson({
      ...fullPerson,
      combinedCredits: {
        ...fullPerson.combinedCredits,
        cast: [
          { ...first, backdropPath: '/embers-wide.jpg' },
          { ...second, posterPath: '/meridian-tall.jpg' },
          ...rest,
        ],
      },
    });
    const acting = within(section('Credits')).getByRole('list', { name: 'Acting credits' });
    const crops = [...acting.querySelectorAll('img')].map(
      (image) => getComputedStyle(image).objectPosition,
    );
    expect(crops).toEqual(['50% 50%', '50% 20%']);
  });

  it('switches to TV shows and to other departments, keeping the choice in the address', async () => {
    const { router } = await openPerson(fullPerson);
    const credits = section('Credits');
    await userEvent.click(within(credits).getByRole('button', { name: 'Directing' }));
    const directing = within(credits).getByRole('list', { name: 'Directing credits' });
    expect(within(directing).getByRole('link', { name: /Salt Line\s*Director/ })).toHaveAttribute(
      'href',
      '/movie/106',
    );
    expect(router.state.location.search).toEqual({ media: 'movie', department: 'Directing' });

    await userEvent.click(within(credits).getByRole('button', { name: 'TV Shows' }));
    const tv = within(credits).getByRole('list', { name: 'Acting credits' });
    expect(within(tv).getByRole('link', { name: /Harbour Lights/ })).toHaveTextContent(
      'Keeper Wren2019 · 16 episodes',
    );
    expect(router.state.location.search).toEqual({ media: 'tv' });
  });

  it('opens on the credits the address names', async () => {
    await openPerson(fullPerson, `${path}?media=tv`);
    expect(
      cardTitles(within(section('Credits')).getByRole('list', { name: 'Acting credits' })),
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
    directing: ['Regie', 'Mitwirkung: Regie', /Salt Line\s*Regie/],
    tv: ['Serien', 'Keeper Wren2019 · 16 Folgen'],
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
    directing: ['Réalisation', 'Filmographie\u00a0: Réalisation', /Salt Line\s*Réalisation/],
    tv: ['Séries', 'Keeper Wren2019 · 16 épisodes'],
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
    directing: ['Dirección', 'Filmografía: Dirección', /Salt Line\s*Dirección/],
    tv: ['Series', 'Keeper Wren2019 · 16 episodios'],
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
    expect(cardTitles(within(credits).getByRole('list', { name: roles }))).toEqual([
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
    const list = within(credits).getByRole('list', { name: directingList });
    expect(within(list).getByRole('link', { name: saltLine })).toHaveAttribute(
      'href',
      '/movie/106',
    );

    const [tvShows, harbourLights] = text.tv;
    await userEvent.click(within(credits).getByRole('button', { name: tvShows }));
    expect(within(credits).getByRole('link', { name: /Harbour Lights/ })).toHaveTextContent(
      harbourLights,
    );
  });
});
