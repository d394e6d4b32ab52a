import CircularProgress from '@mui/material/CircularProgress';

export function Spinner() {
  return <CircularProgress aria-label="Loading" />;
}
