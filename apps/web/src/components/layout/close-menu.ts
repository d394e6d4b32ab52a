import { flushSync } from 'react-dom';

/**
 * Closes a menu at once, not at the next render: while open, its focus trap pulls focus
 * straight back into it, and it then leaves focus on the page's body (issue 27). Focus goes back
 * to `returnTo` when no page was chosen; after a choice the chosen entry lets go of it, so the
 * new screen's heading takes focus whenever it arrives (focus-after-navigation.ts).
 */
export function closeMenuAtOnce(close: () => void, returnTo: HTMLElement | null): void {
  flushSync(close);
  if (returnTo) returnTo.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
