import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

export const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/callback',
  component: lazyRouteComponent(
    () => import('../features/auth/callback-screen.tsx'),
    'CallbackScreen',
  ),
});
