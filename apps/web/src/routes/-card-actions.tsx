/**
 * What every movie and TV card carries, whichever screen shows it: "Add to list" for everyone
 * (-card-list-button.tsx: the button comes with the app, its menu loads when pressed), and the
 * watchlist bookmark for a signed-in visitor, showing their own state. Signed out, the cards
 * carry no bookmark (the details page's asks them to log in), so a first visit's `/`, whose
 * rows are cards, does not fetch the library's code and the shared screens' chunk it sits in
 * (75 kB gzip, measured). The bookmark is not needed for the first paint: its code loads
 * after, and it appears once the page is live (the server, which knows no visitor, renders
 * none, so the page it sent and the first render in the browser agree).
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { CardActionContext, type CardActionTarget } from '@/components/media/card-action.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { lazyOptional } from '@/lib/lazy-optional.ts';
import { CardListButton } from './-card-list-button.tsx';

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

/** A control's own background over the card's picture, whatever the picture's colours. */
const cardControlSx: SystemStyleObject<Theme> = {
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
};

function CardBookmark({ target }: { target: CardActionTarget }) {
  const hydrated = useHydrated();
  const { isAuthenticated } = useAuth();
  if (!hydrated || !isAuthenticated) return null;
  return (
    <Suspense>
      <WatchlistToggle target={target} size="small" sx={cardControlSx} />
    </Suspense>
  );
}

const renderCardActions = (target: CardActionTarget) => (
  <Box sx={{ display: 'flex', gap: 0.5 }}>
    <CardBookmark target={target} />
    <CardListButton target={target} sx={cardControlSx} />
  </Box>
);

export function CardActions({ children }: { children: ReactNode }) {
  return (
    <CardActionContext.Provider value={renderCardActions}>{children}</CardActionContext.Provider>
  );
}
