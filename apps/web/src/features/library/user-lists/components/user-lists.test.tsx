/** The Lists screens and "Add to list", against the fake API. */
import type { ErrorResponse, List, ListItem, MovieState } from '@media-search/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { apiUrl, fakeApi } from '@/testing/fake-api.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { AddToList } from './add-to-list.tsx';
import { ListScreen } from './list-screen.tsx';
import { ListsScreen } from './lists-screen.tsx';
import { signedIn } from '@/testing/fixtures/auth.ts';

const page = <Row,>(results: Row[]) => ({
  page: 1,
  pageSize: 200,
  totalResults: results.length,
  totalPages: 1,
  results,
});

const refusal = (statusCode: number, code: string, message: string) =>
  HttpResponse.json({ statusCode, code, message } satisfies ErrorResponse, {
    status: statusCode,
  });

const list = (id: string, name: string, fields: Partial<List> = {}): List => ({
  id,
  name,
  description: '',
  public: false,
  itemCount: 0,
  posterPaths: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const item = (id: string, position: number, title: string): ListItem => ({
  id,
  mediaType: 'movie',
  mediaId: 600 + position,
  position,
  title,
  releaseDate: '1999-03-31',
  posterPath: null,
  addedAt: '2026-01-01T00:00:00Z',
});

const movieState = (lists: string[]): MovieState => ({
  mediaType: 'movie',
  mediaId: 603,
  watchlisted: false,
  rating: null,
  lists,
  watched: { count: 0, lastWatchedOn: null, lastEntryId: null },
});

const film = { mediaType: 'movie' as const, id: 603, title: 'The Matrix' };

function renderAs(auth: Auth, ui: React.ReactNode) {
  return renderWithApp(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
}

describe('Add to list', () => {
  it('ticks the lists that hold the title and puts it on another with a bodiless PUT', async () => {
    const puts: { url: string; contentType: string | null }[] = [];
    const holding = ['l1'];
    fakeApi.use(
      http.get(apiUrl('/api/me/lists'), () =>
        HttpResponse.json(page([list('l1', 'Sunday films'), list('l2', 'Noir')])),
      ),
      http.get(apiUrl('/api/me/titles/movie/603'), () => HttpResponse.json(movieState(holding))),
      http.put(apiUrl('/api/me/lists/:listId/items/movie/603'), ({ request, params }) => {
        puts.push({ url: request.url, contentType: request.headers.get('content-type') });
        holding.push(String(params.listId));
        return HttpResponse.json(item('i9', 0, 'The Matrix'), { status: 201 });
      }),
    );
    await renderAs(signedIn, <AddToList target={film} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Sunday films' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    const noir = within(menu).getByRole('menuitemcheckbox', { name: 'Noir' });
    expect(noir).toHaveAttribute('aria-checked', 'false');
    await user.click(noir);
    await waitFor(() => expect(puts).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Noir', checked: true }),
    ).toBeVisible();
    expect(puts).toEqual([{ url: apiUrl('/api/me/lists/l2/items/movie/603'), contentType: null }]);
  });

  it('takes the tick back and says why when the API refuses', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/lists'), () => HttpResponse.json(page([list('l1', 'Full')]))),
      http.get(apiUrl('/api/me/titles/movie/603'), () => HttpResponse.json(movieState([]))),
      http.put(apiUrl('/api/me/lists/l1/items/movie/603'), () =>
        refusal(409, 'LIMIT_REACHED', 'A list can hold up to 5,000 titles.'),
      ),
    );
    await renderAs(signedIn, <AddToList target={film} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    const full = await screen.findByRole('menuitemcheckbox', { name: 'Full' });
    await user.click(full);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A list can hold up to 5,000 titles.',
    );
    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Full', checked: false }),
    ).toBeVisible();
  });

  it('makes a new list with the title on it', async () => {
    const made: unknown[] = [];
    const added: string[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/lists'), () => HttpResponse.json(page([]))),
      http.get(apiUrl('/api/me/titles/movie/603'), () => HttpResponse.json(movieState([]))),
      http.post(apiUrl('/api/me/lists'), async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json(list('l7', 'Cyberpunk'), { status: 201 });
      }),
      http.put(apiUrl('/api/me/lists/:listId/items/movie/603'), ({ params }) => {
        added.push(String(params.listId));
        return HttpResponse.json(item('i1', 0, 'The Matrix'), { status: 201 });
      }),
    );
    await renderAs(signedIn, <AddToList target={film} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New list…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Cyberpunk ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(added).toEqual(['l7']));
    expect(made).toEqual([{ name: 'Cyberpunk', description: '' }]);
  });

  it('asks a signed-out visitor to log in, then opens the menu', async () => {
    fakeApi.use(http.get(apiUrl('/api/me/lists'), () => HttpResponse.json(page([]))));
    const login = vi.fn(async () => true);
    await renderAs(
      { ...signedIn, isAuthenticated: false, user: null, login },
      <AddToList target={film} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add The Matrix to a list' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledOnce();
    expect(await screen.findByRole('menuitem', { name: 'New list…' })).toBeVisible();
  });
});

describe('the Lists screen', () => {
  it('shows each list with its count and privacy, and refuses a name too long', async () => {
    const made: unknown[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/lists'), () =>
        HttpResponse.json(
          page([list('l1', 'Sunday films', { itemCount: 3, public: true }), list('l2', 'Noir')]),
        ),
      ),
      http.post(apiUrl('/api/me/lists'), async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json(list('l3', 'x'), { status: 201 });
      }),
    );
    await renderAs(signedIn, <ListsScreen />);
    const user = userEvent.setup();
    const sunday = (await screen.findByRole('heading', { level: 2, name: 'Sunday films' }))
      .parentElement as HTMLElement;
    expect(within(sunday).getByText('3 titles')).toBeVisible();
    expect(within(sunday).getByText('Public')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('A name can be up to 100 characters long.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(made).toEqual([]);
  });
});

describe("a list's own screen", () => {
  const details = (fields: Partial<List> = {}) => ({
    list: list('l1', 'Sunday films', { itemCount: 2, ...fields }),
    items: page([item('a', 0, 'Alien'), item('b', 1, 'Brazil')]),
  });

  it('puts a removed title back and says why when the API refuses', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/lists/l1'), () => HttpResponse.json(details())),
      http.delete(apiUrl('/api/me/lists/l1/items/movie/600'), () =>
        refusal(503, 'DATABASE_UNAVAILABLE', 'Try again.'),
      ),
    );
    await renderAs(signedIn, <ListScreen listId="l1" origin="https://media.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Alien from the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That change could not be saved, so it was undone.',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Alien' })).toBeVisible();
  });

  it('shows the shared address once the list is public', async () => {
    const patches: unknown[] = [];
    fakeApi.use(
      http.get(apiUrl('/api/me/lists/l1'), () => HttpResponse.json(details())),
      http.patch(apiUrl('/api/me/lists/l1'), async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(list('l1', 'Sunday films', { public: true, itemCount: 2 }));
      }),
    );
    await renderAs(signedIn, <ListScreen listId="l1" origin="https://media.example" />);
    const user = userEvent.setup();
    expect(await screen.findByText('Only you can see this list.')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    expect(await screen.findByRole('textbox', { name: 'Link to the list' })).toHaveValue(
      'https://media.example/list/l1',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(patches).toEqual([{ public: true }]);
  });

  it('says so when another list has the new name', async () => {
    fakeApi.use(
      http.get(apiUrl('/api/me/lists/l1'), () => HttpResponse.json(details())),
      http.patch(apiUrl('/api/me/lists/l1'), () =>
        refusal(409, 'NAME_TAKEN', 'You already have a list with that name.'),
      ),
    );
    await renderAs(signedIn, <ListScreen listId="l1" origin="https://media.example" />);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Noir');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another of your lists already has this name.',
    );
  });
});
