/**
 * The signed-in Calendar screen: the visitor's episodes and film releases of the last 7 and
 * next 30 days, under a heading per day in their time zone, today marked; aired episodes can be
 * marked watched here, and the same events subscribed to in a calendar app.
 */
import { useLingui } from '@lingui/react';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  useCalendar,
  useCreateFeed,
  useMarkEpisodeWatched,
  useFeedState,
  useStopFeed,
} from '../api/calendar-queries.ts';
import { dayHeading, groupByDay, type CalendarEvent } from '../lib/calendar-days.ts';
import { CalendarEventRow, episodeCode } from './calendar-event-row.tsx';
import { FeedDialog } from './feed-dialog.tsx';

function useFeed() {
  const create = useCreateFeed();
  const stop = useStopFeed();
  const [open, setOpen] = useState(false);
  const state = useFeedState(open);
  const madeNow = stop.isSuccess ? undefined : create.data;
  return {
    open,
    show: () => setOpen(true),
    dialog: (
      <FeedDialog
        open={open}
        address={madeNow}
        activeSince={madeNow ? undefined : (state.data?.createdAt ?? undefined)}
        pending={create.isPending || stop.isPending || state.isPending}
        failed={create.isError || stop.isError || state.isError}
        stopped={stop.isSuccess && !create.isPending}
        onNewAddress={() => {
          stop.reset();
          create.create();
        }}
        onStop={() => {
          create.reset();
          stop.mutate({});
        }}
        onClose={() => setOpen(false)}
      />
    ),
  };
}

export function CalendarScreen() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('calendar.heading'));
  const calendar = useCalendar();
  const marks = useMarkEpisodeWatched();
  const feed = useFeed();
  const [failure, setFailure] = useState<string | null>(null);
  const days = useMemo(() => groupByDay(calendar.data?.events ?? []), [calendar.data]);

  if (calendar.isPending) return <PageSpinner />;
  if (calendar.isError)
    return <ErrorView error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const { today } = calendar.data;

  const markWatched = (event: CalendarEvent) => {
    setFailure(null);
    // Watched today where the visitor is, as the calendar counts days.
    marks
      .mark(event, today)
      .catch(() => setFailure(i18n._('calendar.markFailed', { what: episodeCode(i18n, event) })));
  };
  const marking = (event: CalendarEvent) =>
    marks.isPending &&
    marks.variables?.path.showId === event.mediaId &&
    marks.variables.path.seasonNumber === event.seasonNumber &&
    marks.variables.path.episodeNumber === event.episodeNumber;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._('calendar.heading')}
      </Typography>
      <Stack
        direction="row"
        sx={{
          mb: 3,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography>{i18n._('calendar.range')}</Typography>
        <Button variant="outlined" startIcon={<EventIcon />} onClick={feed.show}>
          {i18n._('calendar.subscribe')}
        </Button>
      </Stack>
      {days.length === 0 ? (
        <>
          <Typography>{i18n._('calendar.empty')}</Typography>
          <Typography sx={{ mt: 1 }}>
            {i18n._('calendar.emptyHint')}{' '}
            <TextLink to="/popular/tv">{i18n._('calendar.popularTv')}</TextLink>
          </Typography>
        </>
      ) : (
        days.map(({ date, events }) => (
          <Box
            component="section"
            key={date}
            aria-labelledby={`day-${date}`}
            aria-current={date === today ? 'date' : undefined}
            sx={{ mb: 3 }}
          >
            <Typography
              variant="h6"
              component="h2"
              id={`day-${date}`}
              sx={{ mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              {dayHeading(date, i18n.locale)}
              {date === today && (
                <Chip size="small" color="primary" label={i18n._('calendar.today')} />
              )}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {events.map((event) => (
                <li key={event.id}>
                  <CalendarEventRow
                    event={event}
                    marking={marking(event)}
                    onMarkWatched={() => markWatched(event)}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        ))
      )}
      {feed.dialog}
      <Snackbar open={failure !== null} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      </Snackbar>
    </Container>
  );
}
