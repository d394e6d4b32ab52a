import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import { useOnline } from '@/lib/use-online.ts';
import { OfflineMessage } from './offline-message.tsx';

// The spinner's own code loads the first time a screen is slow to come: most never are.
const Spinner = lazy(async () => ({ default: (await import('./spinner.tsx')).Spinner }));

/** A screen on its way; offline, its data waits for the connection, and the screen says so. */
export function PageSpinner() {
  const online = useOnline();
  if (!online) return <OfflineMessage />;
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
