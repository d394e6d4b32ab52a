/**
 * An episode's own "Watched" toggle, on its card on the season's page: pressed when the visitor
 * has watched it; a press marks it (dated today) or un-marks it. None for an episode that has
 * not aired (the API would refuse it). Signed out, a press asks the visitor to log in, then
 * marks it.
 */
import { useLingui } from '@lingui/react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import type { LibraryTarget } from '../api/library-target.ts';
import { progressOfSeason } from '../lib/progress-change.ts';
import { hasAired } from '../lib/watch-day.ts';
import { useEpisodeMarks } from './use-episode-marks.tsx';

interface EpisodeWatchedProps {
  show: LibraryTarget;
  episode: { seasonNumber: number; episodeNumber: number; airDate: string | null };
}

export function EpisodeWatched({ show, episode }: EpisodeWatchedProps) {
  const { i18n } = useLingui();
  const { progress, busy, sending, change, feedback } = useEpisodeMarks(show);
  const { seasonNumber, episodeNumber } = episode;
  if (!hasAired(episode.airDate)) return null;
  // While its change is on its way, the toggle shows it.
  const watched = sending
    ? sending.watched
    : Boolean(progressOfSeason(progress, seasonNumber)?.watchedEpisodes.includes(episodeNumber));

  return (
    <>
      <Button
        size="small"
        aria-pressed={watched}
        aria-disabled={busy}
        // The name stays as the button is pressed; its state says whether it is watched.
        aria-label={i18n._('watched.episodeWatched', { number: episodeNumber })}
        startIcon={watched ? <CheckCircleIcon /> : <CheckCircleOutlineIcon />}
        color={watched ? 'primary' : 'inherit'}
        onClick={() => change({ scope: { seasonNumber, episodeNumber }, watched: !watched })}
      >
        {i18n._('watched.watched')}
      </Button>
      {feedback}
    </>
  );
}
