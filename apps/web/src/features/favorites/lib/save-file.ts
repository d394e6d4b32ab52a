/** Hands a file made in the page to the browser as a download. */
export interface FileToSave {
  fileName: string;
  mimeType: string;
  text: string;
}

export function saveFile({ fileName, mimeType, text }: FileToSave): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the download has surely begun; some browsers read the address after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
