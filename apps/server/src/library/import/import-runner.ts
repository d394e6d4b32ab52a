/**
 * Matches import jobs in the background of the replica that took the upload: a batch of items
 * at a time, a few catalogue look-ups at once (the catalogue's own rate limiter holds the shared
 * TMDB rate), each batch's outcomes and the job's progress written in one step. A heartbeat
 * keeps the job alive for the other replicas while a slow batch runs; a replica that dies
 * stops beating, and the job is then reported failed (import-jobs-store.ts). Discarding a job
 * stops its matching at once here, and at its next write on any replica.
 */
import type { ImportItem } from './import-items.ts';
import type { ImportJobsStore } from './import-jobs-store.ts';
import type { MatchOutcome, TitleMatcher } from './title-matcher.ts';

export interface ImportRunnerOptions {
  /** Items matched between two progress writes. */
  batchSize: number;
  /** Catalogue look-ups at once. */
  concurrency: number;
  /** How often a running job beats, well inside the store's stale limit. */
  heartbeatMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: ImportRunnerOptions = {
  batchSize: 50,
  concurrency: 4,
  heartbeatMs: 10_000,
};

/** What a job whose matching failed says: the catalogue's failure is the likely cause. */
const MATCHING_FAILED =
  'Looking up the titles failed: the movie database did not answer. Please start the import again.';

export class ImportRunner {
  readonly #jobs: ImportJobsStore;
  readonly #matcher: TitleMatcher;
  readonly #options: ImportRunnerOptions;
  readonly #running = new Map<string, AbortController>();
  readonly #finished = new Set<Promise<void>>();

  constructor(
    jobs: ImportJobsStore,
    matcher: TitleMatcher,
    options: ImportRunnerOptions = DEFAULT_RUNNER_OPTIONS,
  ) {
    this.#jobs = jobs;
    this.#matcher = matcher;
    this.#options = options;
  }

  /** Starts matching the job; `onError` hears a failure the job itself could not record. */
  start(owner: string, jobId: string, onError: (error: unknown) => void): void {
    const stop = new AbortController();
    this.#running.set(jobId, stop);
    const run = this.#run(owner, jobId, stop.signal)
      .catch(async (error: unknown) => {
        if (stop.signal.aborted) return;
        onError(error);
        await this.#jobs.finishMatching(jobId, MATCHING_FAILED).catch(onError);
      })
      .finally(() => {
        this.#running.delete(jobId);
        this.#finished.delete(run);
      });
    this.#finished.add(run);
  }

  /** Stops the job's matching, when it runs here. */
  stop(jobId: string): void {
    this.#running.get(jobId)?.abort();
  }

  /** Stops every job running here and waits for them (the app is closing). */
  async close(): Promise<void> {
    for (const stop of this.#running.values()) stop.abort();
    await Promise.all(this.#finished);
  }

  async #run(owner: string, jobId: string, signal: AbortSignal): Promise<void> {
    const beat = setInterval(() => {
      void this.#jobs.heartbeat(jobId).catch(() => undefined);
    }, this.#options.heartbeatMs);
    try {
      for (;;) {
        const batch = await this.#jobs.pendingRows(jobId, this.#options.batchSize);
        if (signal.aborted) return;
        if (batch.length === 0) break;
        const outcomes = await this.#matchAll(batch, signal);
        if (signal.aborted) return;
        if (!(await this.#jobs.saveMatches(owner, jobId, outcomes))) return;
      }
      await this.#jobs.finishMatching(jobId, null);
    } finally {
      clearInterval(beat);
    }
  }

  /** Matches the batch, `concurrency` at a time, in file order. */
  async #matchAll(
    batch: { rowId: number; item: ImportItem }[],
    signal: AbortSignal,
  ): Promise<{ rowId: number; outcome: MatchOutcome }[]> {
    const outcomes: { rowId: number; outcome: MatchOutcome }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !signal.aborted) {
        const index = next++;
        const { rowId, item } = batch[index] as { rowId: number; item: ImportItem };
        outcomes[index] = { rowId, outcome: await this.#matcher.match(item.ref) };
      }
    };
    await Promise.all(Array.from({ length: this.#options.concurrency }, worker));
    return outcomes;
  }
}
