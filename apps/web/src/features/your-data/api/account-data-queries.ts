/**
 * The visitor's whole account as a file (two formats), and erasing it. The files come through
 * the generated client like every other call, read as a Blob to hand to the browser.
 */
import { getExport, getLetterboxdExport } from '@media-search/api-client';
import { deleteMyDataMutation } from '@media-search/api-client/query';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob.ts';
import { attachmentName } from '../lib/attachment-name.ts';

export type ExportFormat = 'json' | 'letterboxd';

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads the export in `format`, under the name the server gives it. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const fetchFile = format === 'json' ? getExport : getLetterboxdExport;
      const { data, response } = await fetchFile({ parseAs: 'blob', throwOnError: true });
      const fallback = `media-search-${today()}${format === 'json' ? '.json' : '-letterboxd.zip'}`;
      saveBlob(data as Blob, attachmentName(response, fallback));
    },
  });
}

export function useDeleteMyData() {
  return useMutation(deleteMyDataMutation());
}
