/**
 * The files of an uploaded zip that a reader wants, unpacked with fflate's streaming reader.
 * The zip is fed to it a small slice at a time and what comes out is counted as it comes, so a
 * zip bomb is stopped once it passes the cap instead of being unpacked whole; files nobody
 * wants are never unpacked at all.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ImportFileError } from '../import-file-error.ts';
import { MAX_ZIP_ENTRIES, MAX_ZIP_UNPACKED_BYTES } from './upload-caps.ts';

export interface ZipEntry {
  /** Its path inside the zip, e.g. `lists/horror.csv`. */
  path: string;
  bytes: Uint8Array;
}

/** Deflate's best ratio is about 1:1032, so one slice unpacks to at most ~17 MB. */
const SLICE_BYTES = 16 * 1024;

/** Whether the bytes start like a zip (a file entry, or the end record of an empty zip). */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

/** Every zip ends with the end record of its directory, at most 64 KiB of comment before the end. */
function hasEndRecord(bytes: Uint8Array): boolean {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1)
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 5 && bytes[at + 3] === 6)
      return true;
  return false;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface Unpacking {
  path: string;
  chunks: Uint8Array[];
  done: boolean;
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export interface ZipCaps {
  entries: number;
  unpackedBytes: number;
}

export const ZIP_CAPS: ZipCaps = {
  entries: MAX_ZIP_ENTRIES,
  unpackedBytes: MAX_ZIP_UNPACKED_BYTES,
};

/**
 * The entries whose path `wanted` accepts, in the zip's order; directories are left out. Their
 * sizes as the zip declares them are checked first, then what they really unpack to, as it comes.
 */
export function readZipEntries(
  zipName: string,
  bytes: Uint8Array,
  wanted: (path: string) => boolean,
  caps: ZipCaps = ZIP_CAPS,
): ZipEntry[] {
  if (!hasEndRecord(bytes))
    throw new ImportFileError(
      { file: zipName },
      'the zip is cut short or damaged: its end is missing.',
    );
  const unpacking: Unpacking[] = [];
  let entryCount = 0;
  let declaredBytes = 0;
  let unpackedBytes = 0;
  // fflate reports failures through callbacks; the first one is kept and thrown between slices.
  const failures: ImportFileError[] = [];
  const fail = (problem: string) => {
    failures.push(new ImportFileError({ file: zipName }, problem));
  };
  const tooLarge = (path: string) =>
    fail(
      `${path} unpacks to more than ${megabytes(caps.unpackedBytes)}, more than an export holds.`,
    );

  const unzip = new Unzip((file: UnzipFile) => {
    entryCount += 1;
    if (entryCount > caps.entries)
      return fail(`the zip holds more than ${caps.entries.toLocaleString('en')} files.`);
    if (file.name.endsWith('/') || !wanted(file.name)) return;
    // A zip written as a stream declares no sizes before its data: then only the count holds.
    const declared = file.originalSize;
    declaredBytes += declared ?? 0;
    if (declaredBytes > caps.unpackedBytes) return tooLarge(file.name);
    const entry: Unpacking = { path: file.name, chunks: [], done: false };
    unpacking.push(entry);
    let entryBytes = 0;
    file.ondata = (error, chunk, final) => {
      if (failures.length > 0) return;
      if (error) return fail(`${file.name} cannot be unpacked (${error.message}).`);
      entryBytes += chunk.length;
      unpackedBytes += chunk.length;
      if (declared !== undefined && entryBytes > declared)
        return fail(`${file.name} unpacks to more than the zip says it holds: the zip is damaged.`);
      if (unpackedBytes > caps.unpackedBytes) return tooLarge(file.name);
      entry.chunks.push(chunk);
      entry.done = final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let offset = 0; offset < bytes.length && failures.length === 0; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    fail(`this is not a zip we can read (${error instanceof Error ? error.message : 'damaged'}).`);
  }
  const [failure] = failures;
  if (failure) throw failure;
  const cut = unpacking.find((entry) => !entry.done);
  if (cut) throw new ImportFileError({ file: zipName }, `${cut.path} is cut short in the zip.`);
  return unpacking.map((entry) => ({ path: entry.path, bytes: joined(entry.chunks) }));
}
