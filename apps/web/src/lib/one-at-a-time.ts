/**
 * Runs tasks one after another, each within a deadline. The server's render needs this: the UI's
 * language and the request's region are module state (as in the browser, where there is one
 * visitor), so two renders at once would change them under each other. A task still running at
 * its deadline is told to stop (its signal aborts with a DeadlineError), its caller gets that
 * error, and the next task starts then, whatever the late one goes on doing: one stuck render
 * costs the renders behind it at most one deadline, never the process's life.
 */
export class DeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`not done within ${deadlineMs} ms`);
    this.name = 'DeadlineError';
  }
}

export class OneAtATime {
  readonly #deadlineMs: number;
  /** Settles when the task last queued has finished or passed its deadline. */
  #turn: Promise<unknown> = Promise.resolve();

  constructor(deadlineMs: number) {
    this.#deadlineMs = deadlineMs;
  }

  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const result = this.#turn.then(() => withinDeadline(task, this.#deadlineMs));
    this.#turn = result.catch(() => undefined);
    return result;
  }
}

async function withinDeadline<T>(
  task: (signal: AbortSignal) => Promise<T>,
  deadlineMs: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(deadlineMs);
      controller.abort(error);
      reject(error);
    }, deadlineMs);
  });
  try {
    return await Promise.race([task(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
