/**
 * One watch in the diary: its day, the title (a link to its page; an episode also names its
 * season and number, linked to the episode's page), the poster, the visitor's rating of it and
 * whether it is a rewatch; with buttons to change its day or delete it.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryEntry as Entry } from '@media-search/api-client';
import { formats } from '@lingui/core';
import { MediaImage } from '@/components/media/media-image.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { formatDate, yearOf } from '@/lib/format.ts';

/**
 * How the buttons name the entry: the movie, or the show with the episode's season and number,
 * and the day (a rewatched movie has an entry a day).
 */
export function entryName(i18n: I18n, entry: Entry): string {
  const date = formatDate(entry.watchedOn, i18n.locale) ?? entry.watchedOn;
  if (entry.mediaType === 'movie')
    return i18n._('history.movieWatch', { title: entry.title, date });
  return i18n._('history.episodeWatch', {
    title: entry.title,
    season: entry.seasonNumber ?? 0,
    episode: entry.episodeNumber ?? 0,
    date,
  });
}

/** Which of a row's buttons a place to focus names (see history-screen.tsx). */
export type EntryAction = 'edit' | 'delete';

function TitleLink({ entry }: { entry: Entry }) {
  if (entry.mediaType === 'movie') {
    const year = yearOf(entry.releaseDate);
    return (
      <>
        <TextLink to="/movie/$id" params={{ id: entry.mediaId }}>
          {entry.title}
        </TextLink>
        {year && ` (${year})`}
      </>
    );
  }
  return (
    <TextLink to="/tv/$id" params={{ id: entry.mediaId }}>
      {entry.title}
    </TextLink>
  );
}

function EpisodeLink({ entry }: { entry: Entry }) {
  const { i18n } = useLingui();
  const season = entry.seasonNumber ?? 0;
  const episode = entry.episodeNumber ?? 0;
  return (
    <Typography variant="body2">
      <TextLink to="/tvepisode" search={{ series: entry.mediaId, season, episode }}>
        {entry.episodeName
          ? i18n._('history.episodeNamed', { season, episode, name: entry.episodeName })
          : i18n._('history.episode', { season, episode })}
      </TextLink>
    </Typography>
  );
}

export function HistoryEntryRow({
  entry,
  rating,
  onEdit,
  onDelete,
}: {
  entry: Entry;
  /** The visitor's own rating of what was watched; null when none. */
  rating: number | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { i18n } = useLingui();
  const name = entryName(i18n, entry);
  return (
    <Card variant="outlined" sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, p: 1.5 }}>
      <Box sx={{ width: { xs: 56, sm: 72 }, flexShrink: 0 }}>
        {/* Beside its own title: the picture adds nothing to read. */}
        <MediaImage path={entry.posterPath} alt="" shape="poster" />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={entry.watchedOn}>
            {i18n._('history.watchedOn', { date: formatDate(entry.watchedOn, i18n.locale) ?? '' })}
          </time>
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
          <TitleLink entry={entry} />
        </Typography>
        {entry.mediaType === 'episode' && <EpisodeLink entry={entry} />}
        {(rating !== null || entry.rewatch) && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}
          >
            {rating !== null && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Rating value={rating} precision={0.5} readOnly size="small" aria-hidden />
                <Typography variant="body2">
                  {i18n._('history.yourStars', { stars: formats.number(i18n.locale, rating) })}
                </Typography>
              </Stack>
            )}
            {entry.rewatch && (
              <Chip
                size="small"
                variant="outlined"
                icon={<ReplayIcon />}
                label={i18n._('history.rewatch')}
              />
            )}
          </Stack>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          aria-label={i18n._('history.editDate', { what: name })}
          data-action={'edit' satisfies EntryAction}
          onClick={onEdit}
        >
          <EditCalendarIcon />
        </IconButton>
        <IconButton
          aria-label={i18n._('history.delete', { what: name })}
          data-action={'delete' satisfies EntryAction}
          onClick={onDelete}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Card>
  );
}
