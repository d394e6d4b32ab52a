import { Suspense, lazy } from 'react';
import { useUpdateWaiting } from '@/lib/service-worker.ts';

// The snackbar's code loads only when a new version is waiting (it is precached like the rest).
const UpdateSnackbar = lazy(async () => ({
  default: (await import('./update-snackbar.tsx')).UpdateSnackbar,
}));

/** Says so when a new version of the app is installed and waits for a reload. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  );
}
