/**
 * One event of a calendar day: an episode as "Show · S02E03 · Episode name" linking to its
 * page, with "Mark watched" once it has aired; a film's release as its title and the kind of
 * release, linking to the film.
 */
import { useLingui } from '@lingui/react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link.tsx';
import { canMarkWatched, type CalendarEvent } from '../lib/calendar-days.ts';

/** "Show · S02E03", which names an episode wherever its own name may be missing. */
export function episodeCode(i18n: ReturnType<typeof useLingui>['i18n'], event: CalendarEvent) {
  const pad = (number: number | null) => String(number ?? 0).padStart(2, '0');
  return `${event.title} · ${i18n._('calendar.episode', {
    season: pad(event.seasonNumber),
    episode: pad(event.episodeNumber),
  })}`;
}

interface CalendarEventRowProps {
  event: CalendarEvent;
  /** Whether this episode's mark is on its way. */
  marking: boolean;
  onMarkWatched: () => void;
}

export function CalendarEventRow({ event, marking, onMarkWatched }: CalendarEventRowProps) {
  const { i18n } = useLingui();
  const isEpisode = event.kind === 'episode';
  const code = isEpisode ? episodeCode(i18n, event) : '';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        // Long names wrap rather than push the row past a phone's width.
        overflowWrap: 'anywhere',
      }}
    >
      <Typography component="span" sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        {isEpisode ? (
          <TextLink
            to="/tvepisode"
            search={{
              series: event.mediaId,
              season: event.seasonNumber ?? 0,
              episode: event.episodeNumber ?? 0,
            }}
          >
            {event.episodeName ? `${code} · ${event.episodeName}` : code}
          </TextLink>
        ) : (
          <TextLink to="/movie/$id" params={{ id: event.mediaId }}>
            {event.title}
          </TextLink>
        )}
      </Typography>
      {!isEpisode && (
        <Chip
          size="small"
          variant="outlined"
          label={
            event.kind === 'theatrical' ? i18n._('calendar.theatrical') : i18n._('calendar.digital')
          }
        />
      )}
      {isEpisode && event.watched && (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <CheckCircleIcon fontSize="small" color="primary" aria-hidden />
          {i18n._('calendar.watched')}
        </Typography>
      )}
      {canMarkWatched(event) && (
        <Button
          size="small"
          variant="outlined"
          aria-disabled={marking}
          aria-label={i18n._('calendar.markWatchedOf', { what: code })}
          onClick={() => {
            if (!marking) onMarkWatched();
          }}
        >
          {i18n._('calendar.markWatched')}
        </Button>
      )}
    </Box>
  );
}
