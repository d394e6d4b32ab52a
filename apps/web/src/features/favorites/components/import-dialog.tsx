/**
 * Import, once a file is chosen: what it will add and what it skips (already saved, or repeated
 * in the file), then one call to the bulk import on Import, or nothing on Cancel. A file that
 * cannot be imported says why, and nothing changes. Loaded with the first file chosen.
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
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFavorites, useImportFavorites } from '../api/favorite-queries.ts';
import {
  FavoritesFileError,
  MAX_FILE_FAVORITES,
  readChosenFile,
  type FileProblem,
  type NewFavorite,
} from '../lib/favorites-file.ts';
import { previewImport, type ImportPreview } from '../lib/import-preview.ts';

export interface ImportDialogProps {
  file: File;
  open: boolean;
  onClose: () => void;
  /** After the dialog's closing transition, when it may be unmounted. */
  onExited: () => void;
  /** The import was saved: `count` favourites were added. */
  onImported: (count: number) => void;
}

const PROBLEM_MESSAGES: Record<Exclude<FileProblem, 'invalidItem'>, string> = {
  empty: 'favorites-io.problemEmpty',
  tooLarge: 'favorites-io.problemTooLarge',
  unreadable: 'favorites-io.problemUnreadable',
  foreign: 'favorites-io.problemForeign',
  newerVersion: 'favorites-io.problemNewerVersion',
  tooMany: 'favorites-io.problemTooMany',
};

/**
 * What importing the file would do, against the favourites saved when it was read (so that the
 * list refetched after the import does not change the preview as the dialog closes), or what is
 * wrong with the file; undefined while it is read.
 */
function usePreview(file: File) {
  const saved = useFavorites().data;
  const savedWhenRead = useRef(saved);
  useEffect(() => {
    savedWhenRead.current = saved;
  });
  const [read, setRead] = useState<{ file: File; result: ImportPreview | FavoritesFileError }>();
  useEffect(() => {
    let current = true;
    void readChosenFile(file).then((result) => {
      if (!current) return;
      const preview = Array.isArray(result)
        ? previewImport(result, savedWhenRead.current ?? [])
        : result;
      setRead({ file, result: preview });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return read?.file === file ? read.result : undefined;
}

export function ImportDialog({ file, open, onClose, onExited, onImported }: ImportDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const read = usePreview(file);
  const save = useImportFavorites();
  if (!read) return null;

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

  if (read instanceof FavoritesFileError) {
    const problem =
      read.problem === 'invalidItem'
        ? i18n._('favorites-io.problemInvalidItem', { item: read.item, field: read.field })
        : i18n._(PROBLEM_MESSAGES[read.problem], { limit: MAX_FILE_FAVORITES });
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

  const { toAdd, skipped, overLimit } = read;
  const canImport = toAdd.length > 0 && !overLimit;
  return frame(
    i18n._('favorites-io.importTitle'),
    <>
      <DialogContentText sx={{ overflowWrap: 'anywhere', mb: 2 }}>
        {i18n._('favorites-io.fromFile', { fileName: file.name })}
      </DialogContentText>
      {overLimit && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {i18n._('favorites-io.overLimit', { limit: MAX_FILE_FAVORITES })}
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
              reason: i18n._(`favorites-io.${reason}`),
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
    return i18n._('favorites-io.overLimit', { limit: MAX_FILE_FAVORITES });
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
