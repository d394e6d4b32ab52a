/**
 * The visitor's own rating of a movie, a TV show or an episode, 0.5 to 5 stars in halves,
 * beside TMDB's on its page. Stars are radio buttons (MUI's Rating): arrows move between them and each is read
 * out ("4.5 stars"). A choice shows at once and is sent once the visitor stops moving (arrow
 * presses pass through several values on their way), or at once on leaving the stars; Clear
 * removes the rating. Signed out, choosing asks the visitor to log in, then rates.
 */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import {
  ratingOf,
  useAllRatings,
  useChangeRating,
  type RatingTarget,
} from '../api/rating-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { useSignedInAction } from './use-signed-in-action.tsx';

/** How long the stars wait for another arrow press before the rating is sent. */
export const SETTLE_MS = 700;

export function YourRating({ target }: { target: RatingTarget }) {
  const { i18n } = useLingui();
  const labelId = useId();
  const { isAuthenticated } = useAuth();
  const ratings = useAllRatings();
  const change = useChangeRating();
  const { run, prompt } = useSignedInAction();
  const [failure, setFailure] = useState<string | null>(null);
  // A value chosen but not sent yet (undefined: none).
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saved = isAuthenticated ? ratingOf(ratings.data, target) : null;
  const shown = draft !== undefined ? draft : change.isPending ? change.variables.rating : saved;

  const send = (rating: number | null) => {
    clearTimeout(timer.current);
    setDraft(undefined);
    if (rating === saved) return;
    change.mutate(
      { target, rating },
      { onError: (error) => setFailure(changeFailure(i18n, error)) },
    );
  };

  const choose = (rating: number | null) => {
    if (!isAuthenticated) return run(() => send(rating));
    setDraft(rating);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(rating), SETTLE_MS);
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-labelledby={labelId}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography id={labelId} variant="body2" component="span">
        {i18n._('library.yourRating')}
      </Typography>
      <Rating
        name={`your-rating-${labelId}`}
        value={shown}
        precision={0.5}
        max={5}
        onChange={(_event, value) => choose(value)}
        onBlur={(event) => {
          // Leaving the stars altogether sends what was chosen without waiting.
          const next = event.relatedTarget;
          if (draft !== undefined && !(next instanceof Node && event.currentTarget.contains(next)))
            send(draft);
        }}
        getLabelText={(value) => i18n._('library.stars', { count: value })}
        emptyLabelText={i18n._('library.notRated')}
      />
      {shown !== null && (
        <Button size="small" onClick={() => send(null)}>
          {i18n._('library.clearRating')}
        </Button>
      )}
      {prompt}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
