import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import {
  act,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { theme } from '@/theme/theme.ts';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';

/**
 * The app's frame reduced to what the shortcuts meet: screens at the app's addresses, a
 * search screen with its search landmark, and fields of every kind to type in.
 */
function createTestRouter(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <KeyboardShortcuts />
      </>
    ),
  });
  const screen = (routePath: string, heading: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <h1>{heading}</h1>,
    });
  const searchRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: (search: Record<string, unknown>) =>
      typeof search.q === 'string' ? { q: search.q } : {},
    component: () => (
      <form role="search">
        <input aria-label="Search" />
      </form>
    ),
  });
  const aboutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/about',
    component: () => (
      <>
        <h1>About</h1>
        <button type="button">Somewhere to be</button>
        <input aria-label="Name" />
        <textarea aria-label="Notes" />
        <select aria-label="Region">
          <option>Germany</option>
        </select>
        <div role="textbox" aria-label="Editor" tabIndex={0} contentEditable />
      </>
    ),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([
      searchRoute,
      aboutRoute,
      screen('/favorites', 'Favorites'),
      screen('/discover/movies', 'Discover Movies'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/** The moments the screen would be idle, held until a test says it is (`idle()`). */
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('@/lib/when-idle.ts', () => ({
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => idleTasks.splice(idleTasks.indexOf(task), 1);
  },
}));

/** The screen goes idle: the key handling loads and binds to the window's keys. */
async function idle() {
  const listening = vi.spyOn(window, 'addEventListener');
  act(() => idleTasks.splice(0).forEach((task) => task()));
  await waitFor(() => expect(listening.mock.calls.some(([type]) => type === 'keydown')).toBe(true));
  listening.mockRestore();
}

/** Renders the frame at `path`; `beforeIdle` runs before the key handling has loaded. */
async function renderAt(
  path: string,
  beforeIdle: (router: ReturnType<typeof createTestRouter>) => Promise<unknown> = async () => {},
) {
  const router = createTestRouter(path);
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
  await beforeIdle(router);
  await idle();
  return { router, user: userEvent.setup() };
}

describe('keyboard shortcuts', () => {
  it.each([
    { sequence: 'g h', typed: '{g}{h}', pathname: '/' },
    { sequence: 'g f', typed: '{g}{f}', pathname: '/favorites' },
    { sequence: 'g d', typed: '{g}{d}', pathname: '/discover/movies' },
  ])('$sequence goes to $pathname', async ({ typed, pathname }) => {
    const { router, user } = await renderAt('/about');
    await user.keyboard(typed);
    expect(router.state.location.pathname).toBe(pathname);
  });

  it.each([
    ['/', '/'],
    ['/ typed with Shift (as on a German keyboard)', '{Shift>}/{/Shift}'],
  ])(
    '%s puts focus in the search box of the screen, and is not typed into it',
    async (_name, keys) => {
      const { router, user } = await renderAt('/?q=orbit');
      await user.keyboard(keys);
      const box = screen.getByRole('textbox', { name: 'Search' });
      expect(box).toHaveFocus();
      expect(box).toHaveValue('');
      expect(router.state.location.href).toBe('/?q=orbit');
    },
  );

  it('/ on a screen without a search box goes back to the last search and asks for focus', async () => {
    const { router, user } = await renderAt('/?q=orbit');
    await act(() => router.navigate({ to: '/about' }));
    await user.keyboard('/');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ q: 'orbit' });
    expect(router.state.location.state.focusSearch).toBe(true);
  });

  it('/ remembers a search made before the key handling had loaded', async () => {
    const { router, user } = await renderAt('/?q=orbit', (early) =>
      act(() => early.navigate({ to: '/about' })),
    );
    await user.keyboard('/');
    expect(router.state.location.search).toEqual({ q: 'orbit' });
  });

  it('? lists every shortcut, keys marked up as keys; Escape closes it, focus back', async () => {
    const { user } = await renderAt('/about');
    const button = screen.getByRole('button', { name: 'Somewhere to be' });
    button.focus();
    // Typed as keyboards type it: with Shift.
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const descriptions = within(dialog)
      .getAllByRole('definition')
      .map((entry) => entry.textContent);
    expect(descriptions).toEqual([
      'Go to the search box',
      'Show the keyboard shortcuts',
      'Go to Home',
      'Go to Favorites',
      'Go to Discover',
      'Previous image',
      'Next image',
      'First image',
      'Last image',
    ]);
    const keys = within(dialog)
      .getAllByRole('term')
      .map((term) => [...term.querySelectorAll('kbd')].map((key) => key.textContent));
    expect(keys).toEqual([
      ['/'],
      ['?'],
      ['g', 'h'],
      ['g', 'f'],
      ['g', 'd'],
      ['←'],
      ['→'],
      ['Home'],
      ['End'],
    ]);
    expect(within(dialog).getAllByRole('term')[2]).toHaveTextContent('g then h');

    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(dialog);
    expect(button).toHaveFocus();
  });

  it('keys pressed in an open dialog are the dialog’s', async () => {
    const { router, user } = await renderAt('/about');
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('gf');
    expect(router.state.location.pathname).toBe('/about');
  });

  const valueOf = (field: HTMLElement) =>
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : field.textContent;

  it.each([
    ['a text box', 'Name'],
    ['a text area', 'Notes'],
    ['a contenteditable element', 'Editor'],
  ])('typed in %s, shortcuts are just text', async (_kind, name) => {
    const { router, user } = await renderAt('/about');
    const field = screen.getByRole('textbox', { name });
    await user.click(field);
    await user.keyboard('gf?/gd');
    expect(valueOf(field)).toBe('gf?/gd');
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in a select, a letter is not a shortcut', async () => {
    const { router, user } = await renderAt('/about');
    screen.getByRole('combobox', { name: 'Region' }).focus();
    await user.keyboard('gf');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('with Ctrl, Alt or Meta held a key is no shortcut', async () => {
    const { router, user } = await renderAt('/about');
    await user.keyboard('{Control>}g{/Control}f');
    await user.keyboard('{g}{Alt>}f{/Alt}');
    await user.keyboard('{Meta>}g{/Meta}{Meta>}f{/Meta}');
    await user.keyboard('{Control>}?{/Control}{Alt>}/{/Alt}');
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('g then a key that follows it in no shortcut does nothing, nor does the key after', async () => {
    const { router, user } = await renderAt('/about');
    await user.keyboard('{g}{x}{h}{g}{g}');
    expect(router.state.location.pathname).toBe('/about');
    // And the next sequence works as ever.
    await user.keyboard('{g}{f}');
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('one sequence after another, each goes where it says', async () => {
    const { router, user } = await renderAt('/about');
    await user.keyboard('{g}{h}');
    expect(router.state.location.pathname).toBe('/');
    await user.keyboard('{g}{d}');
    expect(router.state.location.pathname).toBe('/discover/movies');
    await user.keyboard('{g}{f}');
    expect(router.state.location.pathname).toBe('/favorites');
  });
});

describe.each(OTHER_LANGUAGES)('the keyboard shortcuts dialog in %s', (language) => {
  beforeEach(() => setTestLanguage(language));

  it('is titled and lists every shortcut in the language, key words as its keyboards print them', async () => {
    const { user } = await renderAt('/about');
    await user.keyboard('?');
    const title = { de: 'Tastenkürzel', fr: 'Raccourcis clavier', es: 'Atajos de teclado' }[
      language
    ];
    const dialog = await screen.findByRole('dialog', { name: title });
    const homeKey = { de: 'Pos1', fr: 'Début', es: 'Inicio' }[language];
    expect(within(dialog).getAllByRole('term').at(-2)).toHaveTextContent(homeKey);
    const then = { de: 'g dann h', fr: 'g puis h', es: 'g luego h' }[language];
    expect(within(dialog).getAllByRole('term')[2]).toHaveTextContent(then);
  });
});
