/** The frame of every screen: top bar, menu, content, footer and scroll-to-top button. */
import { useLingui } from '@lingui/react';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { createLink, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { ButtonLink } from '../links.tsx';
import { useFocusHeadingAfterNavigation } from './focus-after-navigation.ts';
import type { MenuAction } from './nav-drawer.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SkipLink, MAIN_ID } from './skip-link.tsx';

// The menu's drawer and lists load on first use: they are not needed to show the first screen.
const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

const IconLink = createLink(IconButton);

interface AppShellProps {
  children: ReactNode;
  /** The menu's sign-in entry. */
  account: MenuAction;
  /** Shown at the right of the top bar: the signed-in visitor's avatar. */
  profile?: ReactNode;
  footer: ReactNode;
}

export function AppShell({ children, account, profile, footer }: AppShellProps) {
  const { i18n } = useLingui();
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
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
    // The chosen entry keeps focus while the drawer slides away; let go of it now, so the
    // new screen's heading takes focus whenever it arrives.
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar>
          <Box
            component="nav"
            aria-label={i18n._('shell.siteNavigation')}
            sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0 }}
          >
            <IconButton
              ref={menuButton}
              aria-label={i18n._('shell.openMenu')}
              onClick={openMenu}
              onPointerEnter={() => void loadNavDrawer()}
              onFocus={() => void loadNavDrawer()}
              color="inherit"
              edge="start"
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
            <ButtonLink
              to="/"
              color="inherit"
              sx={{ textTransform: 'none', fontSize: '1.25rem', fontWeight: 600 }}
            >
              Media Search
            </ButtonLink>
            <IconLink
              to="/"
              state={{ focusSearch: true }}
              aria-label={i18n._('shell.search')}
              color="inherit"
              sx={{ ml: 'auto' }}
            >
              <SearchIcon />
            </IconLink>
          </Box>
          {profile}
        </Toolbar>
      </AppBar>
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
      </Box>
      <Box
        component="footer"
        // Kept in place but unseen while a screen loads: when the screen arrives it pushes the
        // footer down, and a visible footer jumping is a layout shift (CLS).
        sx={{ px: 2, py: 1.5, textAlign: 'center', visibility: loading ? 'hidden' : undefined }}
      >
        {footer}
      </Box>
      <ScrollToTopButton />
    </>
  );
}
