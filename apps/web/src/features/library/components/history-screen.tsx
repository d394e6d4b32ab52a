/**
 * The signed-in History screen: the visitor's diary of watches, newest first, under a heading
 * per month, of the type the address says, a page at a time. Each entry's day can be changed
 * and the entry deleted (with Undo); a change shows at once and goes back, with a message, if
 * the API refuses it.
 */
import { useLingui } from '@lingui/react';
import type { HistoryEntry } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  useChangeWatchDate,
  useDeleteHistoryEntry,
  useHistoryPage,
  useHistoryIsSettled,
  useRestoreHistoryEntry,
  type HistoryQuery,
} from '../api/history-queries.ts';
import { useAllRatings } from '../api/rating-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import {
  groupByMonth,
  monthHeading,
  ratingOfEntry,
  validateHistorySearch,
  watchKey,
  type HistorySearch,
  type HistoryType,
} from '../lib/history-view.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { EditWatchDateDialog } from './edit-watch-date-dialog.tsx';
import { entryName, HistoryEntryRow, type EntryAction } from './history-entry.tsx';
import { ListPages } from './list-pages.tsx';
import { TypeToggle, type Choice } from './type-toggle.tsx';
import { UndoSnackbar } from './undo-snackbar.tsx';

const TYPES: readonly Choice<HistoryType | 'all'>[] = [
  { value: 'all', label: /*i18n*/ 'library.typeAll' },
  { value: 'movie', label: /*i18n*/ 'library.typeMovies' },
  { value: 'tv', label: /*i18n*/ 'library.typeTv' },
];

/**
 * A button of an entry's row: by the entry's id, or by its watch (the movie and day, or the
 * episode) for an entry put back by Undo, which comes back with a new id.
 */
interface FocusPlace {
  row: string;
  action: EntryAction;
}

const entryButton = (entry: HistoryEntry, action: EntryAction): FocusPlace => ({
  row: `[data-entry="${CSS.escape(entry.id)}"]`,
  action,
});

const watchButton = (entry: HistoryEntry, action: EntryAction): FocusPlace => ({
  row: `[data-watch="${CSS.escape(watchKey(entry))}"]`,
  action,
});

/**
 * Where focus goes after a change: to that row's button, and back to it each time the row is
 * drawn anew (an entry moved to another month is a new row there; one put back by Undo is new,
 * then read again), until every change and read has settled; to the heading if by then the row
 * is not on this page. Only focus that a change took away (to the page's body) moves: a visitor
 * who went on meanwhile stays where they are.
 */
function usePlaceFocus() {
  const isSettled = useHistoryIsSettled();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const pending = useRef<FocusPlace | 'heading' | null>(null);
  useEffect(() => {
    const place = pending.current;
    if (!place) return;
    const button =
      place === 'heading'
        ? null
        : list.current?.querySelector<HTMLElement>(`${place.row} [data-action="${place.action}"]`);
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== button) {
      pending.current = null;
      return;
    }
    button?.focus();
    if (!isSettled()) return;
    pending.current = null;
    if (!button) heading.current?.focus();
  });
  const focusWhenShown = (place: FocusPlace | null) => {
    pending.current = place ?? 'heading';
  };
  return { heading, list, focusWhenShown };
}

interface Deleted {
  entry: HistoryEntry;
  index: number;
  page: HistoryQuery;
  /** Where focus goes if it is not undone: the row after it, else the one before. */
  next: FocusPlace | null;
}

export function HistoryScreen({ search }: { search: HistorySearch }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('history.heading'));
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const query: HistoryQuery = { type: search.type ?? 'all', page };
  const answer = useHistoryPage(query);
  const ratings = useAllRatings();
  const [editing, setEditing] = useState<HistoryEntry | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { heading, list, focusWhenShown } = usePlaceFocus();
  const changeDate = useChangeWatchDate({
    onFailure: (error, { entry }) => {
      setFailure(changeFailure(i18n, error));
      focusWhenShown(entryButton(entry, 'edit'));
    },
  });
  const remove = useDeleteHistoryEntry({
    onFailure: (error, entry) => {
      setDeleted((shown) => (shown?.entry.id === entry.id ? null : shown));
      setFailure(changeFailure(i18n, error));
      focusWhenShown(entryButton(entry, 'delete'));
    },
  });
  const restore = useRestoreHistoryEntry({
    onFailure: (_error, { entry }) =>
      setFailure(i18n._('history.restoreFailed', { what: entryName(i18n, entry) })),
  });
  const months = useMemo(() => groupByMonth(answer.data?.results ?? []), [answer.data]);

  const show = (next: HistorySearch) =>
    void navigate({ to: '.', search: validateHistorySearch({ ...next }) });

  const saveDate = (entry: HistoryEntry, watchedOn: string) => {
    setEditing(null);
    // The same row, whether it moves to another month (a new row there) or stays.
    focusWhenShown(entryButton(entry, 'edit'));
    if (watchedOn !== entry.watchedOn) changeDate.mutate({ entry, watchedOn });
  };

  const deleteEntry = (entry: HistoryEntry) => {
    const shown = answer.data?.results ?? [];
    const index = shown.findIndex((row) => row.id === entry.id);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    const next = neighbour ? entryButton(neighbour, 'delete') : null;
    setFailure(null);
    setDeleted({ entry, index, page: query, next });
    remove.mutate(entry);
  };

  const undo = ({ entry, index, page: from }: Deleted) => {
    setDeleted(null);
    focusWhenShown(watchButton(entry, 'delete'));
    restore.mutate({ entry, index, page: from });
  };

  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const filtered = Boolean(search.type);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom ref={heading} tabIndex={-1}>
        {i18n._('history.heading')}
      </Typography>
      {(answer.data.totalResults > 0 || filtered) && (
        <Box sx={{ mb: 3 }}>
          <TypeToggle
            types={TYPES}
            type={search.type ?? 'all'}
            onType={(type) => show({ type: type === 'all' ? undefined : type })}
          />
        </Box>
      )}
      {months.length === 0 ? (
        filtered ? (
          <Typography>{i18n._('history.noneOfType')}</Typography>
        ) : (
          <>
            <Typography>{i18n._('history.empty')}</Typography>
            <Typography sx={{ mt: 1 }}>
              {i18n._('history.emptyHint')}{' '}
              <TextLink to="/popular/movies">{i18n._('library.popularMovies')}</TextLink>
            </Typography>
          </>
        )
      ) : (
        <div ref={list}>
          {months.map(({ month, entries }) => (
            <Box component="section" key={month} sx={{ mb: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {monthHeading(month, i18n.locale)}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {entries.map((entry) => (
                  // Keyed by its watch, which an entry put back by Undo keeps (not its id).
                  <li key={watchKey(entry)} data-watch={watchKey(entry)} data-entry={entry.id}>
                    <HistoryEntryRow
                      entry={entry}
                      rating={ratingOfEntry(ratings.data, entry)}
                      onEdit={() => setEditing(entry)}
                      onDelete={() => deleteEntry(entry)}
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </div>
      )}
      <ListPages
        page={page}
        totalPages={answer.data.totalPages}
        onPage={(next) => show({ ...search, page: next })}
      />
      {editing && (
        <EditWatchDateDialog
          key={editing.id}
          what={entryName(i18n, editing)}
          watchedOn={editing.watchedOn}
          onCancel={() => {
            setEditing(null);
            focusWhenShown(entryButton(editing, 'edit'));
          }}
          onSave={(watchedOn) => saveDate(editing, watchedOn)}
        />
      )}
      {deleted && (
        <UndoSnackbar
          key={deleted.entry.id}
          message={i18n._('history.deleted', { what: entryName(i18n, deleted.entry) })}
          onUndo={() => undo(deleted)}
          onClose={(hadFocus) => {
            setDeleted(null);
            if (hadFocus) focusWhenShown(deleted.next);
          }}
        />
      )}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </Container>
  );
}
