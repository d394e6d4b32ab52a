/**
 * Compression of answers: which encodings, from what size, at what effort. Catalogue answers
 * are compressed once and kept with their cached object (`cached-json.ts`); everything else
 * (favourites, errors, the OpenAPI document, pages) goes through @fastify/compress, which
 * leaves an answer that already has a `Content-Encoding` alone.
 * @see ../../../../docs/architecture.md ("HTTP caching")
 */
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Smaller answers go out plain: the saving is a few hundred bytes, below one packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** In the order preferred: brotli is 5–10 % smaller than gzip on our JSON. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Quality 5: on a 50 kB details answer, 5 is within 1 % of 9 in size at half its time and well
 * under a millisecond; 10 and 11 save a further 15 % at 20–50 times the time, which a fresh
 * search page (a new cached answer every time) would pay on every request.
 * (Measured in docs/benchmarks.md, "Compression".)
 */
export const BROTLI_QUALITY = 5;

export const brotliOptions = (sizeHint: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

/** The encoding to send for an `Accept-Encoding`, or undefined for the plain bytes. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return (acceptEncoding && negotiate(acceptEncoding, ENCODINGS)) || undefined;
}

/** Compresses answers not sent by `sendJson`, on each request, for routes registered after. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: brotliOptions(0),
    // Request bodies stay as sent: nothing we accept is large enough to need compressing, and
    // inflating them would let a small body become a large one.
    globalDecompression: false,
  });
}
