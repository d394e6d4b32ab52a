/** Export: the whole list as a file of our format, downloaded. Loaded when Export is chosen. */
import type { Favorite } from '@media-search/api-client';
import { writeFavoritesFile, type FileKind } from './favorites-file.ts';
import { saveFile } from './save-file.ts';

export function exportFavorites(favorites: readonly Favorite[], kind: FileKind): void {
  saveFile(writeFavoritesFile(favorites, kind));
}
