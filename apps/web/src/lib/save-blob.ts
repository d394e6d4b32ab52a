/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
