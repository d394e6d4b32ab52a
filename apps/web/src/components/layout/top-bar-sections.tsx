/**
 * The top bar's main sections on a wide screen: Movies, TV Shows and People, each a menu of
 * its lists, and Discover. On a narrower one the menu (☰) offers the same (nav-drawer.tsx).
 */
import { useLingui } from '@lingui/react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { createLink } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { ButtonLink } from '../links.tsx';
import { closeMenuAtOnce } from './close-menu.ts';
import { LISTS_BY_KIND, type ListGroup } from './list-links.ts';

/** A menu entry that is a link: an `a`, so it opens in a new tab too. */
const MenuItemLink = createLink((props: MenuItemProps<'a'>) => (
  <MenuItem component="a" {...props} />
));

function SectionMenu({ heading, label, links }: ListGroup) {
  const { i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  // Dismissed, the menu gives focus back to its button; after a choice, the new screen's
  // heading takes it.
  const close = (restoreFocus: boolean) =>
    closeMenuAtOnce(() => setAnchor(null), restoreFocus ? button.current : null);
  return (
    <>
      <Button
        ref={button}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {i18n._(heading)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => close(true)}
        disableRestoreFocus
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {links.map((link) => (
          <MenuItemLink
            key={link.to}
            to={link.to}
            aria-label={i18n._(link.name)}
            onClick={() => close(false)}
          >
            {i18n._(link[label])}
          </MenuItemLink>
        ))}
      </Menu>
    </>
  );
}

export function TopBarSections() {
  const { i18n } = useLingui();
  return (
    <Stack direction="row" spacing={0.5} sx={{ ml: 2 }}>
      {LISTS_BY_KIND.map((group) => (
        <SectionMenu key={group.heading} {...group} />
      ))}
      <ButtonLink to="/discover/movies" color="inherit">
        {i18n._('shell.discover')}
      </ButtonLink>
    </Stack>
  );
}
