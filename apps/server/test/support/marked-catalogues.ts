/**
 * The message catalogues (packages/messages) with every message marked by its language and ID:
 * `«de page.onSite» {title} bei Media Search.` Mocked in for `readCatalogues`, it shows which of
 * the server's words come from which message, and that none is the server's own:
 *
 *   vi.mock('@media-search/messages', async (importOriginal) =>
 *     (await import('../support/marked-catalogues.ts')).markedCatalogues(importOriginal));
 */
import type * as Messages from '@media-search/messages';

type MessagesModule = typeof Messages;

/** What a message's text starts with in the marked catalogues. */
export const mark = (language: string, id: string) => `«${language} ${id}» `;

/** A text that starts with a message's mark. */
export const markedBy = (language: string, id: string): RegExp =>
  new RegExp(`^${mark(language, id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export async function markedCatalogues(
  importOriginal: () => Promise<MessagesModule>,
): Promise<MessagesModule> {
  const actual = await importOriginal();
  return {
    ...actual,
    readCatalogues: () => {
      const catalogues = actual.readCatalogues();
      for (const [language, catalogue] of Object.entries(catalogues)) {
        for (const [id, message] of Object.entries(catalogue)) {
          catalogue[id] = `${mark(language, id)}${message}`;
        }
      }
      return catalogues;
    },
  };
}
