/**
 * Export and Import's work, in one module loaded on their first use: writing the list to a file
 * and downloading it, and reading a chosen file into a preview of its import. (One module, so
 * that the file code lands in a chunk of its own rather than in what every screen loads.)
 */
import type { Favorite } from '@media-search/api-client';
import {
  FavoritesFileError,
  readChosenFile,
  writeFavoritesFile,
  type FileKind,
} from './favorites-file.ts';
import { previewImport, type ImportPreview } from './import-preview.ts';
import { saveFile } from './save-file.ts';

export function exportFavorites(favorites: readonly Favorite[], kind: FileKind): void {
  saveFile(writeFavoritesFile(favorites, kind));
}

/** What importing a chosen file would do, or what is wrong with the file. */
export type ImportOutcome =
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'problem'; problem: FavoritesFileError['problem']; item?: number; field?: string };

export async function prepareImport(
  file: Blob,
  saved: readonly Favorite[],
): Promise<ImportOutcome> {
  const read = await readChosenFile(file);
  if (read instanceof FavoritesFileError)
    return { kind: 'problem', problem: read.problem, item: read.item, field: read.field };
  return { kind: 'preview', preview: previewImport(read, saved) };
}
