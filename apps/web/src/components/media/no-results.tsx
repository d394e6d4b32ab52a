import { useLingui } from '@lingui/react';
import Typography from '@mui/material/Typography';

export function NoResults() {
  const { i18n } = useLingui();
  return (
    <Typography variant="h6" component="p" sx={{ py: 4, textAlign: 'center' }}>
      {i18n._('media.noResults')}
    </Typography>
  );
}
