/**
 * Every namespace's English messages, compiled at build time by @lingui/vite-plugin.
 * Imported statically (i18n.ts), so the first render has its text: no flash of IDs.
 */
import type { Messages } from '@lingui/core';
import { mergeNamespaces } from '../merge-namespaces.ts';

export const messages = mergeNamespaces(
  import.meta.glob<Messages>('/src/locales/*/en.json', {
    query: '?lingui',
    import: 'messages',
    eager: true,
  }),
);
