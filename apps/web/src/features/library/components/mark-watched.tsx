/**
 * A movie's watches on its page, beside the visitor's rating: "Mark watched" asks the day
 * (today unless they pick another) and logs it; once watched, the line says when (and how many
 * times), "Watch again" logs a rewatch and "Remove last watch" deletes the latest. A watch takes
 * the movie off the watchlist, with an Undo. Each change shows at once and goes back with a
 * message if the API refuses. Signed out, a press asks the visitor to log in, then goes on.
 */
import { useLingui } from '@lingui/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import { formatDate } from '@/lib/format.ts';
import type { LibraryTarget } from '../api/library-target.ts';
import { useMarkMovieWatched, useMovieState, useRemoveMovieWatch } from '../api/watched-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { MarkWatchedDialog } from './mark-watched-dialog.tsx';
import { useWatchlistUndo } from './mark-watched-undo.tsx';
import { useSignedInAction } from './use-signed-in-action.tsx';

export function MarkWatched({ target }: { target: LibraryTarget }) {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring } = useAuth();
  const state = useMovieState(target.id);
  const mark = useMarkMovieWatched();
  const remove = useRemoveMovieWatch();
  const { run, prompt } = useSignedInAction();
  const [failure, setFailure] = useState<string | null>(null);
  const undo = useWatchlistUndo(target, setFailure);
  const [asking, setAsking] = useState(false);
  // Kept while the dialog closes, as the watch it logs turns "Mark watched" into "Watch again".
  const [heading, setHeading] = useState('');
  const markButton = useRef<HTMLButtonElement>(null);

  const watched = isAuthenticated ? state.data?.watched : undefined;
  const count = watched?.count ?? 0;
  const busy = isRestoring || mark.isPending || remove.isPending;
  const lastWatchedOn = formatDate(watched?.lastWatchedOn, i18n.locale);

  const ask = () => {
    // Not `disabled` while busy: a disabled button loses the keyboard's focus.
    if (busy) return;
    run(() => {
      setHeading(
        count > 0
          ? i18n._('watched.watchAgainTitle', { title: target.title })
          : i18n._('watched.markWatchedTitle', { title: target.title }),
      );
      setAsking(true);
    });
  };

  const log = (watchedOn: string) => {
    setAsking(false);
    mark.mutate(
      { target, watchedOn },
      {
        onSuccess: undo.offer,
        onError: (error) => setFailure(changeFailure(i18n, error)),
      },
    );
  };

  const removeLast = () => {
    if (busy || !watched?.lastEntryId) return;
    remove.mutate(
      { target, entryId: watched.lastEntryId },
      { onError: (error) => setFailure(changeFailure(i18n, error)) },
    );
    // The last watch gone, this button goes too: the keyboard's focus moves to the one left.
    if (count === 1) markButton.current?.focus();
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      // A line of its own under the ratings, however wide the page.
      sx={{ alignItems: 'center', flexWrap: 'wrap', flexBasis: '100%' }}
    >
      {count > 0 && lastWatchedOn && (
        <Typography variant="body2" component="span">
          {i18n._('watched.lastWatched', { count, date: lastWatchedOn })}
        </Typography>
      )}
      {/* One button from "Mark watched" to "Watch again", so that it keeps the focus. */}
      <Button
        ref={markButton}
        size="small"
        variant={count > 0 ? 'text' : 'outlined'}
        startIcon={count > 0 ? <ReplayIcon /> : <CheckCircleOutlineIcon />}
        onClick={ask}
        aria-disabled={busy}
      >
        {count > 0 ? i18n._('watched.watchAgain') : i18n._('watched.markWatched')}
      </Button>
      {count > 0 && (
        <Button size="small" onClick={removeLast} aria-disabled={busy || !watched?.lastEntryId}>
          {i18n._('watched.removeLastWatch')}
        </Button>
      )}
      <MarkWatchedDialog
        open={asking}
        heading={heading}
        onCancel={() => setAsking(false)}
        onConfirm={log}
      />
      {prompt}
      {undo.snackbar}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
