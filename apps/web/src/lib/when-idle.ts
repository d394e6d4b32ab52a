/**
 * Runs `task` once the browser has nothing more pressing to do, after the screen has painted:
 * for loading code that only later interactions need. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a timer still waits for the current work and its paint.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
