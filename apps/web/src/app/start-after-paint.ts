/**
 * How a server-rendered page starts the app: its code is asked for once the browser has painted
 * the page, and a button pressed before hydration is held and pressed again once the app's first
 * screen has committed. The server knows none of this: the render gives the tags for the page's
 * head (`startTags`), and the page goes out without the template's module script.
 *
 * Why not `<script type="module">` with `<link rel="modulepreload">`, which never blocks the
 * first paint either: Lighthouse's mobile simulation counts every script that has arrived and
 * run before the observed first paint as needed for it, and on a long page (`/` is about 170 kB
 * of HTML) the entry arrives and runs before that paint. Measured interleaved, 3 runs each, on
 * a shared two-core machine (load average 6–16, so blocking times were seconds and every score
 * low), the module scripts' first contentful paint was 2.6–2.8 s on `/` (this start 1.0–1.2 s),
 * 2.9–3.5 s on a list (0.8–1.1 s), 0.9–2.8 s on a movie (0.9–1.0 s), and their performance
 * score lower in 8 of 9 pairs (docs/benchmarks.md, "How a server-rendered page starts the app").
 *
 * Presses are held because a visitor can press long before the app is there, whichever way it
 * starts: from the first paint to React's listeners on the root, a phone on Lighthouse's slow
 * 4G with a 4× slower processor saw a screen that did nothing for 3.7–5.9 s with this start and
 * 1.9–5.0 s with module scripts (the same runs' machine). Each press is kept with its place
 * among the root's elements and its text, so a screen rendered afresh in the browser (not
 * hydrated) can still find it: its text as written (`textContent`), not as shown (`innerText`
 * is in capitals on a button styled so). Links are left alone: they work as links.
 */

/** The global the start script keeps the presses in. */
const HELD_PRESSES = 'mediaSearchHeldPresses';
/** The element with the JSON list of the app's files for the page. */
const APP_FILES_ID = 'app-files';
/** How long a held press waits for its button to be rendered and free. */
const WAIT_FOR_BUTTON_MS = 10_000;

/**
 * The start script (allowed by the page's CSP through its hash). It runs in the head, before any
 * control exists, and reads the list of files once the document has been read: a module script
 * inserted by a script runs as soon as it arrives, and must not hydrate a root the browser is
 * still reading (a long page can be painted before its end has arrived).
 */
const START_SCRIPT = `(function () {
  var pressed = [];
  function placeOf(element) {
    var place = [];
    for (var node = element; node && node.id !== 'root'; node = node.parentElement) {
      place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return place;
  }
  function hold(event) {
    var control = event.target instanceof Element && event.target.closest('button, [role="button"]');
    if (!control || !control.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push({ control: control, place: placeOf(control), text: control.textContent + '|' + control.getAttribute('aria-label') });
  }
  document.addEventListener('click', hold, true);
  window.${HELD_PRESSES} = function () {
    document.removeEventListener('click', hold, true);
    var taken = pressed;
    pressed = [];
    return taken;
  };
  function start() {
    if (document.readyState === 'loading') {
      return document.addEventListener('DOMContentLoaded', start, { once: true });
    }
    var files = JSON.parse(document.getElementById('${APP_FILES_ID}').textContent);
    files.slice(1).forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = files[0];
    document.head.append(script);
  }
  // Browsers without Paint Timing start it at once.
  if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * The tags that start the app on a server-rendered page, for its head: the list of `files` (the
 * entry first, then what the screen runs first, fetched beside it) and the start script; none
 * without files. The files are the build's own paths; `<` is escaped all the same, so no text
 * ends the element.
 */
export function startTags(files: readonly string[]): string {
  if (files.length === 0) return '';
  const list = JSON.stringify(files).replaceAll('<', String.raw`\u003c`);
  return (
    `<script type="application/json" id="${APP_FILES_ID}">${list}</script>` +
    `<script>${START_SCRIPT}</script>`
  );
}

interface HeldPress {
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

/** Presses `control` now, or, while it is busy (a heart while a kept session is restored), once it is free. */
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
function pressWhenRendered(root: Element, press: HeldPress): void {
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
    const found = rendered();
    if (!found) return;
    observer.disconnect();
    pressWhenReady(found);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  setTimeout(() => observer.disconnect(), WAIT_FOR_BUTTON_MS);
}

/**
 * Presses again what the start script held (nothing on a page it did not start), once the
 * app's first screen has committed: the same button once it is hydrated, or the one in its
 * place with the same text on a screen rendered afresh.
 */
export function pressHeldPressesAgain(root: Element): void {
  const take = (window as unknown as Record<string, (() => HeldPress[]) | undefined>)[HELD_PRESSES];
  for (const press of take?.() ?? []) {
    if (!press.control.isConnected) pressWhenRendered(root, press);
    else if (press.control instanceof HTMLElement) pressWhenReady(press.control);
  }
}
