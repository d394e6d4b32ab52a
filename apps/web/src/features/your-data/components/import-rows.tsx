/**
 * One kind of row waiting for a decision (ambiguous, unmatched or conflicting), a page at a
 * time; nothing at all when the file has none of them.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { ImportRow } from '@media-search/api-client';
import { useImportRows, type RowOutcome } from '../api/import-queries.ts';

interface ImportRowsProps {
  jobId: string;
  outcome: RowOutcome;
  heading: string;
  intro: string;
  /** Above the rows, once there are any (the conflicts' default). */
  children?: ReactNode;
  renderRow: (row: ImportRow) => ReactNode;
}

export function ImportRows({
  jobId,
  outcome,
  heading,
  intro,
  children,
  renderRow,
}: ImportRowsProps) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const rows = useImportRows(jobId, outcome, page);
  if (rows.isError)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {i18n._('yourData.rowsFailed', { message: rows.error.message })}
      </Alert>
    );
  if (!rows.data || rows.data.results.length === 0) return null;
  const headingId = `rows-${outcome}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h4" id={headingId}>
        {heading}
      </Typography>
      <Typography>{intro}</Typography>
      {children}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.data.results.map((row) => (
          <li key={row.rowId}>{renderRow(row)}</li>
        ))}
      </Stack>
      {rows.data.totalPages > 1 && (
        <Pagination
          count={rows.data.totalPages}
          page={page}
          onChange={(_event, chosen) => setPage(chosen)}
          aria-label={i18n._('yourData.pages')}
          siblingCount={0}
        />
      )}
    </Stack>
  );
}
