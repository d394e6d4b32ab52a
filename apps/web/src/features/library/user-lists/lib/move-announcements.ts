/**
 * What a screen reader hears while a title is moved by keyboard or pointer (dnd-kit's live
 * region), in the visitor's language: the title and its place, not dnd-kit's English ids.
 */
import type { I18n } from '@lingui/core';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

interface Titled {
  id: string;
  title: string;
}

export function moveAnnouncements(i18n: I18n, items: readonly Titled[]): Announcements {
  const titleOf = (id: string | number) => items.find((item) => item.id === id)?.title ?? '';
  const placeOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const total = items.length;
  return {
    onDragStart: ({ active }) =>
      i18n._('user-lists.pickedUp', {
        title: titleOf(active.id),
        place: placeOf(active.id),
        total,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._('user-lists.movedOver', {
            title: titleOf(active.id),
            place: placeOf(over.id),
            total,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._('user-lists.dropped', {
            title: titleOf(active.id),
            place: placeOf(over.id),
            total,
          })
        : undefined,
    onDragCancel: ({ active }) =>
      i18n._('user-lists.moveCancelled', {
        title: titleOf(active.id),
        place: placeOf(active.id),
        total,
      }),
  };
}

export const moveInstructions = (i18n: I18n): ScreenReaderInstructions => ({
  draggable: i18n._('user-lists.moveInstructions'),
});
