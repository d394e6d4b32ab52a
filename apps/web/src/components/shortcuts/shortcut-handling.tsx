/**
 * What each app-wide shortcut (shortcut-list.ts) does, bound to the keys for as long as it is
 * mounted, and the "Keyboard shortcuts" dialog that `?` opens (loaded on first use).
 */
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState, type RefObject } from 'react';
import { loadScreenMessages } from '@/lib/i18n/i18n.ts';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { bindAppShortcuts } from './app-keybindings.ts';
import type { AppAction } from './shortcut-list.ts';

// Its English comes with the other screens' (lib/i18n/messages/en-screens.ts), not with the
// first screen's, so the dialog waits for both. Offline with no service worker, `?` then opens
// nothing rather than the error screen.
const ShortcutsDialog = lazyOptional(async () => {
  const [{ ShortcutsDialog: dialog }] = await Promise.all([
    import('./shortcuts-dialog.tsx'),
    loadScreenMessages(),
  ]);
  return dialog;
});

/** The search box of the screen on show, if it has one: the search landmark's field. */
const searchBox = () => document.querySelector<HTMLElement>('[role="search"] input');

interface ShortcutHandlingProps {
  /** The search last made on `/` (keyboard-shortcuts.tsx follows it). */
  lastSearch: RefObject<string>;
}

export function ShortcutHandling({ lastSearch }: ShortcutHandlingProps) {
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  useEffect(() => {
    const run = (action: AppAction) => {
      switch (action) {
        case 'focusSearch': {
          const box = searchBox();
          if (box) box.focus();
          else {
            const q = lastSearch.current;
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
    return bindAppShortcuts(run);
  }, [navigate, lastSearch]);

  return (
    dialogUsed && (
      <Suspense>
        <ShortcutsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      </Suspense>
    )
  );
}
