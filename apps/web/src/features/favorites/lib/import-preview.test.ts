import type { Favorite } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import type { NewFavorite } from './favorites-file.ts';
import { previewImport } from './import-preview.ts';

const item = (mediaId: string, mediaType: NewFavorite['mediaType'] = 'movie'): NewFavorite => ({
  mediaId,
  mediaType,
  mediaTitle: `Title ${mediaId}`,
  mediaImageUrl: '',
});
const saved = (mediaId: string, mediaType: NewFavorite['mediaType'] = 'movie'): Favorite => ({
  ...item(mediaId, mediaType),
  id: `id-${mediaType}-${mediaId}`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the import preview', () => {
  it('adds new items in the file’s order and skips saved and repeated ones, saying why', () => {
    const preview = previewImport(
      [item('1'), item('2'), item('2', 'tv'), item('2'), item('3')],
      [saved('1'), saved('3', 'tv')],
    );
    expect(preview.toAdd).toEqual([item('2'), item('2', 'tv'), item('3')]);
    expect(preview.skipped).toEqual([
      { favorite: item('1'), reason: 'alreadySaved' },
      { favorite: item('2'), reason: 'repeated' },
    ]);
    expect(preview.overLimit).toBe(false);
  });

  it('says when the new items would pass the limit of 1000', () => {
    const many = Array.from({ length: 998 }, (_, i) => saved(String(10_000 + i)));
    expect(previewImport([item('1'), item('2')], many).overLimit).toBe(false);
    expect(previewImport([item('1'), item('2'), item('3')], many).overLimit).toBe(true);
    // Saved ones do not count twice.
    expect(previewImport([item('1'), item('2'), item('10000')], many).overLimit).toBe(false);
  });
});
