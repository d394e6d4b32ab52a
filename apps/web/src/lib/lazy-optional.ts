import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component the app can do without: when its code cannot be fetched (offline
 * with no service worker to hand it over) it renders nothing, where `lazy` alone would throw
 * to the nearest error boundary and replace the whole screen with the error screen.
 */
export function lazyOptional<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
}
