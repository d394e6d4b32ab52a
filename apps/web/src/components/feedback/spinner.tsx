import { useLingui } from '@lingui/react';
import CircularProgress from '@mui/material/CircularProgress';

export function Spinner() {
  const { i18n } = useLingui();
  return <CircularProgress aria-label={i18n._('shell.loading')} />;
}
