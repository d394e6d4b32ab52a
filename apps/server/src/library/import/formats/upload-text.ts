/**
 * The text of an uploaded CSV or JSON file. Exports are UTF-8, but a CSV saved again by a
 * spreadsheet may come back as UTF-16 (with its byte-order mark) or in Windows' Latin-1: bytes
 * that are not valid UTF-8 are read as Windows-1252, so "Amélie" reads right either way.
 */
import { ImportFileError } from '../import-file-error.ts';

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function decode(bytes: Uint8Array): string {
  const encoding = encodingOf(bytes);
  try {
    // The decoder drops a leading byte-order mark.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's text; a file that is not text at all (an image, a PDF) is refused. */
export function decodeUploadText(file: string, bytes: Uint8Array): string {
  const text = decode(bytes);
  // Text never holds NUL; images, PDFs and spreadsheets' own formats are full of them.
  if (text.includes('\u0000'))
    throw new ImportFileError({ file }, 'this is not a zip, CSV or JSON file.');
  return text;
}
