/**
 * Marking a title watched takes it off the visitor's watchlist (the API does it, and says so):
 * a snackbar tells them, with an Undo that puts it back on.
 */
import { useLingui } from '@lingui/react';
import type { WatchlistItem } from '@media-search/api-client';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LibraryTarget } from '../api/library-target.ts';
import { refetchTitleStates } from '../api/watched-queries.ts';
import { useChangeWatchlist } from '../api/watchlist-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';

export function useWatchlistUndo(
  target: LibraryTarget,
  onFailure: (message: string) => void,
): {
  /** Offers the Undo when a watch took the title off the watchlist (`removed` is its row). */
  offer: (removed: WatchlistItem | null) => void;
  snackbar: ReactNode;
} {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const watchlist = useChangeWatchlist();
  const [offered, setOffered] = useState(false);

  const undo = () => {
    setOffered(false);
    watchlist.mutate(
      { target, add: true },
      {
        onError: (error) => onFailure(changeFailure(i18n, error)),
        onSettled: () => void refetchTitleStates(queryClient),
      },
    );
  };

  const snackbar = (
    <Snackbar
      open={offered}
      autoHideDuration={10_000}
      // A press elsewhere on the page is not a dismissal: the Undo stays for its time.
      onClose={(_event, reason) => reason !== 'clickaway' && setOffered(false)}
      message={i18n._('watched.leftWatchlist', { title: target.title })}
      action={
        <Button color="inherit" size="small" onClick={undo}>
          {i18n._('watched.undo')}
        </Button>
      }
    />
  );
  return { offer: (removed) => setOffered(removed !== null), snackbar };
}
