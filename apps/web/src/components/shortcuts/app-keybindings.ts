/**
 * The app-wide shortcuts' key handling (tinykeys), loaded once the first screen is idle by
 * keyboard-shortcuts.tsx, so none of it weighs on the first screen.
 */
import { defaultKeybindingsHandlerIgnore, tinykeys } from 'tinykeys';
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
  });
  return tinykeys(window, bindings, { ignore: ignoreKey });
}
