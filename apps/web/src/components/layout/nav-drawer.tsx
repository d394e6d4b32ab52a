/** The left menu (SPEC §2 Layout). Its links replace the current history entry. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { createLink } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import { loadScreenMessages } from '@/lib/i18n/i18n.ts';
import { LanguageControl } from './language-control.tsx';
import { ThemeControl } from './theme-control.tsx';

const ListItemLink = createLink(ListItemButton);
// Only a signed-in visitor has a calendar count: its code, words and request are theirs alone.
const CalendarBadge = lazy(async () => {
  const [badge] = await Promise.all([import('./calendar-badge.tsx'), loadScreenMessages()]);
  return { default: badge.CalendarBadge };
});

export interface MenuAction {
  label: string;
  run: () => void;
}

interface NavDrawerProps {
  open: boolean;
  /** `restoreFocus` is false when a page was chosen: the new page's heading takes focus. */
  onClose: (restoreFocus: boolean) => void;
  /** The sign-in entry, supplied by whoever owns authentication. */
  account: MenuAction;
}

/**
 * Headings, labels and names are message IDs. The same labels show under both headings, so
 * each entry is named by the heading of the list it opens (the `lists` catalogue), which holds
 * its label: a screen reader tells the two Movies apart, and speech input still finds them.
 */
const LIST_SECTIONS = [
  {
    heading: /*i18n*/ 'shell.trending',
    links: [
      {
        to: '/trending/movies',
        label: /*i18n*/ 'shell.movies',
        name: /*i18n*/ 'lists.trendingMovies',
      },
      {
        to: '/trending/tv',
        label: /*i18n*/ 'shell.tvShows',
        name: /*i18n*/ 'lists.trendingTvShows',
      },
      {
        to: '/trending/actors',
        label: /*i18n*/ 'shell.people',
        name: /*i18n*/ 'lists.trendingPeople',
      },
    ],
  },
  {
    heading: /*i18n*/ 'shell.popular',
    links: [
      {
        to: '/popular/movies',
        label: /*i18n*/ 'shell.movies',
        name: /*i18n*/ 'lists.popularMovies',
      },
      { to: '/popular/tv', label: /*i18n*/ 'shell.tvShows', name: /*i18n*/ 'lists.popularTvShows' },
      {
        to: '/popular/actors',
        label: /*i18n*/ 'shell.people',
        name: /*i18n*/ 'lists.popularPeople',
      },
    ],
  },
  // Not among SPEC's entries: after them, so theirs keep their order.
  {
    heading: /*i18n*/ 'shell.movies',
    links: [
      {
        to: '/now-playing/movies',
        label: /*i18n*/ 'shell.nowPlaying',
        name: /*i18n*/ 'lists.nowPlayingMovies',
      },
      {
        to: '/upcoming/movies',
        label: /*i18n*/ 'shell.upcoming',
        name: /*i18n*/ 'lists.upcomingMovies',
      },
      {
        to: '/top-rated/movies',
        label: /*i18n*/ 'shell.topRated',
        name: /*i18n*/ 'lists.topRatedMovies',
      },
    ],
  },
  {
    heading: /*i18n*/ 'shell.tvShows',
    links: [
      {
        to: '/airing-today/tv',
        label: /*i18n*/ 'shell.airingToday',
        name: /*i18n*/ 'lists.airingToday',
      },
      { to: '/on-the-air/tv', label: /*i18n*/ 'shell.onTheAir', name: /*i18n*/ 'lists.onTheAir' },
      {
        to: '/top-rated/tv',
        // Its own message: French and Spanish agree it with "séries", not with "films".
        label: /*i18n*/ 'shell.topRatedTv',
        name: /*i18n*/ 'lists.topRatedTvShows',
      },
    ],
  },
] as const;

export function NavDrawer({ open, onClose, account }: NavDrawerProps) {
  const { i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={() => onClose(true)}
      // Focus goes back to the menu button by `onClose`, and only when no page was chosen.
      disableRestoreFocus
      slotProps={{ paper: { 'aria-label': i18n._('shell.menu') } }}
    >
      {/* Every entry, links and sign-in alike, closes the menu once chosen. */}
      <Box
        component="nav"
        aria-label={i18n._('shell.mainMenu')}
        sx={{ width: 260 }}
        onClick={(event) => onClose(!(event.target as Element).closest('a'))}
      >
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/" replace>
              <ListItemText primary={i18n._('shell.home')} />
            </ListItemLink>
          </ListItem>
        </List>
        {LIST_SECTIONS.map(({ heading, links }) => (
          <List
            key={heading}
            subheader={<ListSubheader>{i18n._(heading)}</ListSubheader>}
            aria-label={i18n._(heading)}
          >
            {links.map(({ to, label, name }) => (
              <ListItem key={to} disablePadding>
                <ListItemLink to={to} replace aria-label={i18n._(name)} sx={{ pl: 4 }}>
                  <ListItemText primary={i18n._(label)} />
                </ListItemLink>
              </ListItem>
            ))}
          </List>
        ))}
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/discover/movies" replace>
              <ListItemText primary={i18n._('shell.discover')} />
            </ListItemLink>
          </ListItem>
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/about" replace>
              <ListItemText primary={i18n._('shell.about')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/favorites" replace>
              <ListItemText primary={i18n._('shell.favorites')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/watchlist" replace>
              <ListItemText primary={i18n._('shell.watchlist')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/ratings" replace>
              <ListItemText primary={i18n._('shell.ratings')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/history" replace>
              <ListItemText primary={i18n._('shell.history')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/lists" replace>
              <ListItemText primary={i18n._('shell.lists')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/profile" replace>
              <ListItemText primary={i18n._('shell.profile')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/services" replace>
              <ListItemText primary={i18n._('shell.myServices')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/calendar" replace>
              <ListItemText primary={i18n._('shell.calendar')} />
              {isAuthenticated && (
                <Suspense>
                  <CalendarBadge />
                </Suspense>
              )}
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/your-data" replace>
              <ListItemText primary={i18n._('shell.yourData')} />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton onClick={account.run}>
              <ListItemText primary={account.label} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      {/* Settings, outside the menu's list of places: choosing one keeps the menu open. */}
      <Divider />
      <ThemeControl />
      <LanguageControl />
    </Drawer>
  );
}
