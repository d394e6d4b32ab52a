import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { opensAfresh } from '@/lib/first-screen.ts';
import { ReservedSpace } from './reserved-space.tsx';

/**
 * On a visit's first screen, draws `children` in a render of their own once what is around
 * them is up: a transition, which React works through in short slices, so no single task holds
 * the page for the whole screen. Their room is kept meanwhile. Nested, each level is one more
 * such render. On any later screen, and after a reload or back/forward, it draws them at once:
 * the router then restores a scroll position, which needs the whole page.
 */
export function AfterFirstPaint({
  children,
  placeholder = <ReservedSpace />,
}: {
  children: ReactNode;
  /** What keeps their room meanwhile: a viewport's height unless their size is known. */
  placeholder?: ReactNode;
}) {
  const [shown, setShown] = useState(() => !opensAfresh());
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : placeholder;
}
