/** A one-line progress bar with counts, rate and time left, redrawn in place on a terminal. */
export class ProgressBar {
  readonly #label: string;
  readonly #started = Date.now();
  readonly #stream: NodeJS.WriteStream;
  #total: number;
  #done = 0;
  #lastDraw = 0;

  constructor(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
    this.#label = label;
    this.#total = total;
    this.#stream = stream;
  }

  /** More work was discovered along the way. */
  grow(by: number): void {
    this.#total += by;
  }

  tick(by = 1): void {
    this.#done += by;
    const now = Date.now();
    if (now - this.#lastDraw > 200 || this.#done >= this.#total) this.#draw(now);
  }

  finish(): void {
    if (this.#stream.isTTY) {
      this.#draw(Date.now());
      this.#stream.write('\n');
    } else if (this.#done < this.#total) {
      this.#draw(Date.now());
    }
  }

  #draw(now: number): void {
    this.#lastDraw = now;
    const seconds = Math.max(0.001, (now - this.#started) / 1000);
    const rate = this.#done / seconds;
    const left = rate > 0 ? (this.#total - this.#done) / rate : 0;
    const share = this.#total > 0 ? Math.min(1, this.#done / this.#total) : 1;
    const width = 24;
    const bar = '='.repeat(Math.round(share * width)).padEnd(width, ' ');
    const line = `${this.#label} [${bar}] ${this.#done}/${this.#total} · ${rate.toFixed(1)}/s · ETA ${formatDuration(left)}`;
    if (this.#stream.isTTY) this.#stream.write(`\r${line}\u001b[K`);
    else if (
      this.#done >= this.#total ||
      Math.floor(share * 10) !== Math.floor(((this.#done - 1) / this.#total) * 10)
    ) {
      this.#stream.write(`${line}\n`);
    }
  }
}

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
