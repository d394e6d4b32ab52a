/**
 * The Favorites screen's filter, sort, Export and Import, signed in, against the fake API over
 * HTTP: what the import preview shows, that confirming sends one bulk import, that a bad file
 * or a refused import changes nothing.
 */
import type { Favorite } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { renderWithApp } from '@/testing/render.tsx';
import type { FavoritesSearch } from '../lib/favorites-view.ts';
import { FavoritesList } from './favorites-list.tsx';

const signedIn: Auth = {
  isAuthenticated: true,
  isRestoring: false,
  user: { name: 'Ada', email: 'ada@example.com' },
  login: async () => true,
  logout: async () => undefined,
};

const favorite = (
  mediaId: string,
  mediaType: Favorite['mediaType'],
  mediaTitle: string,
  createdAt = '2026-11-20T10:00:00.000Z',
): Favorite => ({
  id: `id-${mediaType}-${mediaId}`,
  mediaId,
  mediaType,
  mediaTitle,
  mediaImageUrl: '',
  createdAt,
});

const matrix = favorite('603', 'movie', 'The Matrix');
const thrones = favorite('1399', 'tv', 'Game of Thrones');
const cranston = favorite('17419', 'person', 'Bryan Cranston');
const heat = favorite('949', 'movie', 'Heat');
const alien = favorite('348', 'movie', 'Alien');

/** Our JSON file of `favorites`, as Export writes it. */
const jsonFile = (favorites: Favorite[], name = 'favorites.json') =>
  new File(
    [
      JSON.stringify({
        format: 'media-search-favorites',
        version: 1,
        favorites: favorites.map(({ mediaType, mediaId, mediaTitle, mediaImageUrl }) => ({
          mediaType,
          mediaId,
          mediaTitle,
          mediaImageUrl,
        })),
      }),
    ],
    name,
    { type: 'application/json' },
  );

/** The API's list, which an import (when `imports` answers) changes as the real one would. */
function serveFavorites(saved: Favorite[], importAnswer?: (items: unknown[]) => Response) {
  let list = saved;
  const imports: unknown[] = [];
  fakeApi.use(
    http.get(apiUrl('/api/favorites'), () => HttpResponse.json(list)),
    http.post(apiUrl('/api/favorites/import'), async ({ request }) => {
      const { items } = (await request.json()) as { items: Favorite[] };
      imports.push({ items });
      if (importAnswer) return importAnswer(items);
      const added = items.map((item) => favorite(item.mediaId, item.mediaType, item.mediaTitle));
      list = [...added, ...list];
      return HttpResponse.json({ added, skipped: [] });
    }),
  );
  return imports;
}

async function renderFavorites(search: FavoritesSearch = {}) {
  const rendered = await renderWithApp(
    <AuthContext.Provider value={signedIn}>
      <FavoritesList search={search} />
    </AuthContext.Provider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Favorites' });
  return rendered;
}

/** The cards' titles, in order (behind an open dialog too, whose title is a heading as well). */
const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 2, hidden: true })
    .filter((heading) => !heading.closest('[role="dialog"]'))
    .map((heading) => heading.textContent);

/** Import, then the file in the browser's picker. */
async function chooseFile(file: File) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  return user;
}

describe('importing favourites', () => {
  it('previews what the file adds and what it skips, and imports on one call', async () => {
    const imports = serveFavorites([matrix]);
    await renderFavorites();
    const user = await chooseFile(jsonFile([matrix, heat, alien, heat]));

    const dialog = await screen.findByRole('dialog', { name: 'Import favorites' });
    expect(dialog).toHaveTextContent('From favorites.json');
    const toAdd = within(dialog).getByRole('region', { name: '2 favorites to add' });
    expect(
      within(toAdd)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HeatMovie', 'AlienMovie']);
    const skipped = within(dialog).getByRole('region', { name: '2 skipped' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The MatrixMovie, already in your favorites', 'HeatMovie, repeated in the file']);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 favorites imported')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports).toEqual([
      {
        items: [heat, alien].map(({ mediaType, mediaId, mediaTitle, mediaImageUrl }) => ({
          mediaId,
          mediaType,
          mediaImageUrl,
          mediaTitle,
        })),
      },
    ]);
    await waitFor(() => expect(cardTitles()).toEqual(['Heat', 'Alien', 'The Matrix']));
  });

  it('imports nothing on Cancel', async () => {
    const imports = serveFavorites([matrix]);
    await renderFavorites();
    const user = await chooseFile(jsonFile([heat]));
    const dialog = await screen.findByRole('dialog', { name: 'Import favorites' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports).toEqual([]);
    expect(cardTitles()).toEqual(['The Matrix']);
  });

  it('offers no Import when everything in the file is already saved', async () => {
    serveFavorites([matrix, heat]);
    await renderFavorites();
    await chooseFile(jsonFile([heat, matrix]));
    const dialog = await screen.findByRole('dialog', { name: 'Import favorites' });
    expect(dialog).toHaveTextContent('Everything in this file is already in your favorites.');
    expect(within(dialog).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it.each([
    ['a broken file', 'not json at all {', 'This is not a Media Search favorites file.'],
    ['a broken JSON file', '{"format":"media-search-favorites",', 'The file is damaged'],
    ['an empty file', '', 'The file is empty: it holds no favorites.'],
    ['someone else’s JSON', '{"playlist":[1,2]}', 'This is not a Media Search favorites file.'],
    [
      'a CSV with other columns',
      'title,year\nHeat,1995\n',
      'This is not a Media Search favorites file.',
    ],
    [
      'a bad favourite',
      'mediaType,mediaId,mediaTitle,mediaImageUrl\nmovie,949,Heat,\nbook,1,Dune,\n',
      'Favorite 2 in the file: mediaType is missing or not valid.',
    ],
  ])('explains why %s cannot be imported, and changes nothing', async (_label, text, reason) => {
    const imports = serveFavorites([matrix]);
    await renderFavorites();
    const user = await chooseFile(new File([text], 'chosen.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'This file can’t be imported' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was changed.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports).toEqual([]);
    expect(cardTitles()).toEqual(['The Matrix']);
  });

  it('says so when the API refuses the import over the limit, and the list stays', async () => {
    const imports = serveFavorites([matrix], () =>
      HttpResponse.json(
        { statusCode: 409, code: 'LIMIT_REACHED', message: 'past the limit' },
        { status: 409 },
      ),
    );
    await renderFavorites();
    const user = await chooseFile(jsonFile([heat]));
    const dialog = await screen.findByRole('dialog', { name: 'Import favorites' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(
        'Adding these would take your favorites past 1,000. Remove some first, or import a smaller file.',
      ),
    ).toBeVisible();
    expect(imports).toHaveLength(1);
    expect(cardTitles()).toEqual(['The Matrix']);
  });
});

const TRANSLATED = {
  de: {
    import: 'Importieren',
    title: 'Favoriten importieren',
    skipped: 'Film, bereits in Ihren Favoriten',
    cannot: 'Diese Datei lässt sich nicht importieren',
  },
  fr: {
    import: 'Importer',
    title: 'Importer des favoris',
    skipped: 'Film, déjà dans vos favoris',
    cannot: 'Impossible d’importer ce fichier',
  },
  es: {
    import: 'Importar',
    title: 'Importar favoritos',
    skipped: 'Película, ya está en tus favoritos',
    cannot: 'No se puede importar este archivo',
  },
} as const;

describe.each(OTHER_LANGUAGES)('the favourites toolbar and import in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const expected = TRANSLATED[language];

  async function chooseIn(file: File) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: expected.import }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);
  }
  const render = () =>
    renderWithApp(
      <AuthContext.Provider value={signedIn}>
        <FavoritesList search={{ sort: 'title' }} />
      </AuthContext.Provider>,
    );

  it('previews what it adds and skips', async () => {
    serveFavorites([matrix, thrones]);
    await render();
    await chooseIn(jsonFile([matrix, heat, heat]));
    const dialog = await screen.findByRole('dialog', { name: expected.title });
    expect(within(dialog).getAllByRole('region')).toHaveLength(2);
    expect(dialog).toHaveTextContent(expected.skipped);
  });

  it('says why a file cannot be imported', async () => {
    serveFavorites([matrix]);
    await render();
    await chooseIn(new File(['{"format":"media-search-favorites","version":9}'], 'new.json'));
    expect(await screen.findByRole('dialog', { name: expected.cannot })).toBeVisible();
  });
});

describe('exporting favourites', () => {
  let saved: { blob: Blob; fileName: string }[];
  beforeEach(() => {
    saved = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:favorites';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) saved.push({ blob: lastBlob, fileName: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['JSON file', 'json', '"format": "media-search-favorites"'],
    [
      'CSV file (spreadsheets)',
      'csv',
      '"mediaType","mediaId","mediaTitle","mediaImageUrl","addedAt"',
    ],
  ])('downloads the whole list as a %s', async (label, extension, marker) => {
    serveFavorites([matrix, thrones, cranston]);
    await renderFavorites({ type: 'movie' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.fileName).toMatch(
      new RegExp(`^media-search-favorites-\\d{4}-\\d\\d-\\d\\d\\.${extension}$`),
    );
    const text = (await file?.blob.text()) ?? '';
    expect(text).toContain(marker);
    for (const title of ['The Matrix', 'Game of Thrones', 'Bryan Cranston'])
      expect(text).toContain(title);
  });
});

describe('filtering and sorting favourites', () => {
  beforeEach(() => serveFavorites([matrix, thrones, cranston, alien]));

  it('shows only the chosen type, newest first', async () => {
    await renderFavorites({ type: 'movie' });
    await waitFor(() => expect(cardTitles()).toEqual(['The Matrix', 'Alien']));
    expect(screen.getByRole('button', { name: 'Movies' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts by title', async () => {
    await renderFavorites({ sort: 'title' });
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Alien', 'Bryan Cranston', 'Game of Thrones', 'The Matrix']),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Title');
  });

  it('writes a chosen type to the address', async () => {
    const { router } = await renderFavorites();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'TV Shows' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'tv' }));
  });

  it('writes a chosen sort to the address, keeping the type', async () => {
    const { router } = await renderFavorites({ type: 'tv' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ type: 'tv', sort: 'title' }),
    );
  });

  it('says when none of the favourites is of the chosen type', async () => {
    serveFavorites([matrix]);
    await renderFavorites({ type: 'person' });
    expect(await screen.findByText('No people among your favorites')).toBeVisible();
  });
});

describe('no favourites yet', () => {
  it('says how to add one, and leads to Popular Movies', async () => {
    serveFavorites([]);
    await renderFavorites();
    expect(await screen.findByText("You don't have any favorites")).toBeVisible();
    expect(
      screen.getByText('Press the heart on a movie, TV show or person to add it here.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Popular Movies' })).toHaveAttribute(
      'href',
      '/popular/movies',
    );
  });
});
