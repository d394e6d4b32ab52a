/** The frame of every screen: top bar, menu, content, footer and scroll-to-top button. */
import Box from '@mui/material/Box';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useFocusHeadingAfterNavigation } from './focus-after-navigation.ts';
import type { MenuAction } from './nav-drawer.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SkipLink, MAIN_ID } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

// The menu's drawer and lists load on first use: they are not needed to show the first screen.
const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

interface AppShellProps {
  children: ReactNode;
  /** The menu's sign-in entry. */
  account: MenuAction;
  /** Shown at the right of the top bar: the signed-in visitor's avatar. */
  profile?: ReactNode;
  footer: ReactNode;
}

export function AppShell({ children, account, profile, footer }: AppShellProps) {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useFocusHeadingAfterNavigation();
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  // Dismissed, the menu gives focus back to its button; after a navigation the new screen's
  // heading takes it (see focus-after-navigation.ts).
  const closeMenu = (restoreFocus: boolean) => {
    // Closed at once, not at the next render: while open, the menu's focus trap pulls focus
    // straight back into it, and the menu then leaves it on the page's body (issue 27).
    flushSync(() => setMenuOpen(false));
    if (restoreFocus) menuButton.current?.focus();
    // The chosen entry keeps focus while the drawer slides away; let go of it now, so the
    // new screen's heading takes focus whenever it arrives.
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <>
      <SkipLink />
      <TopBar
        onOpenMenu={openMenu}
        onMenuNear={() => void loadNavDrawer()}
        menuButtonRef={menuButton}
        profile={profile}
      />
      {menuUsed && (
        <Suspense>
          <NavDrawer open={menuOpen} onClose={closeMenu} account={account} />
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        // A target for the skip link and for focus after a navigation, not a control: no ring.
        sx={{ minHeight: '80vh', pb: 4, '&:focus-visible': { outline: 'none' } }}
      >
        {children}
        {/* At the content's end, so it stops above the footer (scroll-to-top-fab.tsx). */}
        <ScrollToTopButton />
      </Box>
      <Box
        component="footer"
        // Kept in place but unseen while a screen loads: when the screen arrives it pushes the
        // footer down, and a visible footer jumping is a layout shift (CLS).
        sx={{ px: 2, py: 1.5, textAlign: 'center', visibility: loading ? 'hidden' : undefined }}
      >
        {footer}
      </Box>
    </>
  );
}
