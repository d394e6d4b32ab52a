/**
 * The app-wide keyboard shortcuts (shortcut-list.ts), mounted once with the app's frame: what
 * each does, and the "Keyboard shortcuts" dialog that `?` opens. The key handling loads once
 * the first screen is idle and the dialog on first use, so neither weighs on the first screen.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle.ts';
import type { AppAction } from './shortcut-list.ts';

const ShortcutsDialog = lazy(async () => ({
  default: (await import('./shortcuts-dialog.tsx')).ShortcutsDialog,
}));

/** The search box of the screen on show, if it has one: the search landmark's field. */
const searchBox = () => document.querySelector<HTMLElement>('[role="search"] input');

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  // The search last made on `/`, so `/` from another screen goes back to it rather than to
  // an empty box.
  const homeQuery = useRouterState({
    select: ({ location }) => (location.pathname === '/' ? (location.search.q ?? '') : undefined),
  });
  const lastQuery = useRef('');
  useEffect(() => {
    if (homeQuery !== undefined) lastQuery.current = homeQuery;
  }, [homeQuery]);

  useEffect(() => {
    const run = (action: AppAction) => {
      switch (action) {
        case 'focusSearch': {
          const box = searchBox();
          if (box) box.focus();
          else {
            const q = lastQuery.current;
            // The search screen puts focus in its box when a visit asks for it.
            void navigate({ to: '/', search: q ? { q } : {}, state: { focusSearch: true } });
          }
          break;
        }
        case 'showShortcuts':
          setDialogUsed(true);
          setDialogOpen(true);
          break;
        case 'goHome':
          void navigate({ to: '/' });
          break;
        case 'goFavorites':
          void navigate({ to: '/favorites' });
          break;
        case 'goDiscover':
          void navigate({ to: '/discover/movies' });
          break;
      }
    };
    let unbind: (() => void) | undefined;
    let unmounted = false;
    const cancelIdle = whenIdle(() => {
      void import('./app-keybindings.ts').then(({ bindAppShortcuts }) => {
        if (!unmounted) unbind = bindAppShortcuts(run);
      });
    });
    return () => {
      unmounted = true;
      cancelIdle();
      unbind?.();
    };
  }, [navigate]);

  return (
    dialogUsed && (
      <Suspense>
        <ShortcutsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      </Suspense>
    )
  );
}
