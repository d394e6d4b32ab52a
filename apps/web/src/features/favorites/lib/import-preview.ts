/**
 * What an import will do, shown before it is sent: the API decides the same way (items already
 * saved, and any but the first of a repeated item, are skipped), so the preview is the outcome.
 */
import type { Favorite } from '@media-search/api-client';
import type { NewFavorite } from './favorites-file.ts';
import { MAX_FAVORITES } from './favorites-limit.ts';

export type SkipReason = 'alreadySaved' | 'repeated';

export interface ImportPreview {
  /** In the file's order. */
  toAdd: NewFavorite[];
  skipped: { favorite: NewFavorite; reason: SkipReason }[];
  /** The new ones would take the list past the limit: the API would refuse the import. */
  overLimit: boolean;
}

const keyOf = (item: Pick<NewFavorite, 'mediaType' | 'mediaId'>) =>
  `${item.mediaType}:${item.mediaId}`;

export function previewImport(
  items: readonly NewFavorite[],
  saved: readonly Favorite[],
): ImportPreview {
  const savedKeys = new Set(saved.map(keyOf));
  const seen = new Set<string>();
  const preview: ImportPreview = { toAdd: [], skipped: [], overLimit: false };
  for (const favorite of items) {
    const key = keyOf(favorite);
    const reason = savedKeys.has(key) ? 'alreadySaved' : seen.has(key) ? 'repeated' : undefined;
    seen.add(key);
    if (reason) preview.skipped.push({ favorite, reason });
    else preview.toAdd.push(favorite);
  }
  preview.overLimit = saved.length + preview.toAdd.length > MAX_FAVORITES;
  return preview;
}
