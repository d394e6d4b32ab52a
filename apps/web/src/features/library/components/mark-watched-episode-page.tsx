/**
 * An episode's watches on its own page, under its rating: "Mark watched" asks the day (today
 * unless the visitor picks another) and marks it; once watched, the line says so and the same
 * button un-marks it. None for an episode that has not aired (the API would refuse it). Signed
 * out, a press asks the visitor to log in, then asks the day.
 */
import { useLingui } from '@lingui/react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LibraryTarget } from '../api/library-target.ts';
import { progressOfSeason } from '../lib/progress-change.ts';
import { hasAired } from '../lib/watch-day.ts';
import { MarkWatchedDialog } from './mark-watched-dialog.tsx';
import { useEpisodeMarks } from './use-episode-marks.tsx';

interface EpisodePageWatchedProps {
  show: LibraryTarget;
  episode: { seasonNumber: number; episodeNumber: number; airDate: string | null };
}

export function EpisodePageWatched({ show, episode }: EpisodePageWatchedProps) {
  const { i18n } = useLingui();
  const { progress, busy, sending, change, sendNow, whenSignedIn, feedback } =
    useEpisodeMarks(show);
  const [askingDay, setAskingDay] = useState(false);
  const { seasonNumber, episodeNumber } = episode;
  if (!hasAired(episode.airDate)) return null;
  const scope = { seasonNumber, episodeNumber };
  // While its change is on its way, the page shows it.
  const watched = sending
    ? sending.watched
    : Boolean(progressOfSeason(progress, seasonNumber)?.watchedEpisodes.includes(episodeNumber));

  const press = () => {
    if (busy) return;
    if (watched) change({ scope, watched: false });
    else whenSignedIn(() => setAskingDay(true));
  };
  const mark = (watchedOn: string) => {
    setAskingDay(false);
    sendNow({ scope, watched: true, watchedOn });
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      // A line of its own under the ratings, however wide the page.
      sx={{ alignItems: 'center', flexWrap: 'wrap', flexBasis: '100%', mt: 1 }}
    >
      {watched && (
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <CheckCircleIcon fontSize="small" color="primary" aria-hidden />
          {i18n._('watched.episodeIsWatched')}
        </Typography>
      )}
      {/* One button from marking to un-marking, so that it keeps the keyboard's focus. */}
      <Button
        size="small"
        variant={watched ? 'text' : 'outlined'}
        startIcon={watched ? undefined : <CheckCircleOutlineIcon />}
        onClick={press}
        aria-disabled={busy}
      >
        {watched ? i18n._('watched.unmark') : i18n._('watched.markWatched')}
      </Button>
      <MarkWatchedDialog
        open={askingDay}
        heading={i18n._('watched.markEpisodeTitle', {
          title: show.title,
          season: seasonNumber,
          number: episodeNumber,
        })}
        onCancel={() => setAskingDay(false)}
        onConfirm={mark}
      />
      {feedback}
    </Stack>
  );
}
