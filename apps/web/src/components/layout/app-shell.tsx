/** The frame of every screen: top bar, menu, content, footer and scroll-to-top button. */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { ButtonLink } from '../links.tsx';
import type { MenuAction } from './nav-drawer.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

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
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  return (
    <>
      <AppBar position="sticky" component="header">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open menu"
            onClick={openMenu}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
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
          {profile}
        </Toolbar>
      </AppBar>
      {menuUsed && (
        <Suspense>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} account={account} />
        </Suspense>
      )}
      <Box component="main" sx={{ minHeight: '80vh', pb: 4 }}>
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
