/**
 * The top bar of every screen: the menu button, the site's name, from about a laptop's width the
 * main sections, and the search button, which opens the search box with its suggestions under
 * the bar's row.
 */
import { useLingui } from '@lingui/react';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useRef, useState, type ReactNode, type Ref } from 'react';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { ButtonLink } from '../links.tsx';

// The search box and its suggestions load on first use (their English with them). Offline with
// no service worker, the box then stays shut rather than the error screen replacing the page.
const loadSuggestionBox = () => import('../suggestions/suggestion-box.tsx');
const SuggestionBox = lazyOptional(async () => (await loadSuggestionBox()).SuggestionBox);
/** The box is about to be wanted (pointer over its button, or focus on it). */
const preloadSuggestionBox = () => void loadSuggestionBox();

/**
 * The sections a wide screen has room for, each opening its most visited list; the menu (☰)
 * holds every list. Hidden below 1024 px by CSS alone, so the server's render and the
 * browser's agree whatever the window.
 */
function MainSections() {
  const { i18n } = useLingui();
  const link = { color: 'inherit', sx: { textTransform: 'none', whiteSpace: 'nowrap' } } as const;
  return (
    <Box
      sx={{ display: 'none', '@media (min-width: 1024px)': { display: 'flex' }, gap: 0.5, ml: 2 }}
    >
      <ButtonLink to="/popular/movies" {...link}>
        {i18n._('shell.movies')}
      </ButtonLink>
      <ButtonLink to="/popular/tv" {...link}>
        {i18n._('shell.tvShows')}
      </ButtonLink>
      <ButtonLink to="/popular/actors" {...link}>
        {i18n._('shell.people')}
      </ButtonLink>
      <ButtonLink to="/discover/movies" {...link}>
        {i18n._('shell.discover')}
      </ButtonLink>
    </Box>
  );
}

interface TopBarProps {
  onOpenMenu: () => void;
  /** The menu is about to be wanted (pointer over its button, or focus on it). */
  onMenuNear: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Shown at the right: the signed-in visitor's avatar. */
  profile?: ReactNode;
}

export function TopBar({ onOpenMenu, onMenuNear, menuButtonRef, profile }: TopBarProps) {
  const { i18n } = useLingui();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  return (
    <AppBar position="sticky">
      <Toolbar>
        <Box
          component="nav"
          aria-label={i18n._('shell.siteNavigation')}
          sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0 }}
        >
          <IconButton
            ref={menuButtonRef}
            aria-label={i18n._('shell.openMenu')}
            onClick={onOpenMenu}
            onPointerEnter={onMenuNear}
            onFocus={onMenuNear}
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
          <MainSections />
          <IconButton
            ref={searchButton}
            aria-label={i18n._('shell.search')}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(!searchOpen)}
            onPointerEnter={preloadSuggestionBox}
            onFocus={preloadSuggestionBox}
            color="inherit"
            sx={{ ml: 'auto' }}
          >
            <SearchIcon />
          </IconButton>
        </Box>
        {profile}
      </Toolbar>
      {searchOpen && (
        <Suspense>
          <SuggestionBox
            onClose={(dismissed) => {
              setSearchOpen(false);
              // Dismissed, the box gives focus back to its button; when it opened a page, that
              // page's heading takes focus (focus-after-navigation.ts).
              if (dismissed) searchButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
