/**
 * Import: opens the browser's file picker for our JSON or CSV; the chosen file is read against
 * the saved favourites and previewed in a dialog (both loaded with the first file chosen), and
 * once imported the count is announced.
 */
import { useLingui } from '@lingui/react';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Favorite } from '@media-search/api-client';
import { Suspense, lazy, useRef, useState, type ChangeEvent } from 'react';
import type { ImportOutcome } from '../lib/favorites-transfer.ts';

const ImportDialog = lazy(async () => ({
  default: (await import('./import-dialog.tsx')).ImportDialog,
}));

interface Chosen {
  fileName: string;
  outcome: ImportOutcome;
  open: boolean;
}

/** `favorites`: the whole list as saved, which the file is compared with. */
export function ImportButton({ favorites }: { favorites: readonly Favorite[] }) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again (after fixing it, say) is a change too.
    event.target.value = '';
    if (!file) return;
    const { prepareImport } = await import('../lib/favorites-transfer.ts');
    setChosen({ fileName: file.name, outcome: await prepareImport(file, favorites), open: true });
  };
  const close = () => setChosen((current) => current && { ...current, open: false });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileUploadIcon />}
        onClick={() => input.current?.click()}
      >
        {i18n._('favorites-io.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        hidden
        onChange={(event) => void choose(event)}
      />
      {chosen && (
        <Suspense>
          <ImportDialog
            fileName={chosen.fileName}
            outcome={chosen.outcome}
            open={chosen.open}
            onClose={close}
            onExited={() => setChosen(null)}
            onImported={(count) => {
              close();
              setImported(count);
            }}
          />
        </Suspense>
      )}
      <Snackbar
        open={imported !== null}
        autoHideDuration={6000}
        onClose={() => setImported(null)}
        message={imported === null ? '' : i18n._('favorites-io.imported', { count: imported })}
      />
    </>
  );
}
