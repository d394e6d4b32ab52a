import type { Messages } from '@lingui/core';

/**
 * The compiled catalogues of a language's namespaces (packages/messages'
 * `locales/<namespace>/<lang>.json`) as one. IDs start with their namespace
 * (`search.placeholder`, enforced by packages/messages/test/catalogs.test.ts), so none collide.
 */
export function mergeNamespaces(byFile: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(byFile)) as Messages;
}
