/**
 * The import named in the address, as far as the server has got with it: matching (a progress
 * bar, read again each second), the preview once ready, done, or failed.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ApiError } from '@media-search/api-client';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { useDeleteImport, useImportJob } from '../api/import-queries.ts';
import { ImportDone } from './import-done.tsx';
import { ImportPreview } from './import-preview.tsx';
import { ImportProgress } from './import-progress.tsx';

interface ImportJobProps {
  jobId: string;
  /** Leaves this job for a new file (after it is done, failed, gone or discarded). */
  onLeave: () => void;
}

export function ImportJobView({ jobId, onLeave }: ImportJobProps) {
  const { i18n } = useLingui();
  const job = useImportJob(jobId);
  const discard = useDeleteImport();
  const another = (
    <Button variant="outlined" onClick={onLeave}>
      {i18n._('yourData.importAnother')}
    </Button>
  );

  if (job.isPending) return <PageSpinner />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.statusCode === 404)
      return (
        <Box>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {i18n._('yourData.jobMissing')}
          </Alert>
          {another}
        </Box>
      );
    return <ErrorView error={job.error} onRetry={() => void job.refetch()} />;
  }

  const { fileName, status, progress, error } = job.data;
  switch (status) {
    case 'matching':
      return (
        <ImportProgress fileName={fileName} matched={progress.matched} total={progress.total} />
      );
    case 'ready':
      return (
        <ImportPreview
          job={job.data}
          discarding={discard.isPending}
          onDiscard={() => discard.mutate({ path: { id: jobId } }, { onSuccess: onLeave })}
        />
      );
    case 'done':
      return <ImportDone fileName={fileName} onAnother={onLeave} />;
    case 'failed':
      return (
        <Box>
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {i18n._('yourData.jobFailed', { fileName, error: error ?? '' })}
          </Alert>
          {another}
        </Box>
      );
  }
}
