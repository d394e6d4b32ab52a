/**
 * Where the server's log lines go: standard output, gathered into batches of about 16 kB (and
 * written at least once a second) so that a busy server makes one write for dozens of lines.
 * Gathering them here rather than in sonic-boom's own buffer (its `minLength`) matters: it
 * measures its whole buffer again for every line it is given, which cost a busy server more
 * than the writes it saved (docs/benchmarks.md, "Cached API").
 */
import { pino } from 'pino';

const BATCH_CHARS = 16 * 1024;
const FLUSH_EVERY_MS = 1000;

export class BatchedLogDestination {
  // Synchronous, as pino's default is: with a write per batch rather than per line it costs
  // little, and no batch is still in flight when the process exits.
  readonly #out = pino.destination({ dest: 1, sync: true });
  #lines: string[] = [];
  #chars = 0;

  constructor() {
    setInterval(() => this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Called by pino with each formatted line. */
  write(line: string): void {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= BATCH_CHARS) this.flush();
  }

  /** Writes what is gathered, at once (before exiting, say). */
  flush(): void {
    if (this.#lines.length === 0) return;
    this.#out.write(this.#lines.join(''));
    this.#lines = [];
    this.#chars = 0;
  }
}
