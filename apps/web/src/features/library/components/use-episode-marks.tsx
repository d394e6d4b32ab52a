/**
 * What every control of a show's episodes (the whole show, a season, one episode) does alike:
 * read the visitor's progress, send a change (signed out: after they have logged in), show it
 * at once, offer the Undo when it took the show off the watchlist, and say why when the API
 * refused it.
 */
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import type { LibraryTarget } from '../api/library-target.ts';
import { useChangeEpisodesWatched, useShowState } from '../api/watched-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import type { ProgressChange } from '../lib/progress-change.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { useWatchlistUndo } from './mark-watched-undo.tsx';
import { useSignedInAction } from './use-signed-in-action.tsx';

export function useEpisodeMarks(show: LibraryTarget) {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring } = useAuth();
  const state = useShowState(show.id);
  const send = useChangeEpisodesWatched();
  const { run, prompt } = useSignedInAction();
  const [failure, setFailure] = useState<string | null>(null);
  const undo = useWatchlistUndo(show, setFailure);

  const busy = isRestoring || send.isPending;
  const sendNow = (next: ProgressChange) =>
    send.mutate(
      { target: show, change: next },
      {
        onSuccess: undo.offer,
        onError: (error) => setFailure(changeFailure(i18n, error)),
      },
    );
  const change = (next: ProgressChange) => {
    // Not `disabled` while busy: a disabled button loses the keyboard's focus.
    if (busy) return;
    run(() => sendNow(next));
  };

  const feedback: ReactNode = (
    <>
      {prompt}
      {undo.snackbar}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </>
  );
  return {
    /** The visitor's progress through the show; none while signed out or not read yet. */
    progress: isAuthenticated ? state.data?.progress : undefined,
    busy,
    /** The change on its way to the API, if any. */
    sending: send.isPending ? send.variables.change : undefined,
    change,
    /** Sends a change the visitor made once signed in (in the dialog that asks the day). */
    sendNow,
    /** Does `action` now, or once the visitor has logged in (asking the day of a mark, say). */
    whenSignedIn: run,
    /** The sign-in prompt and the messages, to render beside the control. */
    feedback,
  };
}
