/** Hands a file made in the page to the browser as a download. */
import { saveBlob } from '@/lib/save-blob.ts';

export interface FileToSave {
  fileName: string;
  mimeType: string;
  text: string;
}

export function saveFile({ fileName, mimeType, text }: FileToSave): void {
  saveBlob(new Blob([text], { type: mimeType }), fileName);
}
