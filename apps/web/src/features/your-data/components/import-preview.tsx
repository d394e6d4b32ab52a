/**
 * A matched file before anything is written: its counts, the rows to decide, and Import (all
 * of it in one go, or nothing) or Discard.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ImportJob } from '@media-search/api-client';
import { useImportSelected } from '../api/import-queries.ts';
import { CandidateRow } from './candidate-row.tsx';
import { ConflictRow } from './conflict-row.tsx';
import { ImportRows } from './import-rows.tsx';
import { ImportSummaryTable } from './import-summary-table.tsx';

interface ImportPreviewProps {
  job: ImportJob;
  discarding: boolean;
  onDiscard: () => void;
}

export function ImportPreview({ job, discarding, onDiscard }: ImportPreviewProps) {
  const { i18n } = useLingui();
  const apply = useImportSelected(job.id);
  const [conflicts, setConflicts] = useState<'mine' | 'file'>('mine');
  const busy = apply.isPending || discarding;
  return (
    <section aria-labelledby="preview-heading">
      <Typography
        variant="h6"
        component="h3"
        id="preview-heading"
        gutterBottom
        sx={{ overflowWrap: 'anywhere' }}
      >
        {i18n._('yourData.previewHeading', { fileName: job.fileName })}
      </Typography>
      {job.summary && <ImportSummaryTable summary={job.summary} />}
      {job.services && (
        <Typography sx={{ mb: 3 }}>
          {i18n._('yourData.services', {
            count: job.services.providerCount,
            region: job.services.region,
          })}
        </Typography>
      )}
      <ImportRows
        jobId={job.id}
        outcome="ambiguous"
        heading={i18n._('yourData.chooseHeading')}
        intro={i18n._('yourData.chooseIntro')}
        renderRow={(row) => <CandidateRow jobId={job.id} row={row} />}
      />
      <ImportRows
        jobId={job.id}
        outcome="unmatched"
        heading={i18n._('yourData.unmatchedHeading')}
        intro={i18n._('yourData.unmatchedIntro')}
        renderRow={(row) => <CandidateRow jobId={job.id} row={row} />}
      />
      <ImportRows
        jobId={job.id}
        outcome="conflicting"
        heading={i18n._('yourData.conflictsHeading')}
        intro={i18n._('yourData.conflictsIntro')}
        renderRow={(row) =>
          row.conflict && <ConflictRow jobId={job.id} row={row} conflict={row.conflict} />
        }
      >
        <FormControl component="fieldset">
          <FormLabel component="legend">{i18n._('yourData.conflictsDefault')}</FormLabel>
          <RadioGroup
            row
            value={conflicts}
            onChange={(_event, value) => setConflicts(value === 'file' ? 'file' : 'mine')}
          >
            <FormControlLabel
              value="mine"
              control={<Radio />}
              label={i18n._('yourData.keepMine')}
            />
            <FormControlLabel value="file" control={<Radio />} label={i18n._('yourData.useFile')} />
          </RadioGroup>
        </FormControl>
      </ImportRows>
      {apply.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {i18n._('yourData.importFailed', { message: apply.error.message })}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          loading={apply.isPending}
          disabled={busy}
          onClick={() => apply.mutate({ path: { id: job.id }, body: { conflicts } })}
        >
          {i18n._('yourData.import')}
        </Button>
        <Button variant="outlined" loading={discarding} disabled={busy} onClick={onDiscard}>
          {i18n._('yourData.discard')}
        </Button>
      </Stack>
    </section>
  );
}
