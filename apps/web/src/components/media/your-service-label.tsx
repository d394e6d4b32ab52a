/** The small outlined "Your service" beside a provider the visitor has chosen as theirs. */
import { useLingui } from '@lingui/react';
import Typography from '@mui/material/Typography';

export function YourServiceLabel() {
  const { i18n } = useLingui();
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ border: 1, borderRadius: 1, px: 0.5, whiteSpace: 'nowrap' }}
    >
      {i18n._('services.yourService')}
    </Typography>
  );
}
