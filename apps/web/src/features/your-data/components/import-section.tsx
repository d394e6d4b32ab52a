/**
 * Import: a file chosen or dropped is sent to the server, which reads it at once (a bad file
 * is refused with a message naming its file, row and column) and then matches its titles in
 * the background; the job's id goes into the address so a reload follows it.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAddImport, useUnfinishedImport } from '../api/import-queries.ts';
import { FilePicker } from './file-picker.tsx';
import { ImportJobView } from './import-job.tsx';

interface ImportSectionProps {
  jobId: string | undefined;
  onJob: (id: string | undefined) => void;
}

export function ImportSection({ jobId, onJob }: ImportSectionProps) {
  const { i18n } = useLingui();
  const upload = useAddImport();
  const [fileName, setFileName] = useState('');
  // Left without its address (by the menu, say), an import is offered again rather than lost.
  const unfinished = useUnfinishedImport(!jobId).data;
  return (
    <section aria-labelledby="import-heading">
      <Typography variant="h5" component="h2" id="import-heading" gutterBottom>
        {i18n._('yourData.importHeading')}
      </Typography>
      {jobId ? (
        <ImportJobView
          key={jobId}
          jobId={jobId}
          onLeave={() => {
            upload.reset();
            onJob(undefined);
          }}
        />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{i18n._('yourData.importIntro')}</Typography>
          {unfinished && (
            <Alert
              severity="info"
              sx={{ mb: 2, overflowWrap: 'anywhere' }}
              action={
                <Button color="inherit" onClick={() => onJob(unfinished.id)}>
                  {i18n._('yourData.continue')}
                </Button>
              }
            >
              {i18n._('yourData.unfinished', { fileName: unfinished.fileName })}
            </Alert>
          )}
          <FilePicker
            disabled={upload.isPending}
            onFile={(file) => {
              setFileName(file.name);
              upload.mutate({ body: { file } }, { onSuccess: (job) => onJob(job.id) });
            }}
          />
          {upload.isPending && (
            <Typography role="status" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              {i18n._('yourData.uploading', { fileName })}
            </Typography>
          )}
          {upload.isError && (
            <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              <AlertTitle>{i18n._('yourData.fileRefused', { fileName })}</AlertTitle>
              {upload.error.message}
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
