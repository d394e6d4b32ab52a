/**
 * Which items of an import are new for an owner, and which are skipped and why: the same
 * decision for both stores, taken inside their transaction against the rows they just read.
 */
import { AppError } from '../errors.ts';
import { MAX_FAVORITES_PER_OWNER, type NewFavorite, type SkippedImport } from './favorite.ts';

export interface ImportPlan {
  /** Items to insert, in the order they were sent. */
  fresh: NewFavorite[];
  skipped: SkippedImport[];
}

/** An item's identity: one favourite per media type and id. */
export const favoriteKey = (item: { mediaType: string; mediaId: string }) =>
  `${item.mediaType}:${item.mediaId}`;

export function planImport(savedKeys: ReadonlySet<string>, items: NewFavorite[]): ImportPlan {
  const seen = new Set<string>();
  const plan: ImportPlan = { fresh: [], skipped: [] };
  items.forEach((item, index) => {
    const key = favoriteKey(item);
    const reason = savedKeys.has(key) ? 'alreadySaved' : seen.has(key) ? 'repeated' : undefined;
    seen.add(key);
    if (reason) {
      plan.skipped.push({ index, mediaId: item.mediaId, mediaType: item.mediaType, reason });
    } else {
      plan.fresh.push(item);
    }
  });
  return plan;
}

/** The import's new items would take the owner past the cap; nothing of it is saved. */
export class ImportOverLimitError extends AppError {
  constructor(saved: number, fresh: number) {
    super(
      409,
      'LIMIT_REACHED',
      `This import would add ${fresh} favorites to your ${saved}, past the limit of ` +
        `${MAX_FAVORITES_PER_OWNER}. Nothing was imported: remove some favorites or import fewer.`,
    );
  }
}

/** Throws ImportOverLimitError unless `fresh` more fit beside `saved`. */
export function checkImportFits(saved: number, fresh: number): void {
  if (saved + fresh > MAX_FAVORITES_PER_OWNER) throw new ImportOverLimitError(saved, fresh);
}
