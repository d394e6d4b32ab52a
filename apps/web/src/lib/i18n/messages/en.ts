/**
 * English (packages/messages), compiled at build time by @lingui/vite-plugin: the namespaces the app's frame and
 * its first screen (search, home rows, result cards) show. Imported statically (i18n.ts), so
 * the first render has its text: no flash of IDs. The namespaces only other screens show come
 * with the first of those screens instead (en-screens.ts lists them: keep the two in step).
 */
import type { Messages } from '@lingui/core';
import { mergeNamespaces } from '../merge-namespaces.ts';

export const messages = mergeNamespaces(
  import.meta.glob<Messages>(
    [
      '@media-search/messages/locales/*/en.json',
      '!@media-search/messages/locales/{about,calendar,collections,credits,crew,details,discover,favorites,favorites-io,forYou,history,movies,not-found,people,profile,ratings,services,shortcuts,suggestions,tv,user-lists,watched,watchlist,yourData}/en.json',
      // The server's own namespace (SERVER_NAMESPACES of packages/messages/src/layout.ts).
      '!@media-search/messages/locales/sign-in/en.json',
    ],
    { query: '?lingui', import: 'messages', eager: true },
  ),
);
