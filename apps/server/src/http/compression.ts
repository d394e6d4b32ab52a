/**
 * Compression of answers: which encodings, from what size, at what effort. Catalogue answers
 * are compressed once and kept with their cached object (`cached-json.ts`); the few others worth
 * compressing (a long favourites list, the OpenAPI document, the docs page's scripts) go through
 * @fastify/compress on each request, which leaves an answer already encoded alone.
 * @see ../../../../docs/architecture.md ("HTTP caching")
 */
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Smaller answers go out plain: compressed or not, they fit in one packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** In the order preferred: brotli is about 5 % smaller than gzip on our JSON. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Quality 5, measured on a Game of Thrones details answer (39.5 kB): 12.9 kB for 1.1 ms of CPU.
 * 4 gives 13.4 kB in 0.6 ms; 11 saves another 8 % (11.9 kB) for 43 ms, which would stall the
 * event loop on every fresh search page (each a new cached answer). (docs/benchmarks.md,
 * "Compression".)
 */
const BROTLI_QUALITY = 5;

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
