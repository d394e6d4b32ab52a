import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';

// The spinner's own code loads the first time a screen is slow to come: most never are.
const Spinner = lazy(async () => ({ default: (await import('./spinner.tsx')).Spinner }));

export function PageSpinner() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <Suspense fallback={null}>
        <Spinner />
      </Suspense>
    </Box>
  );
}
