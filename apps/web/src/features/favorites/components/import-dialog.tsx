/**
 * Import, once a file is chosen and read: what it will add and what it skips (already saved, or
 * repeated in the file), then one call to the bulk import on Import, or nothing on Cancel. A
 * file that cannot be imported says why, and nothing changes. Loaded with the first file chosen.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ApiError } from '@media-search/api-client';
import { useId, type ReactNode } from 'react';
import { useImportFavorites } from '../api/favorite-queries.ts';
import type { FileProblem, NewFavorite } from '../lib/favorites-file.ts';
import { MAX_FAVORITES } from '../lib/favorites-limit.ts';
import type { ImportOutcome } from '../lib/favorites-transfer.ts';
import type { SkipReason } from '../lib/import-preview.ts';

export interface ImportDialogProps {
  fileName: string;
  /** The chosen file read against the favourites saved then (favorites-transfer.ts). */
  outcome: ImportOutcome;
  open: boolean;
  onClose: () => void;
  /** After the dialog's closing transition, when it may be unmounted. */
  onExited: () => void;
  /** The import was saved: `count` favourites were added. */
  onImported: (count: number) => void;
}

const PROBLEM_MESSAGES: Record<Exclude<FileProblem, 'invalidItem'>, string> = {
  empty: /*i18n*/ 'favorites-io.problemEmpty',
  tooLarge: /*i18n*/ 'favorites-io.problemTooLarge',
  unreadable: /*i18n*/ 'favorites-io.problemUnreadable',
  foreign: /*i18n*/ 'favorites-io.problemForeign',
  newerVersion: /*i18n*/ 'favorites-io.problemNewerVersion',
  tooMany: /*i18n*/ 'favorites-io.problemTooMany',
};

const SKIP_REASONS: Record<SkipReason, string> = {
  alreadySaved: /*i18n*/ 'favorites-io.alreadySaved',
  repeated: /*i18n*/ 'favorites-io.repeated',
};

export function ImportDialog(props: ImportDialogProps) {
  const { fileName, outcome, open, onClose, onExited, onImported } = props;
  const { i18n } = useLingui();
  const titleId = useId();
  const save = useImportFavorites();

  const confirm = (toAdd: NewFavorite[]) =>
    save.mutate({ body: { items: toAdd } }, { onSuccess: ({ added }) => onImported(added.length) });
  const frame = (title: string, content: ReactNode, actions: ReactNode) => (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );

  if (outcome.kind === 'problem') {
    const problem =
      outcome.problem === 'invalidItem'
        ? i18n._('favorites-io.problemInvalidItem', { item: outcome.item, field: outcome.field })
        : i18n._(PROBLEM_MESSAGES[outcome.problem], { limit: MAX_FAVORITES });
    return frame(
      i18n._('favorites-io.cannotImport'),
      <DialogContentText role="alert">
        {problem} {i18n._('favorites-io.nothingChanged')}
      </DialogContentText>,
      <Button onClick={onClose} autoFocus>
        {i18n._('favorites-io.close')}
      </Button>,
    );
  }

  const { toAdd, skipped, overLimit } = outcome.preview;
  const canImport = toAdd.length > 0 && !overLimit;
  return frame(
    i18n._('favorites-io.importTitle'),
    <>
      <DialogContentText sx={{ overflowWrap: 'anywhere', mb: 2 }}>
        {i18n._('favorites-io.fromFile', { fileName })}
      </DialogContentText>
      {overLimit && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {i18n._('favorites-io.overLimit', { limit: MAX_FAVORITES })}
        </Alert>
      )}
      {toAdd.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {i18n._('favorites-io.nothingNew')}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {importFailure(save.error, i18n)}
        </Alert>
      )}
      {toAdd.length > 0 && (
        <PreviewList
          heading={i18n._('favorites-io.toAdd', { count: toAdd.length })}
          items={toAdd.map((favorite) => ({
            favorite,
            detail: i18n._('favorites-io.kind', { type: favorite.mediaType }),
          }))}
        />
      )}
      {skipped.length > 0 && (
        <PreviewList
          heading={i18n._('favorites-io.skipped', { count: skipped.length })}
          items={skipped.map(({ favorite, reason }) => ({
            favorite,
            detail: i18n._('favorites-io.kindAndReason', {
              kind: i18n._('favorites-io.kind', { type: favorite.mediaType }),
              reason: i18n._(SKIP_REASONS[reason]),
            }),
          }))}
        />
      )}
    </>,
    <>
      <Button onClick={onClose} disabled={save.isPending}>
        {i18n._('favorites-io.cancel')}
      </Button>
      {canImport && (
        <Button variant="contained" onClick={() => confirm(toAdd)} loading={save.isPending}>
          {i18n._('favorites-io.confirm')}
        </Button>
      )}
    </>,
  );
}

/** What the API's refusal means for the visitor: over the limit, or the API's own sentence. */
function importFailure(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.code === 'LIMIT_REACHED')
    return i18n._('favorites-io.overLimit', { limit: MAX_FAVORITES });
  const message = error instanceof Error ? error.message : String(error);
  return i18n._('favorites-io.importFailed', { message });
}

interface PreviewListProps {
  heading: string;
  items: { favorite: NewFavorite; detail: string }[];
}

function PreviewList({ heading, items }: PreviewListProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <List dense disablePadding>
        {items.map(({ favorite, detail }, index) => (
          <ListItem key={`${favorite.mediaType}:${favorite.mediaId}:${index}`} disableGutters>
            <ListItemText
              primary={favorite.mediaTitle}
              secondary={detail}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
