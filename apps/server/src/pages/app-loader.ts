/**
 * How a server-rendered page starts the app: its code is asked for once the browser has
 * painted the page, so that first paint waits for none of it, then the app hydrates the
 * screen. The script's text never changes (the site's CSP allows it by its
 * hash); what to load is in the page as data, the app's entry first, then what the screen
 * imports, fetched alongside instead of after it.
 *
 * A button pressed before hydration (the Watch Guide, say) would do nothing: the script holds
 * such presses back (no handler of the server's markup sees them) and the app presses them
 * again once its first screen has committed (apps/web/src/lib/early-presses.ts). Each is kept
 * with its place among the root's elements and its text, so a screen rendered afresh in the
 * browser (not hydrated) can still find it: its text as written (`textContent`, as the app compares
 * it), not as shown (`innerText` is in capitals on a button styled so). Links are left alone:
 * they work as links. The script runs in the head, before any control exists, and reads the
 * list of files once the document has been read (a long page can be painted before its end has
 * arrived).
 */

/** The element with the JSON list of the app's files for the page. */
export const APP_CODE_ELEMENT_ID = 'app-code';

/** The global the app reads the kept presses from (apps/web/src/lib/early-presses.ts). */
export const EARLY_PRESSES_GLOBAL = 'mediaSearchEarlyPresses';

export const APP_LOADER_SCRIPT = `(function () {
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
  window.${EARLY_PRESSES_GLOBAL} = function () {
    document.removeEventListener('click', hold, true);
    var taken = pressed;
    pressed = [];
    return taken;
  };
  function start() {
    if (document.readyState === 'loading') {
      return document.addEventListener('DOMContentLoaded', start, { once: true });
    }
    var files = JSON.parse(document.getElementById('${APP_CODE_ELEMENT_ID}').textContent);
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
