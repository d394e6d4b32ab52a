/**
 * The watchlist bookmark beside the favourite heart, on movie and TV cards and pages: filled
 * when the title is on the visitor's watchlist. Pressing it adds or removes the title at once;
 * if the API refuses, the bookmark goes back and a message says why. Signed out, it asks the
 * visitor to log in first, and adds the title once they have.
 */
import { useLingui } from '@lingui/react';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useState } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import type { LibraryTarget } from '../api/library-target.ts';
import { isOnWatchlist, useChangeWatchlist, useWholeWatchlist } from '../api/watchlist-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { useSignedInAction } from './use-signed-in-action.tsx';

interface WatchlistToggleProps {
  target: LibraryTarget;
  size?: 'small' | 'medium';
  /** The card's look (a plain object of styles, which the colour is added to). */
  sx?: SystemStyleObject<Theme>;
}

export function WatchlistToggle({ target, size, sx }: WatchlistToggleProps) {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring } = useAuth();
  const watchlist = useWholeWatchlist();
  const change = useChangeWatchlist();
  const { run, prompt } = useSignedInAction();
  const [failure, setFailure] = useState<string | null>(null);
  // While a change is on its way, the bookmark shows it.
  const saved = change.isPending
    ? change.variables.add
    : isAuthenticated && isOnWatchlist(watchlist.data, target);

  const toggle = (add: boolean) =>
    change.mutate({ target, add }, { onError: (error) => setFailure(changeFailure(i18n, error)) });

  const press = () => {
    // Not `disabled` while busy: a disabled button loses the keyboard's focus.
    if (isRestoring || change.isPending) return;
    if (!isAuthenticated) return run(() => toggle(true));
    toggle(!saved);
  };

  return (
    <>
      <IconButton
        onClick={press}
        size={size}
        aria-pressed={saved}
        aria-disabled={isRestoring || change.isPending}
        aria-label={
          saved
            ? i18n._('library.removeFromWatchlist', { title: target.title })
            : i18n._('library.addToWatchlist', { title: target.title })
        }
        sx={{ color: saved ? 'primary.main' : 'inherit', ...sx }}
      >
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
      {prompt}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
