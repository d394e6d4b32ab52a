/**
 * A list's results scroll in a grid of their own, 80% of the window high (SPEC §2), on a page
 * that scrolls too. To a visitor the two are one long document, as TMDB's and JustWatch's lists
 * are: going down, the page scrolls until the whole grid is in view, then the grid; going up,
 * the grid back to its top, then the page. Left to the browser, a swipe or a wheel over the
 * grid scrolled the grid while the page kept its heading on screen (on a phone, the grid then
 * showed under half of its height), and PageDown, Space and End did nothing once the page was at
 * its end (the grid they should then move has no focus).
 */
import { useEffect, type RefObject } from 'react';

/**
 * Marks the grid while the page goes first: its overflow is hidden then, so a wheel or a touch
 * over it scrolls the page (the browser chooses what a gesture scrolls when it starts; a grid
 * that cannot scroll passes it on).
 */
export const PAGE_FIRST_ATTRIBUTE = 'data-page-first';

/** The page goes first while the grid is at its top and its bottom is below the window's. */
function pageGoesFirst(grid: HTMLElement): boolean {
  return grid.scrollTop <= 0 && grid.getBoundingClientRect().bottom > window.innerHeight + 1;
}

function pageCanScrollDown(): boolean {
  const page = document.documentElement;
  return Math.ceil(window.scrollY + window.innerHeight) < page.scrollHeight;
}

/**
 * Keys pressed here are the control's own (typing, ticking, choosing, sliding) or a layer's
 * above the page (the menu, a dialog).
 */
const OWN_KEYS = [
  'input',
  'textarea',
  'select',
  'button',
  '[contenteditable]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="combobox"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="switch"]',
  '[role="tablist"]',
].join(', ');

/** The browser's own steps: an arrow moves a line, a page most of a box (a strip stays in view). */
const LINE_PX = 40;
const PAGE_FRACTION = 0.875;

type Move = 'down' | 'up' | 'start' | 'end';

function moveOf(event: KeyboardEvent): Move | undefined {
  switch (event.key) {
    case 'PageDown':
    case 'ArrowDown':
      return 'down';
    case 'PageUp':
    case 'ArrowUp':
      return 'up';
    case ' ':
      return event.shiftKey ? 'up' : 'down';
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return undefined;
  }
}

/**
 * Scrolls the grid for a key the browser gave to the page, or left unused: the page goes first
 * down, the grid first up (as one document would move), and Home and End take both to their
 * start or end, where the grid's end asks for the next page.
 */
function onKey(grid: HTMLElement, event: KeyboardEvent) {
  const move = moveOf(event);
  if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const { target } = event;
  if (target instanceof Element && target.closest(OWN_KEYS)) return;
  // Focus inside a grid that scrolls: the browser already scrolls the grid, then the page.
  if (target instanceof Node && grid.contains(target) && !pageGoesFirst(grid)) return;
  const step = event.key.startsWith('Arrow') ? LINE_PX : grid.clientHeight * PAGE_FRACTION;
  switch (move) {
    case 'down':
      if (pageCanScrollDown()) return;
      grid.scrollBy({ top: step });
      break;
    case 'up':
      if (grid.scrollTop <= 0) return;
      grid.scrollBy({ top: -step });
      break;
    // The page's part of Home and End is the browser's.
    case 'start':
      grid.scrollTo({ top: 0 });
      return;
    case 'end':
      grid.scrollTo({ top: grid.scrollHeight });
      return;
  }
  event.preventDefault();
}

/** Scrolls the page, then the grid, by wheel, touch and keys alike. One grid per screen. */
export function usePageThenGrid(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const update = () => grid.toggleAttribute(PAGE_FIRST_ATTRIBUTE, pageGoesFirst(grid));
    update();
    const keys = (event: KeyboardEvent) => onKey(grid, event);
    // What moves the grid against the window: either scrolling, the window's size, or the
    // page's content growing above it (a count line, a heading that wraps).
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    grid.addEventListener('scroll', update, { passive: true });
    window.addEventListener('keydown', keys);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      grid.removeEventListener('scroll', update);
      window.removeEventListener('keydown', keys);
      grid.removeAttribute(PAGE_FIRST_ATTRIBUTE);
    };
  }, [ref]);
}
