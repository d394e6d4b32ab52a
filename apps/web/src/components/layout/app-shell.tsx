/** The frame of every screen: top bar, menu, content, footer and scroll-to-top button. */
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { alpha, getOverlayAlpha, styled } from '@mui/material/styles';
import { createLink, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { LightIconButton, LightTextButton } from '../light-buttons.tsx';
import { useFocusHeadingAfterNavigation } from './focus-after-navigation.ts';
import type { MenuAction } from './nav-drawer.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SkipLink, MAIN_ID } from './skip-link.tsx';

// The menu's drawer and lists load on first use: they are not needed to show the first screen.
const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

const TitleLink = createLink(LightTextButton);
const IconLink = createLink(LightIconButton);

const BAR_ELEVATION = 4;
const barOverlay = alpha('#fff', getOverlayAlpha(BAR_ELEVATION));

/**
 * MUI's sticky AppBar and its Toolbar in one element, as the dark theme draws them: a paper
 * surface lightened for its elevation, with its shadow. The bar is all the first screen would
 * use of AppBar, Toolbar and Paper. index.html draws the same bar until the app starts.
 */
const TopBar = styled('header')(
  ({ theme }) => ({
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndex.appBar,
    display: 'flex',
    alignItems: 'center',
    paddingInline: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
    backgroundColor: theme.palette.background.paper,
    backgroundImage: `linear-gradient(${barOverlay}, ${barOverlay})`,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[BAR_ELEVATION],
  }),
  // On its own: its heights live under the same media queries as the gutters above.
  ({ theme }) => theme.mixins.toolbar,
);

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
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
    // The chosen entry keeps focus while the drawer slides away; let go of it now, so the
    // new screen's heading takes focus whenever it arrives.
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <>
      <SkipLink />
      <TopBar>
        <Box
          component="nav"
          aria-label="Site"
          sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0 }}
        >
          <LightIconButton
            ref={menuButton}
            aria-label="Open menu"
            onClick={openMenu}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            sx={{ color: 'inherit', ml: -1.5, mr: 1 }}
          >
            <MenuIcon />
          </LightIconButton>
          <TitleLink to="/" sx={{ textTransform: 'none', fontSize: '1.25rem', fontWeight: 600 }}>
            Media Search
          </TitleLink>
          <IconLink
            to="/"
            state={{ focusSearch: true }}
            aria-label="Search"
            sx={{ color: 'inherit', ml: 'auto' }}
          >
            <SearchIcon />
          </IconLink>
        </Box>
        {profile}
      </TopBar>
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
