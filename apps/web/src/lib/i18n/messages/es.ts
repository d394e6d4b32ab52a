/**
 * Every namespace's Spanish messages, compiled at build time by @lingui/vite-plugin.
 * A chunk of its own, loaded (i18n.ts) before the first render in Spanish.
 */
import type { Messages } from '@lingui/core';
import { mergeNamespaces } from '../merge-namespaces.ts';

export const messages = mergeNamespaces(
  import.meta.glob<Messages>('/src/locales/*/es.json', {
    query: '?lingui',
    import: 'messages',
    eager: true,
  }),
);
