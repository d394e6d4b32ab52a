/**
 * Every namespace's Spanish messages (packages/messages) but the sign-in pages', compiled at build
 * time by @lingui/vite-plugin.
 * A chunk of its own, loaded (i18n.ts) before the first render in Spanish.
 */
import type { Messages } from '@lingui/core';
import { mergeNamespaces } from '../merge-namespaces.ts';

export const messages = mergeNamespaces(
  import.meta.glob<Messages>(
    [
      '@media-search/messages/locales/*/es.json',
      // The server's own namespace (SERVER_NAMESPACES of packages/messages/src/layout.ts).
      '!@media-search/messages/locales/sign-in/es.json',
    ],
    { query: '?lingui', import: 'messages', eager: true },
  ),
);
