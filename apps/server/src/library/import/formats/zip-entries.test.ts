import { constants, deflateRawSync } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csv, utf8, zipOf } from '../../../../test/fixtures/import/uploads.ts';
import { ImportFileError } from '../import-file-error.ts';
import { readZipEntries, ZIP_CAPS } from './zip-entries.ts';

const WATCHED = csv('Date,Name,Year,Letterboxd URI', '2021-03-15,Amélie,2001,https://boxd.it/29Ms');

/**
 * A zip written as a stream (sizes declared only after the data, as streaming writers do) whose
 * watched.csv unpacks to `mebibytes` MiB of the same row. Its deflate stream is one mebibyte's
 * block (flushed, so it stands alone) written again and again, then an empty final block: it
 * costs nothing to build however large it unpacks. Its checksum is never reached.
 */
function streamedZipBomb(mebibytes: number): Uint8Array {
  const rows = Buffer.alloc(1024 * 1024, '2021-03-15,Amélie,2001,https://boxd.it/29Ms\n');
  const block = deflateRawSync(rows, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry: ZipInputFile = {
    filename: 'watched.csv',
    size: mebibytes * 1024 * 1024,
    crc: 0,
    compression: 8,
  };
  zip.add(entry);
  const push = entry.ondata;
  if (!push) throw new Error('fflate did not take the entry');
  for (let written = 0; written < mebibytes; written += 1) push(null, block, false);
  push(null, deflateRawSync(new Uint8Array(0)), true);
  zip.end();
  return Buffer.concat(parts);
}

const everything = () => true;

describe('reading a zip', () => {
  it('unpacks the entries wanted, in order, and leaves the others and the folders', () => {
    const zip = zipOf({
      'watched.csv': WATCHED,
      'profile.csv': 'Username\nada\n',
      'lists/': new Uint8Array(0),
      'lists/heists.csv': 'Letterboxd list export v7\n',
    });
    const entries = readZipEntries('export.zip', zip, (path) => path !== 'profile.csv');
    expect(entries.map((entry) => [entry.path, new TextDecoder().decode(entry.bytes)])).toEqual([
      ['watched.csv', WATCHED],
      ['lists/heists.csv', 'Letterboxd list export v7\n'],
    ]);
  });

  it('unpacks a zip written as a stream', () => {
    const entries = readZipEntries('export.zip', streamedZipBomb(2), everything);
    expect(entries[0]?.bytes.length).toBe(2 * 1024 * 1024);
  });

  it('stops a bomb that declares no size once what it unpacks passes the cap', () => {
    // 1 GiB in a few megabytes; with an 8 MiB cap only the first slices are ever unpacked.
    const bomb = streamedZipBomb(1024);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const caps = { ...ZIP_CAPS, unpackedBytes: 8 * 1024 * 1024 };
    expect(() => readZipEntries('letterboxd.zip', bomb, everything, caps)).toThrow(
      new ImportFileError(
        { file: 'letterboxd.zip' },
        'watched.csv unpacks to more than 8 MB, more than an export holds.',
      ),
    );
  });

  it('refuses an entry that unpacks to more than its header declares', () => {
    const zip = zipOf({ 'watched.csv': WATCHED });
    new DataView(zip.buffer, zip.byteOffset).setUint32(22, 10, true);
    expect(() => readZipEntries('letterboxd.zip', zip, everything)).toThrow(
      'letterboxd.zip: watched.csv unpacks to more than the zip says it holds: the zip is damaged.',
    );
  });

  it('counts every entry against the cap, wanted or not', () => {
    const caps = { ...ZIP_CAPS, entries: 2 };
    const zip = zipOf({ 'a.txt': 'a', 'b.txt': 'b', 'watched.csv': WATCHED });
    expect(() => readZipEntries('export.zip', zip, (path) => path.endsWith('.csv'), caps)).toThrow(
      'export.zip: the zip holds more than 2 files.',
    );
  });

  it('refuses bytes that only start like a zip, and a zip cut short', () => {
    const problem = 'export.zip: the zip is cut short or damaged: its end is missing.';
    const bytes = utf8('PK\u0003\u0004 and then nothing a zip has');
    expect(() => readZipEntries('export.zip', bytes, everything)).toThrow(problem);
    const zip = zipOf({ 'watched.csv': WATCHED });
    expect(() =>
      readZipEntries('export.zip', zip.subarray(0, zip.length - 10), everything),
    ).toThrow(problem);
  });
});
