/**
 * The worker thread's side of read-upload-off-thread.ts: reads the one upload it was given and
 * posts back its items as JSON, or the place and problem of a file it refused.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError } from './import-file-error.ts';
import { readUpload } from './read-upload.ts';
import type { UploadReadAnswer } from './read-upload-off-thread.ts';

const { fileName, bytes } = workerData as { fileName: string; bytes: Uint8Array };
let answer: UploadReadAnswer;
try {
  const { items, ...rest } = readUpload(fileName, bytes);
  answer = { read: { ...rest, itemsJson: items.map((item) => JSON.stringify(item)) } };
} catch (error) {
  // Any other error is the worker's own failure, which its 'error' event carries.
  if (!(error instanceof ImportFileError)) throw error;
  answer = { refused: { place: error.place, problem: error.problem } };
}
parentPort?.postMessage(answer);
