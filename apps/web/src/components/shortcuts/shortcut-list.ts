/**
 * Every keyboard shortcut of the app, in one list: the key handling binds from it and the
 * "Keyboard shortcuts" dialog and the About page show it, so what is listed is what works.
 */
import type { KeybindingsMap } from 'tinykeys';

/** What the app-wide shortcuts do; keyboard-shortcuts.tsx says how. */
export type AppAction = 'focusSearch' | 'showShortcuts' | 'goHome' | 'goFavorites' | 'goDiscover';

/** What the image viewer's keys do (image-viewer.tsx). */
export type GalleryAction = 'previousImage' | 'nextImage' | 'firstImage' | 'lastImage';

export interface Shortcut<Action extends string> {
  /** The keys pressed one after the other, as `KeyboardEvent.key` names them. */
  keys: readonly string[];
  action: Action;
  /** The message ID of what it does, in the `shortcuts` catalogue (marked for Lingui's extractor). */
  description: string;
}

export const APP_SHORTCUTS: readonly Shortcut<AppAction>[] = [
  { keys: ['/'], action: 'focusSearch', description: /*i18n*/ 'shortcuts.focusSearch' },
  { keys: ['?'], action: 'showShortcuts', description: /*i18n*/ 'shortcuts.showShortcuts' },
  { keys: ['g', 'h'], action: 'goHome', description: /*i18n*/ 'shortcuts.goHome' },
  { keys: ['g', 'f'], action: 'goFavorites', description: /*i18n*/ 'shortcuts.goFavorites' },
  { keys: ['g', 'd'], action: 'goDiscover', description: /*i18n*/ 'shortcuts.goDiscover' },
];

export const GALLERY_SHORTCUTS: readonly Shortcut<GalleryAction>[] = [
  { keys: ['ArrowLeft'], action: 'previousImage', description: /*i18n*/ 'shortcuts.previousImage' },
  { keys: ['ArrowRight'], action: 'nextImage', description: /*i18n*/ 'shortcuts.nextImage' },
  { keys: ['Home'], action: 'firstImage', description: /*i18n*/ 'shortcuts.firstImage' },
  { keys: ['End'], action: 'lastImage', description: /*i18n*/ 'shortcuts.lastImage' },
];

/** The list as it is shown: each group under the message ID of its heading. */
export const SHORTCUT_GROUPS = [
  { heading: /*i18n*/ 'shortcuts.anywhere', shortcuts: APP_SHORTCUTS },
  { heading: /*i18n*/ 'shortcuts.inImageViewer', shortcuts: GALLERY_SHORTCUTS },
] as const;

/**
 * One key press as tinykeys reads it. Letters and named keys match only with no modifier held;
 * a symbol also matches with Shift, which many keyboards need to type it (`?` always, `/` on a
 * German one).
 */
function press(key: string): string {
  return key.length === 1 && !/\p{L}/u.test(key) ? `[Shift]+${key}` : key;
}

/** The tinykeys bindings of a list: each key sequence runs its action. */
export function keybindings<Action extends string>(
  shortcuts: readonly Shortcut<Action>[],
  run: (action: Action, event: KeyboardEvent) => void,
): KeybindingsMap {
  return Object.fromEntries(
    shortcuts.map(({ keys, action }) => [
      keys.map(press).join(' '),
      (event: KeyboardEvent) => run(action, event),
    ]),
  );
}
