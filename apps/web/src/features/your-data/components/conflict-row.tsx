/** A title rated already, differently from the file: keep the visitor's rating or take the file's. */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ImportRow } from '@media-search/api-client';
import { useUpdateImportRow } from '../api/import-queries.ts';
import { RowOrigin } from './row-origin.tsx';

type Conflict = NonNullable<ImportRow['conflict']>;

export function ConflictRow({
  jobId,
  row,
  conflict,
}: {
  jobId: string;
  row: ImportRow;
  conflict: Conflict;
}) {
  const { i18n } = useLingui();
  const update = useUpdateImportRow(jobId);
  const saving = update.isPending ? update.variables.body : undefined;
  const keep = saving && 'keep' in saving ? saving.keep : conflict.keep;
  return (
    <FormControl component="fieldset" sx={{ width: '100%', minWidth: 0 }}>
      <RowOrigin row={row} />
      <Typography variant="body2">
        {i18n._('yourData.conflictRatings', {
          mine: i18n.number(conflict.mine),
          file: i18n.number(conflict.file),
        })}
      </Typography>
      <RadioGroup
        row
        value={keep}
        onChange={(_event, value) =>
          update.mutate({
            path: { id: jobId, rowId: row.rowId },
            body: { keep: value === 'file' ? 'file' : 'mine' },
          })
        }
      >
        <FormControlLabel value="mine" control={<Radio />} label={i18n._('yourData.keepMine')} />
        <FormControlLabel value="file" control={<Radio />} label={i18n._('yourData.useFile')} />
      </RadioGroup>
      {update.isError && (
        <Alert severity="error">
          {i18n._('yourData.decisionFailed', { message: update.error.message })}
        </Alert>
      )}
    </FormControl>
  );
}
