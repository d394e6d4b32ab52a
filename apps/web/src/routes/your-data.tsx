/**
 * `/your-data`: import a history from elsewhere, export everything, delete it all. The import
 * under way is named in the address (`?job=…`), so a reload follows the same job.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { LibrarySignedOut } from '@/features/library/components/library-signed-out.tsx';
import { YourDataScreen } from '@/features/your-data/components/your-data-screen.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { screenHead } from './-heads.ts';

/** A job id as the server makes them; anything else is dropped from the address. */
const JOB_ID = /^[\w-]{1,64}$/;

export const Route = createFileRoute('/your-data')({
  validateSearch: (search: Record<string, unknown>): { job?: string } =>
    typeof search.job === 'string' && JOB_ID.test(search.job) ? { job: search.job } : {},
  // The visitor's own data: the server knows no session, so the browser renders it.
  ssr: false,
  head: ({ match }) => screenHead(match, match.context.i18n._('yourData.heading')),
  component: YourDataRoute,
});

function YourDataRoute() {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const { job } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A kept session decides which screen this is; until it is read back, neither is shown.
  if (isRestoring) return <PageSpinner />;
  return isAuthenticated ? (
    <YourDataScreen
      jobId={job}
      onJob={(id) => void navigate({ search: id ? { job: id } : {}, replace: true })}
    />
  ) : (
    <LibrarySignedOut
      heading={i18n._('yourData.heading')}
      text={i18n._('yourData.mustLogin')}
      onLogin={() => void login()}
    />
  );
}
