import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error.ts';
import { readUpload } from './read-upload.ts';
import { readUploadOffThread } from './read-upload-off-thread.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const RATINGS =
  'Date,Name,Year,Letterboxd URI,Rating\r\n2024-01-02,Amélie,2001,https://boxd.it/a,4.5\r\n';

describe('reading an upload on a worker thread', () => {
  it('gives what reading it here gives, each item as JSON', async () => {
    const bytes = utf8(RATINGS);
    const { itemsJson, ...rest } = await readUploadOffThread('ratings.csv', bytes);
    const { items, ...expected } = readUpload('ratings.csv', bytes);
    expect(rest).toEqual(expected);
    expect(itemsJson.map((json) => JSON.parse(json) as unknown)).toEqual(items);
  });

  it('refuses a bad file with the same message, naming file, row and column', async () => {
    const bytes = utf8(RATINGS.replace(',4.5', ',11'));
    const refusal = await readUploadOffThread('ratings.csv', bytes).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportFileError);
    expect(() => readUpload('ratings.csv', bytes)).toThrow((refusal as Error).message);
    expect((refusal as ImportFileError).message).toMatch(/^ratings\.csv, row 2, column Rating: /);
  });
});
