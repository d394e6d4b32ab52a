/** The left menu (SPEC §2 Layout). Its links replace the current history entry. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { createLink } from '@tanstack/react-router';

const ListItemLink = createLink(ListItemButton);

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

const LIST_SECTIONS = [
  {
    heading: 'Trending',
    links: [
      { to: '/trending/movies', label: 'Movies' },
      { to: '/trending/tv', label: 'TV Shows' },
      { to: '/trending/actors', label: 'People' },
    ],
  },
  {
    heading: 'Popular',
    links: [
      { to: '/popular/movies', label: 'Movies' },
      { to: '/popular/tv', label: 'TV Shows' },
      { to: '/popular/actors', label: 'People' },
    ],
  },
] as const;

export function NavDrawer({ open, onClose, account }: NavDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={() => onClose(true)}
      // Focus goes back to the menu button by `onClose`, and only when no page was chosen.
      disableRestoreFocus
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
    >
      {/* Every entry, links and sign-in alike, closes the menu once chosen. */}
      <Box
        component="nav"
        aria-label="Main menu"
        sx={{ width: 260 }}
        onClick={(event) => onClose(!(event.target as Element).closest('a'))}
      >
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/" replace>
              <ListItemText primary="Home" />
            </ListItemLink>
          </ListItem>
        </List>
        {LIST_SECTIONS.map(({ heading, links }) => (
          <List
            key={heading}
            subheader={<ListSubheader>{heading}</ListSubheader>}
            aria-label={heading}
          >
            {links.map(({ to, label }) => (
              <ListItem key={to} disablePadding>
                <ListItemLink to={to} replace sx={{ pl: 4 }}>
                  <ListItemText primary={label} />
                </ListItemLink>
              </ListItem>
            ))}
          </List>
        ))}
        {/* Not one of SPEC's entries: after them, so theirs keep their order. */}
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/discover/movies" replace>
              <ListItemText primary="Discover" />
            </ListItemLink>
          </ListItem>
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemLink to="/about" replace>
              <ListItemText primary="About" />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemLink to="/favorites" replace>
              <ListItemText primary="Favorites" />
            </ListItemLink>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton onClick={account.run}>
              <ListItemText primary={account.label} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
