import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

const CallbackScreen = lazyRouteComponent(
  () => import('../features/auth/callback-screen.tsx'),
  'CallbackScreen',
);

export const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/callback',
  loader: () => CallbackScreen.preload?.(),
  component: CallbackScreen,
});
