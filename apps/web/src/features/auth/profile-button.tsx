/**
 * The signed-in visitor's avatar at the right of the top bar. Most visitors are signed out, so
 * the avatar and its dialog load only once someone signs in.
 */
import { Suspense, lazy } from 'react';
import { useAuth } from '@/lib/auth-context.ts';

const ProfileMenu = lazy(async () => ({
  default: (await import('./profile-menu.tsx')).ProfileMenu,
}));

/** Keeps the avatar's place while it loads, so the top bar does not move. */
const placeholder = <span style={{ marginLeft: 'auto', width: 48, height: 48 }} />;

export function ProfileButton() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu user={user} />
    </Suspense>
  );
}
