/**
 * An uploaded file read into import items, whatever it is: Letterboxd's zip or one of its CSVs,
 * an IMDb CSV, Trakt's JSON (one file or its zip), or Media Search's own export. The format is
 * told by the content (a zip's signature, JSON, a CSV's header), not trusted from the name. The
 * file is read whole before anything is returned: a problem anywhere refuses all of it.
 */
import { ImportFileError } from './import-file-error.ts';
import type { ReadUpload } from './import-items.ts';
import { readCsvRecords, type CsvRecord } from './formats/csv-table.ts';
import { readImdb, isImdbHeader } from './formats/imdb.ts';
import { parseJson } from './formats/json-fields.ts';
import {
  isLetterboxdHeader,
  isLetterboxdList,
  letterboxdLooseKind,
  letterboxdZipKind,
  readLetterboxd,
  type LetterboxdFile,
} from './formats/letterboxd.ts';
import { isMediaSearchExport, readMediaSearch } from './formats/media-search.ts';
import {
  readTrakt,
  traktKindOfName,
  traktKindOfShape,
  type TraktFile,
  type TraktFileKind,
} from './formats/trakt.ts';
import { MAX_IMPORT_ITEMS } from './formats/upload-caps.ts';
import { decodeUploadText } from './formats/upload-text.ts';
import { isZip, readZipEntries, type ZipEntry } from './formats/zip-entries.ts';

export {
  MAX_IMPORT_ITEMS,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_UNPACKED_BYTES,
} from './formats/upload-caps.ts';

function traktFile(path: string, kind: TraktFileKind, value: unknown): TraktFile {
  if (!Array.isArray(value))
    throw new ImportFileError({ file: path }, 'this is not a list of Trakt entries.');
  return { path, kind, items: value };
}

function readZip(zipName: string, bytes: Uint8Array): ReadUpload {
  const known = (path: string) =>
    letterboxdZipKind(path) !== null || traktKindOfName(path) !== null;
  const entries = readZipEntries(zipName, bytes, known);
  const text = (entry: ZipEntry) => decodeUploadText(entry.path, entry.bytes);

  const letterboxd = entries.flatMap((entry): LetterboxdFile[] => {
    const kind = letterboxdZipKind(entry.path);
    return kind
      ? [{ path: entry.path, kind, records: readCsvRecords(entry.path, text(entry)) }]
      : [];
  });
  const trakt = entries.flatMap((entry): TraktFile[] => {
    const kind = traktKindOfName(entry.path);
    return kind ? [traktFile(entry.path, kind, parseJson(entry.path, text(entry)))] : [];
  });
  if (letterboxd.length > 0 && trakt.length > 0)
    throw new ImportFileError(
      { file: zipName },
      'the zip mixes Letterboxd’s and Trakt’s exports: import each one on its own.',
    );
  if (letterboxd.length > 0)
    return { format: 'letterboxd', items: readLetterboxd(letterboxd), services: null, skipped: 0 };
  if (trakt.length > 0) return { format: 'trakt', ...readTrakt(trakt), services: null };
  throw new ImportFileError(
    { file: zipName },
    'the zip holds no file of a Letterboxd or Trakt export (such as diary.csv or history.json).',
  );
}

function readJson(fileName: string, value: unknown): ReadUpload {
  if (isMediaSearchExport(value))
    return { format: 'media-search', ...readMediaSearch(fileName, value) };
  const kind = Array.isArray(value) ? (traktKindOfName(fileName) ?? traktKindOfShape(value)) : null;
  if (!kind)
    throw new ImportFileError(
      { file: fileName },
      'this JSON is not an export we know (Trakt’s, or Media Search’s own).',
    );
  return { format: 'trakt', ...readTrakt([traktFile(fileName, kind, value)]), services: null };
}

function readCsv(fileName: string, records: CsvRecord[]): ReadUpload {
  const header = records[0];
  if (!header) throw new ImportFileError({ file: fileName }, 'the file is empty.');
  if (isImdbHeader(header.cells))
    return { format: 'imdb', ...readImdb(fileName, records), services: null };
  if (isLetterboxdList(records) || isLetterboxdHeader(header.cells)) {
    const kind = letterboxdLooseKind(fileName, records);
    const items = readLetterboxd([{ path: fileName, kind, records }]);
    return { format: 'letterboxd', items, services: null, skipped: 0 };
  }
  const columns = header.cells.map((cell) => `“${cell}”`).join(', ');
  throw new ImportFileError(
    { file: fileName, row: header.line },
    `this is not an export we know: Letterboxd’s, IMDb’s or Trakt’s (its columns are ${columns}).`,
  );
}

function readLooseFile(fileName: string, bytes: Uint8Array): ReadUpload {
  const text = decodeUploadText(fileName, bytes);
  if (/^\s*[[{]/.test(text)) return readJson(fileName, parseJson(fileName, text));
  return readCsv(fileName, readCsvRecords(fileName, text));
}

/**
 * The items of an upload, or an {@link ImportFileError} naming the file, row and column of the
 * first problem. Zips are capped in entries and unpacked size, every upload in items.
 */
export function readUpload(fileName: string, bytes: Uint8Array): ReadUpload {
  if (bytes.length === 0) throw new ImportFileError({ file: fileName }, 'the file is empty.');
  const upload = isZip(bytes) ? readZip(fileName, bytes) : readLooseFile(fileName, bytes);
  const over = upload.items[MAX_IMPORT_ITEMS];
  if (over)
    throw new ImportFileError(
      over.origin,
      `the upload holds more than ${MAX_IMPORT_ITEMS.toLocaleString('en')} items, more than one import takes.`,
    );
  return upload;
}
