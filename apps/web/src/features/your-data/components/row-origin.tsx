/** A row's heading in the preview: the title as the file names it, and where the file has it. */
import { useLingui } from '@lingui/react';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { ImportRow } from '@media-search/api-client';

export function RowOrigin({ row }: { row: ImportRow }) {
  const { i18n } = useLingui();
  return (
    <FormLabel component="legend" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ fontWeight: 'bold', display: 'block' }}>
        {row.label}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {i18n._('yourData.rowOrigin', { file: row.file, row: i18n.number(row.row) })}
      </Typography>
    </FormLabel>
  );
}
