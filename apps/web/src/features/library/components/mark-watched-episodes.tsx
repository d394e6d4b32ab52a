/**
 * A show's or a season's episodes marked watched at once (every aired one, on the day the
 * visitor picks: today unless they pick another), with the visitor's progress through them
 * above: on the show's page "Mark all watched", on a season's "Mark season watched". Once some
 * are watched they can be un-marked, after a question (their days are lost). Signed out, a
 * press asks the visitor to log in, then asks the day.
 */
import { useLingui } from '@lingui/react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState, type MouseEvent } from 'react';
import type { LibraryTarget } from '../api/library-target.ts';
import { progressOfSeason } from '../lib/progress-change.ts';
import { hasAired } from '../lib/watch-day.ts';
import { MarkWatchedDialog } from './mark-watched-dialog.tsx';
import { UnmarkDialog } from './mark-watched-unmark-dialog.tsx';
import { TvProgress } from './tv-progress.tsx';
import { useEpisodeMarks } from './use-episode-marks.tsx';

interface MarkEpisodesProps {
  show: LibraryTarget;
  /** None: the whole show. */
  seasonNumber?: number;
  /** The season's aired episodes, when the screen has them. */
  airedEpisodes?: readonly number[];
  labels: {
    mark: string;
    unmark: string;
    /** The un-marking's question. */
    question: string;
    /** The heading of the dialog that asks the day of a mark. */
    dayQuestion: string;
  };
}

function MarkEpisodes({ show, seasonNumber, airedEpisodes, labels }: MarkEpisodesProps) {
  const { progress, busy, change, sendNow, whenSignedIn, feedback } = useEpisodeMarks(show);
  const [askingDay, setAskingDay] = useState(false);
  const [asking, setAsking] = useState(false);
  const firstButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const counts = seasonNumber === undefined ? progress : progressOfSeason(progress, seasonNumber);
  // Nothing has aired: there is nothing to mark.
  if (counts?.aired === 0 || airedEpisodes?.length === 0) return null;
  const watched = counts?.watched ?? 0;
  const allWatched = counts !== undefined && watched >= counts.aired;
  const scope = seasonNumber === undefined ? {} : { seasonNumber };

  const askDay = () => {
    if (!busy) whenSignedIn(() => setAskingDay(true));
  };
  const mark = (watchedOn: string) => {
    setAskingDay(false);
    sendNow({ scope, watched: true, airedEpisodes, watchedOn });
  };
  const ask = (event: MouseEvent<HTMLElement>) => {
    if (busy) return;
    opener.current = event.currentTarget;
    setAsking(true);
  };
  const unmark = () => {
    setAsking(false);
    change({ scope, watched: false });
  };

  return (
    <Stack spacing={1} sx={{ flexBasis: '100%', alignItems: 'flex-start' }}>
      {counts && <TvProgress watched={watched} aired={counts.aired} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* One button from marking to un-marking, so that it keeps the keyboard's focus. */}
        <Button
          ref={firstButton}
          size="small"
          variant={allWatched ? 'text' : 'outlined'}
          startIcon={allWatched ? undefined : <DoneAllIcon />}
          onClick={allWatched ? ask : askDay}
          aria-disabled={busy}
        >
          {allWatched ? labels.unmark : labels.mark}
        </Button>
        {!allWatched && watched > 0 && (
          <Button size="small" onClick={ask} aria-disabled={busy}>
            {labels.unmark}
          </Button>
        )}
      </Stack>
      <MarkWatchedDialog
        open={askingDay}
        heading={labels.dayQuestion}
        onCancel={() => setAskingDay(false)}
        onConfirm={mark}
      />
      <UnmarkDialog
        open={asking}
        heading={labels.question}
        onCancel={() => setAsking(false)}
        onConfirm={unmark}
        // The second button is gone once nothing is watched: the first one stays.
        returnFocus={() => (opener.current?.isConnected ? opener.current : firstButton.current)}
      />
      {feedback}
    </Stack>
  );
}

/** On a show's page: every aired episode, specials aside. */
export function ShowWatched({ target }: { target: LibraryTarget }) {
  const { i18n } = useLingui();
  return (
    <MarkEpisodes
      show={target}
      labels={{
        mark: i18n._('watched.markAll'),
        unmark: i18n._('watched.unmarkAll'),
        question: i18n._('watched.unmarkAllQuestion', { title: target.title }),
        dayQuestion: i18n._('watched.markAllTitle', { title: target.title }),
      }}
    />
  );
}

interface SeasonWatchedProps {
  show: LibraryTarget;
  seasonNumber: number;
  /** 'Season 2', or 'Specials'. */
  seasonName: string;
  episodes: readonly { episodeNumber: number; airDate: string | null }[];
}

/** On a season's page: its aired episodes. */
export function SeasonWatched({ show, seasonNumber, seasonName, episodes }: SeasonWatchedProps) {
  const { i18n } = useLingui();
  return (
    <MarkEpisodes
      show={show}
      seasonNumber={seasonNumber}
      airedEpisodes={episodes
        .filter((episode) => hasAired(episode.airDate))
        .map((episode) => episode.episodeNumber)}
      labels={{
        mark: i18n._('watched.markSeason'),
        unmark: i18n._('watched.unmarkSeason'),
        question: i18n._('watched.unmarkSeasonQuestion', {
          season: seasonName,
          title: show.title,
        }),
        dayQuestion: i18n._('watched.markSeasonTitle', { season: seasonName, title: show.title }),
      }}
    />
  );
}
