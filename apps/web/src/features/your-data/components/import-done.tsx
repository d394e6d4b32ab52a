/** After the import: where its titles are now, and a way to import another file. */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextLink } from '@/components/text-link.tsx';

export function ImportDone({ fileName, onAnother }: { fileName: string; onAnother: () => void }) {
  const { i18n } = useLingui();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
        {i18n._('yourData.done', { fileName })}{' '}
        <TextLink to="/history">{i18n._('yourData.history')}</TextLink>
        {' · '}
        <TextLink to="/ratings">{i18n._('yourData.ratings')}</TextLink>
        {' · '}
        <TextLink to="/watchlist">{i18n._('yourData.watchlist')}</TextLink>
        {' · '}
        <TextLink to="/lists">{i18n._('yourData.lists')}</TextLink>
      </Alert>
      <Button variant="outlined" onClick={onAnother}>
        {i18n._('yourData.importAnother')}
      </Button>
    </Stack>
  );
}
