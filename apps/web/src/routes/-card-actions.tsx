/**
 * The watchlist bookmark on every movie and TV card, whichever screen shows it, for a signed-in
 * visitor: it shows their own state. Signed out, the cards carry none (the details page's
 * bookmark asks them to log in), so a first visit's `/`, whose rows are cards, does not fetch
 * the library's code and the shared screens' chunk it sits in (75 kB gzip, measured). Cards
 * are on the first screen, the bookmark is not needed for its first paint: its code loads
 * after, and it appears once the page is live (the server, which knows no visitor, renders
 * none, so the page it sent and the first render in the browser agree).
 */
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { CardActionContext, type CardActionTarget } from '@/components/media/card-action.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { lazyOptional } from '@/lib/lazy-optional.ts';

const WatchlistToggle = lazyOptional(
  async () => (await import('@/features/library/components/watchlist-toggle.tsx')).WatchlistToggle,
);

const subscribeNever = () => () => undefined;

/** False in the server's render and in hydrating it; true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function CardBookmark({ target }: { target: CardActionTarget }) {
  const hydrated = useHydrated();
  const { isAuthenticated } = useAuth();
  if (!hydrated || !isAuthenticated) return null;
  return (
    <Suspense>
      <WatchlistToggle
        target={target}
        size="small"
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      />
    </Suspense>
  );
}

const renderCardBookmark = (target: CardActionTarget) => <CardBookmark target={target} />;

export function CardActions({ children }: { children: ReactNode }) {
  return (
    <CardActionContext.Provider value={renderCardBookmark}>{children}</CardActionContext.Provider>
  );
}
