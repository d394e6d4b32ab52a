/**
 * "Add to list" on a movie's or TV show's page: a button beside the heart and the bookmark
 * that opens a menu of the visitor's lists, those holding the title ticked (its state's
 * `lists`), each press putting it on or taking it off; and "New list…", which makes a list
 * with the title on it. Signed out, it asks the visitor to log in first, as the bookmark does,
 * and opens the menu once they have.
 */
import { useLingui } from '@lingui/react';
import type { List } from '@media-search/api-client';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useMovieState, useShowState } from '@/features/library/api/watched-queries.ts';
import { ChangeFailureSnackbar } from '@/features/library/components/change-failure-snackbar.tsx';
import { useSignedInAction } from '@/features/library/components/use-signed-in-action.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useChangeMembership, useMyLists, type ListTarget } from '../api/user-list-queries.ts';
import { listChangeFailure } from '../lib/list-view.ts';
import { CreateListDialog } from './create-list-dialog.tsx';

export interface AddToListTarget extends ListTarget {
  title: string;
}

interface ListsMenuProps {
  target: AddToListTarget;
  /** The ids of the visitor's lists that hold the title. */
  holding: readonly string[];
  /** The button that opens the menu, which it is placed by and labelled with. */
  anchorEl: HTMLElement | null;
  buttonId: string;
  menuId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The menu of the visitor's lists (read when it first shows), the "New list…" dialog and the
 * message when the API refuses a change: what the page's button and a card's open alike.
 */
export function ListsMenu({
  target,
  holding,
  anchorEl,
  buttonId,
  menuId,
  open,
  onClose,
}: ListsMenuProps) {
  const { i18n } = useLingui();
  const lists = useMyLists();
  const change = useChangeMembership();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (listId: string, add: boolean) =>
    change.mutate(
      { listId, target, add },
      { onError: (error) => setFailure(listChangeFailure(i18n, error)) },
    );

  const created = (list: List) => {
    if (!holding.includes(list.id)) toggle(list.id, true);
  };

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* First, so that the menu opens on it whether or not the lists are read yet. */}
        <MenuItem
          onClick={() => {
            onClose();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{i18n._('user-lists.newListEllipsis')}</ListItemText>
        </MenuItem>
        {lists.data && lists.data.length > 0 && <Divider />}
        {(lists.data ?? []).map((list) => {
          const on = holding.includes(list.id);
          return (
            <MenuItem
              key={list.id}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => {
                // Closed, so that a refusal's alert is not hidden behind the menu.
                onClose();
                toggle(list.id, !on);
              }}
            >
              <ListItemIcon>{on && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {list.name}
              </ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      <CreateListDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

function AddToListMenu({
  target,
  holding,
}: {
  target: AddToListTarget;
  holding: readonly string[];
}) {
  const { i18n } = useLingui();
  const id = useId();
  const { isRestoring } = useAuth();
  const { run, prompt } = useSignedInAction();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const onAny = holding.length > 0;

  return (
    <>
      <IconButton
        ref={setButton}
        id={`${id}-button`}
        aria-label={i18n._('library.addToList', { title: target.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-disabled={isRestoring}
        onClick={() => {
          if (!isRestoring) run(() => setOpen(true));
        }}
        sx={{ color: onAny ? 'primary.main' : 'inherit' }}
      >
        {onAny ? <PlaylistAddCheckIcon /> : <PlaylistAddIcon />}
      </IconButton>
      <ListsMenu
        target={target}
        holding={holding}
        anchorEl={button}
        buttonId={`${id}-button`}
        menuId={`${id}-menu`}
        open={open}
        onClose={() => setOpen(false)}
      />
      {prompt}
    </>
  );
}

type RenderHolding = (holding: readonly string[]) => ReactNode;

function MovieHolding({ id, children }: { id: number; children: RenderHolding }) {
  return children(useMovieState(id).data?.lists ?? []);
}

function ShowHolding({ id, children }: { id: number; children: RenderHolding }) {
  return children(useShowState(id).data?.lists ?? []);
}

/** The ids of the visitor's lists that hold the title (its state's `lists`), read once shown. */
export function ListsHolding({
  target,
  children,
}: {
  target: ListTarget;
  children: RenderHolding;
}) {
  return target.mediaType === 'movie' ? (
    <MovieHolding id={target.id}>{children}</MovieHolding>
  ) : (
    <ShowHolding id={target.id}>{children}</ShowHolding>
  );
}

export function AddToList({ target }: { target: AddToListTarget }) {
  return (
    <ListsHolding target={target}>
      {(holding) => <AddToListMenu target={target} holding={holding} />}
    </ListsHolding>
  );
}
