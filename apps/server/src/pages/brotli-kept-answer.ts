/**
 * A rendered page as the page cache keeps it: only its brotli bytes, which every current browser
 * takes, with the validators of all three encodings. A page's HTML (100–220 kB, most of it the
 * screen's CSS) is about eight times its brotli copy, so the same memory keeps eight times the
 * pages (docs/benchmarks.md, "Server-rendered pages"). The rare client that takes no brotli gets
 * the HTML back by decompressing, which costs a fraction of a render.
 */
import zlib from 'node:zlib';
import type { Encoding } from '../http/compression.ts';
import { namesAnyOf, type EncodedAnswer } from '../http/cached-json.ts';

export class BrotliKeptAnswer {
  readonly compressible: boolean;
  readonly #kept: Buffer;
  readonly #etags: Record<Encoding | 'identity', string>;

  /** Keeps `answer`'s brotli copy (made now if no request has asked for it yet). */
  constructor(answer: EncodedAnswer) {
    this.compressible = answer.compressible;
    // Too small to compress: kept as it is sent, plain to everyone.
    this.#kept = answer.compressible ? answer.body('br') : answer.body(undefined);
    this.#etags = {
      identity: answer.etag(undefined),
      br: answer.etag('br'),
      gzip: answer.etag('gzip'),
    };
  }

  /** Bytes kept. */
  get byteLength(): number {
    return this.#kept.length;
  }

  etag(encoding: Encoding | undefined): string {
    return this.#etags[encoding ?? 'identity'];
  }

  /** True when an `If-None-Match` names this answer, in any encoding (compared weakly). */
  matches(ifNoneMatch: string | undefined): boolean {
    return namesAnyOf(ifNoneMatch, Object.values(this.#etags));
  }

  body(encoding: Encoding | undefined): Buffer {
    if (!this.compressible || encoding === 'br') return this.#kept;
    const plain = zlib.brotliDecompressSync(this.#kept);
    return encoding === 'gzip' ? zlib.gzipSync(plain) : plain;
  }
}
