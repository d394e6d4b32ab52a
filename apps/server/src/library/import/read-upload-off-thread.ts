/**
 * Reads an upload on a worker thread of its own. A file at the caps (100,000 rows, a 25 MB zip)
 * costs the readers about a second of CPU; on the thread that serves requests, that second would
 * stall every other request of this replica. Its items come back as the JSON the job keeps:
 * rebuilding them as objects here would cost this thread a fifth of that second again
 * (docs/benchmarks.md, "Reading an upload").
 */
import { Worker } from 'node:worker_threads';
import { ImportFileError, type FilePlace } from './import-file-error.ts';
import type { SerializedUpload } from './import-items.ts';

export type UploadReadAnswer =
  { read: SerializedUpload } | { refused: { place: FilePlace; problem: string } };

/** Heap for one read: the largest upload inflated, parsed and turned into items, with room. */
const WORKER_HEAP_MB = 1024;

export function readUploadOffThread(
  fileName: string,
  bytes: Uint8Array,
): Promise<SerializedUpload> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-upload-thread.ts', import.meta.url), {
      workerData: { fileName, bytes },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let answered = false;
    worker.once('message', (answer: UploadReadAnswer) => {
      answered = true;
      if ('read' in answer) resolve(answer.read);
      else reject(new ImportFileError(answer.refused.place, answer.refused.problem));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The upload's reader stopped with code ${code}.`));
    });
  });
}
