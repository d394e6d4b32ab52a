import { useEffect, useRef } from 'react';

/**
 * Where focus goes once a removed row has left a list, so a keyboard user is never dropped to
 * the page's start: the first button of the row that took its place, else of the row before
 * it, else (none left) the heading.
 */
export function useFocusAfterRemoval(shownIds: readonly string[] | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (!gone || !shownIds || shownIds.includes(gone.id)) return;
    removed.current = null;
    // Only focus that the removed row took with it moves; a visitor who went on stays.
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = list.current?.children;
    const row = rows?.[gone.index] ?? rows?.[gone.index - 1];
    (row?.querySelector<HTMLElement>('button') ?? heading.current)?.focus();
  }, [shownIds]);
  const onRemove = (id: string, index: number) => {
    removed.current = { id, index };
  };
  return { heading, list, onRemove };
}
