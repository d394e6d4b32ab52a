/**
 * Presses on a server-rendered screen's buttons made before hydration: the page's loader
 * script holds them back (apps/server/src/pages/app-loader.ts, which names the global) until
 * the app's first screen has committed, and this presses them again: the same button once it
 * is hydrated, or the one in its place with the same text on a screen rendered afresh in the
 * browser, once it is there. A button still busy (a heart while a kept session
 * is restored) is pressed as soon as it can be, for a while.
 */
const EARLY_PRESSES_GLOBAL = 'mediaSearchEarlyPresses';
/** How long a held press waits for its button to be rendered and free. */
const WAIT_FOR_BUTTON_MS = 10_000;

interface EarlyPress {
  control: Element;
  /** Its index among its parent's children, at each level below the root. */
  place: number[];
  /** Its text and accessible label, to know it again. */
  text: string;
}

const describe = (control: Element) =>
  `${control.textContent}|${control.getAttribute('aria-label')}`;

function atPlace(root: Element, place: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node;
}

const isBusy = (control: Element) => control.matches(':disabled, [aria-disabled="true"]');

function pressWhenReady(control: HTMLElement): void {
  if (!isBusy(control)) {
    control.click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (isBusy(control)) return;
    observer.disconnect();
    if (control.isConnected) control.click();
  });
  observer.observe(control, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  setTimeout(() => observer.disconnect(), WAIT_FOR_BUTTON_MS);
}

/**
 * Presses the button at the press's place with its text once the screen rendered afresh has one
 * there, for a while: its first render can be empty (a kept session being restored) or another
 * screen's part (a chunk still on its way).
 */
function pressWhenRendered(root: Element, press: EarlyPress): void {
  const rendered = () => {
    const control = atPlace(root, press.place);
    return control instanceof HTMLElement && describe(control) === press.text ? control : undefined;
  };
  const control = rendered();
  if (control) {
    pressWhenReady(control);
    return;
  }
  const observer = new MutationObserver(() => {
    const control = rendered();
    if (!control) return;
    observer.disconnect();
    pressWhenReady(control);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  setTimeout(() => observer.disconnect(), WAIT_FOR_BUTTON_MS);
}

export function pressEarlyPressesAgain(root: Element): void {
  const take = (window as unknown as Record<string, (() => EarlyPress[]) | undefined>)[
    EARLY_PRESSES_GLOBAL
  ];
  for (const press of take?.() ?? []) {
    if (!press.control.isConnected) pressWhenRendered(root, press);
    else if (press.control instanceof HTMLElement) pressWhenReady(press.control);
  }
}
