/**
 * Import: opens the browser's file picker for our JSON or CSV; the chosen file is read and
 * previewed in a dialog (import-dialog.tsx, loaded with the first file), and once imported the
 * count is announced.
 */
import { useLingui } from '@lingui/react';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Suspense, lazy, useRef, useState, type ChangeEvent } from 'react';

const ImportDialog = lazy(async () => ({
  default: (await import('./import-dialog.tsx')).ImportDialog,
}));

export function ImportButton() {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; open: boolean } | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again (after fixing it, say) is a change too.
    event.target.value = '';
    if (file) setChosen({ file, open: true });
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
        onChange={choose}
      />
      {chosen && (
        <Suspense>
          <ImportDialog
            file={chosen.file}
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
