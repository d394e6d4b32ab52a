/**
 * Runs `task` once the browser has nothing more pressing to do, after the screen has painted:
 * for loading code that only later interactions need. A page that stays busy (a slow phone
 * still drawing a long list) may have no idle moment for a long time: `longestWaitMs`, when
 * given, runs the task by then anyway (the idle callback's own timeout). Returns a function
 * that cancels it.
 */
export function whenIdle(task: () => void, longestWaitMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(
      task,
      longestWaitMs === undefined ? undefined : { timeout: longestWaitMs },
    );
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a timer still waits for the current work and its paint.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
