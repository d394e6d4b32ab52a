/**
 * What reading a large upload costs the other requests of its replica: a Letterboxd ratings CSV
 * of 100,000 rows (the import's cap) read on the thread that serves requests, as it was, and on a
 * worker thread (read-upload-off-thread.ts), in the same run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_IMPORT_ITEMS, readUpload } from '../src/library/import/read-upload.ts';
import { readUploadOffThread } from '../src/library/import/read-upload-off-thread.ts';

const ROUNDS = 5;

export interface UploadStallRun {
  rows: number;
  megabytes: number;
  onRequestThread: { seconds: number; longestStallMs: number };
  onWorker: { seconds: number; longestStallMs: number };
}

function ratingsCsv(rows: number): Uint8Array {
  const lines = ['Date,Name,Year,Letterboxd URI,Rating'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `2024-01-${String((i % 28) + 1).padStart(2, '0')},Film number ${i},${1950 + (i % 70)},https://boxd.it/${i},${((i % 10) + 1) / 2}`,
    );
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

/**
 * The median of ROUNDS reads: how long one took, and the longest gap meanwhile between the turns
 * of a 1 ms ticker, which is how long another request arriving then would have waited.
 */
async function measure(read: () => Promise<unknown>) {
  const seconds: number[] = [];
  const stalls: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    // The read starts on a later turn than the ticker, as a request's would.
    await sleep(20);
    const start = performance.now();
    await read();
    seconds.push((performance.now() - start) / 1000);
    await sleep(20);
    clearInterval(ticker);
    stalls.push(longest);
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { seconds: median(seconds), longestStallMs: median(stalls) };
}

export async function benchUploadStall(): Promise<UploadStallRun> {
  const bytes = ratingsCsv(MAX_IMPORT_ITEMS);
  return {
    rows: MAX_IMPORT_ITEMS,
    megabytes: bytes.length / 1e6,
    onRequestThread: await measure(async () => readUpload('ratings.csv', bytes)),
    onWorker: await measure(() => readUploadOffThread('ratings.csv', bytes)),
  };
}
