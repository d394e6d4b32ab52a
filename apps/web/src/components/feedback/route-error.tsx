/**
 * A route's error screen. 'Try again' loads the screen afresh: the failed query is cleared and
 * the route's loader runs again, so a recovered server is asked once more.
 */
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorView } from './error-view.tsx';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrors.reset();
    reset();
    void router.invalidate();
  };
  return <ErrorView error={error} onRetry={retry} />;
}
