import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer } from '../http/cached-json.ts';
import { BrotliKeptAnswer } from './brotli-kept-answer.ts';

/** A page-like HTML: repetitive markup and CSS, as a rendered screen is. */
const html = `<!doctype html><html><head><style>${'.card{display:grid;gap:8px}'.repeat(2000)}</style></head><body>${Array.from(
  { length: 400 },
  (_, index) => `<a href="/movie/${index}">Title ${index}</a>`,
).join('')}</body></html>`;

describe('a rendered page as the page cache keeps it', () => {
  const answer = new EncodedAnswer(html);
  const kept = new BrotliKeptAnswer(answer);

  it('takes its brotli size, a small part of the HTML', () => {
    expect(kept.byteLength).toBe(answer.body('br').length);
    expect(kept.byteLength).toBeLessThan(Buffer.byteLength(html) / 8);
  });

  it('sends the same bytes in every encoding, under the same validators', () => {
    expect(brotliDecompressSync(kept.body('br')).toString()).toBe(html);
    expect(gunzipSync(kept.body('gzip')).toString()).toBe(html);
    expect(kept.body(undefined).toString()).toBe(html);
    for (const encoding of ['br', 'gzip', undefined] as const) {
      expect(kept.etag(encoding)).toBe(answer.etag(encoding));
    }
    expect(kept.matches(`W/${answer.etag('gzip')}`)).toBe(true);
    expect(kept.matches('"another"')).toBe(false);
  });

  it('keeps an answer too small to compress as it is', () => {
    const small = new BrotliKeptAnswer(new EncodedAnswer('<p>Not found</p>'));
    expect(small.compressible).toBe(false);
    expect(small.body('br').toString()).toBe('<p>Not found</p>');
  });
});
