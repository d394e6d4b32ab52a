/** The app-wide shortcuts' keys (tinykeys): which presses count, bound on the whole window. */
import { createKeybindingsHandler, defaultKeybindingsHandlerIgnore } from 'tinykeys';
import { APP_SHORTCUTS, keybindings, type AppAction } from './shortcut-list.ts';

/**
 * Layers whose keys mean something of their own: a dialog (the menu drawer, the image viewer
 * and its arrows), a popup menu or list (whose letters jump to an entry).
 */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Keys that are not shortcuts: typed in a field (tinykeys' own rule: input, select, textarea,
 * contenteditable; also a held key repeating or a character being composed), already handled
 * by the control they were pressed in, or pressed in a layer with keys of its own. A modifier
 * held (Ctrl, Alt, Meta) makes a key no shortcut by tinykeys' matching.
 */
export function ignoreKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || defaultKeybindingsHandlerIgnore(event)) return true;
  const { target } = event;
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest(OWN_KEYS) !== null)
  );
}

/** Listens for the app-wide shortcuts on the whole window; returns the way to stop. */
export function bindAppShortcuts(run: (action: AppAction) => void): () => void {
  const bindings = keybindings(APP_SHORTCUTS, (action, event) => {
    // The key did its job: it is neither typed (`/` into the box it focused) nor the
    // browser's own (Firefox's quick find on `/`).
    event.preventDefault();
    run(action);
    // Once one sequence fires, tinykeys stops looking and leaves the others that began with
    // the same key waiting for their second key, so `g h` then `g d` would miss: every
    // shortcut starts a fresh handler with nothing pending.
    handle = startAfresh();
  });
  const startAfresh = () => createKeybindingsHandler(bindings, { ignore: ignoreKey });
  let handle = startAfresh();
  const onKeyDown = (event: KeyboardEvent) => handle(event);
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
