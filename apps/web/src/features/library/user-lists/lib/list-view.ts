/**
 * What the list screens compute from the API's answers: where an item lands when moved, which
 * of a name's or a description's problems to tell the visitor, and a list's shared address.
 */
import type { I18n } from '@lingui/core';
import { ApiError, type ListItem } from '@media-search/api-client';
import { changeFailure } from '@/features/library/lib/change-failure.ts';

/** The API's limits on a list's name and description (docs/api.md, "Lists"). */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/**
 * The items with the one at `from` moved to `to`, those between shifting by one, and every
 * `position` renumbered as the API will (0 to length - 1 without gaps).
 */
export function moveItem(items: readonly ListItem[], from: number, to: number): ListItem[] {
  const moved = items.slice();
  const [item] = moved.splice(from, 1);
  if (!item) return items.slice();
  moved.splice(to, 0, item);
  return moved.map((row, position) => (row.position === position ? row : { ...row, position }));
}

/** The items without `item`, the rest moved up. */
export function withoutItem(items: readonly ListItem[], item: Pick<ListItem, 'id'>): ListItem[] {
  return items.filter((row) => row.id !== item.id).map((row, position) => ({ ...row, position }));
}

/** The message id of what is wrong with a name as typed, or null when the API will take it. */
export function nameProblem(name: string): string | null {
  const kept = name.trim();
  if (kept.length === 0) return /*i18n*/ 'user-lists.nameRequired';
  if (kept.length > NAME_MAX) return /*i18n*/ 'user-lists.nameTooLong';
  return null;
}

export function descriptionProblem(description: string): string | null {
  return description.length > DESCRIPTION_MAX ? /*i18n*/ 'user-lists.descriptionTooLong' : null;
}

/** Where anyone can open a public list: `/list/{id}` on this site. */
export const sharedPath = (listId: string) => `/list/${encodeURIComponent(listId)}`;

export function sharedAddress(origin: string, listId: string): string {
  return new URL(sharedPath(listId), origin).href;
}

/** A list item's own page in the app. */
export const itemPath = (item: Pick<ListItem, 'mediaType' | 'mediaId'>) =>
  `/${item.mediaType}/${item.mediaId}`;

/**
 * Why a change to a list did not happen, to show the visitor: a name another list has, in
 * their language; else what the library says of any refused change (the API's sentence for a
 * cap, or a general one).
 */
export function listChangeFailure(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.code === 'NAME_TAKEN')
    return i18n._('user-lists.nameTaken');
  return changeFailure(i18n, error);
}
