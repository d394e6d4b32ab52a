import type { PersonResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    expect(within(section('Credits')).getByText('None')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Biography' }));
    expect(within(section('Biography')).getByText('No biography available.')).toBeVisible();
  });
});
