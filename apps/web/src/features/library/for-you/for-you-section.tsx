/**
 * The home's rows made for the signed-in visitor, above the rows everyone gets: Up Next, then
 * up to three "Because you liked {title}" rows. Loaded lazily and only while signed in, so a
 * signed-out visit of `/` fetches none of it. A row without titles, or whose request failed,
 * is not shown at all: the home reads the same without it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { RowScrollButtons } from '@/components/media/row-scroll-buttons.tsx';
import { ScrollRow } from '@/components/media/scroll-row.tsx';
import { Section } from '@/components/media/section-heading.tsx';
import { loadScreenMessages } from '@/lib/i18n/i18n.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import {
  useBecauseYouLiked,
  useMarkUpNextWatched,
  useUpNext,
  type UpNextEpisode,
} from './for-you-queries.ts';

/**
 * Its English comes with the other screens' (lib/i18n/messages/en-screens.ts), which the search
 * screen does not load: asked for once, and the rows wait for it so they never show message
 * ids. Should that fail offline, the rows show all the same. (Not a top-level await: that would
 * add the bundler's async-module runtime to the first screen's scripts.)
 */
const screenMessagesQuery = {
  queryKey: ['i18n', 'screen-messages'],
  queryFn: () =>
    loadScreenMessages().then(
      () => true,
      () => false,
    ),
  staleTime: Number.POSITIVE_INFINITY,
};

const CARD_WIDTH = { xs: 240, sm: 280 } as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

function UpNextCard({
  episode,
  marking,
  onMark,
  buttonRef,
}: {
  episode: UpNextEpisode;
  marking: boolean;
  onMark: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const { i18n } = useLingui();
  const { seasonNumber: season, episodeNumber: number } = episode;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink
        to="/tvepisode"
        search={{ series: episode.seriesId, season, episode: number }}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={episode.stillPath ?? episode.posterPath} alt="" shape="still" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {episode.seriesName}
          </Typography>
          <Typography variant="overline" component="p">
            <span aria-hidden>
              {i18n._('forYou.episodeCode', {
                season: twoDigits(season),
                episode: twoDigits(number),
              })}
            </span>
            <Box component="span" sx={visuallyHidden}>
              {i18n._('forYou.episodeCodeSpoken', { season, episode: number })}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {episode.name}
          </Typography>
        </CardContent>
      </CardLink>
      <CardActions>
        {/* Not `disabled` while marking: the button keeps the keyboard's focus meanwhile. */}
        <Button
          ref={buttonRef}
          size="small"
          aria-disabled={marking}
          aria-label={i18n._('forYou.markWatchedOf', {
            show: episode.seriesName,
            season,
            episode: number,
          })}
          onClick={() => {
            if (!marking) onMark();
          }}
        >
          {i18n._('forYou.markWatched')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The next episode of each show in progress. "Mark watched" marks it, and the card shows the
 * show's following episode in its place, the button keeping the focus; when that was the
 * show's last aired episode the card leaves, and the focus goes to the card taking its place.
 */
function UpNextRow() {
  const { i18n } = useLingui();
  const { data: episodes = [] } = useUpNext();
  const { mark } = useMarkUpNextWatched();
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  /** The card being marked, its place, and the row as it was: until the row is read again. */
  const moving = useRef<{ seriesId: number; index: number; before: UpNextEpisode[] } | null>(null);
  const rowId = useId();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const pending = moving.current;
    if (!pending || pending.before === episodes) return;
    moving.current = null;
    // The show is done: its card is gone, and the card now in its place takes the focus.
    if (!episodes.some((episode) => episode.seriesId === pending.seriesId))
      [...buttons.current.values()][Math.min(pending.index, episodes.length - 1)]?.focus();
  }, [episodes]);
  if (episodes.length === 0) return null;

  const onMark = async (episode: UpNextEpisode, index: number) => {
    const { seriesId } = episode;
    setFailed(null);
    setMarking((current) => new Set(current).add(seriesId));
    moving.current = { seriesId, index, before: episodes };
    try {
      await mark(episode);
    } catch {
      moving.current = null;
      setFailed(i18n._('forYou.markFailed', { show: episode.seriesName }));
    } finally {
      setMarking((current) => {
        const next = new Set(current);
        next.delete(seriesId);
        return next;
      });
    }
  };

  return (
    <Section
      heading={i18n._('forYou.upNext')}
      actions={<RowScrollButtons row={row} rowId={rowId} />}
    >
      <ScrollRow id={rowId} ref={row}>
        {episodes.map((episode, index) => (
          <Box component="li" key={episode.seriesId} sx={{ width: CARD_WIDTH, flexShrink: 0 }}>
            <UpNextCard
              episode={episode}
              marking={marking.has(episode.seriesId)}
              onMark={() => void onMark(episode, index)}
              buttonRef={(button) => {
                if (button) buttons.current.set(episode.seriesId, button);
                else buttons.current.delete(episode.seriesId);
              }}
            />
          </Box>
        ))}
      </ScrollRow>
      <Typography role="alert" color="error" variant="body2">
        {failed}
      </Typography>
    </Section>
  );
}

function BecauseYouLikedRows() {
  const { i18n } = useLingui();
  const { data: rows = [] } = useBecauseYouLiked();
  return rows.map((row) => (
    <RelatedTitles
      key={`${row.seed.mediaType}-${row.seed.id}`}
      heading={i18n._('forYou.becauseYouLiked', { title: row.seed.title })}
      titles={row.results}
    />
  ));
}

export function ForYouSection() {
  if (useQuery(screenMessagesQuery).isPending) return null;
  return (
    <>
      <UpNextRow />
      <BecauseYouLikedRows />
    </>
  );
}
