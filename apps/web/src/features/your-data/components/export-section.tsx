/** Export: the whole account as one JSON file, or as CSV files in Letterboxd's columns. */
import { useLingui } from '@lingui/react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDownloadExport } from '../api/account-data-queries.ts';

export function ExportSection() {
  const { i18n } = useLingui();
  const download = useDownloadExport();
  return (
    <section aria-labelledby="export-heading">
      <Typography variant="h5" component="h2" id="export-heading" gutterBottom>
        {i18n._('yourData.exportHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{i18n._('yourData.exportIntro')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending && download.variables === 'json'}
          disabled={download.isPending}
          onClick={() => download.mutate('json')}
        >
          {i18n._('yourData.exportJson')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending && download.variables === 'letterboxd'}
          disabled={download.isPending}
          onClick={() => download.mutate('letterboxd')}
        >
          {i18n._('yourData.exportLetterboxd')}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {i18n._('yourData.exportFailed', { message: download.error.message })}
        </Alert>
      )}
    </section>
  );
}
