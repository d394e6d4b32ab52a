/**
 * Sends catalogue answers doing the work once per cached answer. The response cache hands back
 * the very same object on every hit, so its encoded answer (the JSON bytes, their ETag, and a
 * brotli and a gzip copy, each made the first time a client asks for it) is kept beside it and
 * goes when the object does. A hit then costs no serialising, hashing or compressing, and a
 * matching `If-None-Match` costs no body at all.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import zlib from 'node:zlib';
import {
  brotliOptions,
  COMPRESSION_THRESHOLD_BYTES,
  negotiateEncoding,
  type Encoding,
} from './compression.ts';

/** An answer's bytes (JSON, or a page's HTML) in each encoding, and the strong ETag of each. */
export class EncodedAnswer {
  readonly #plain: Buffer;
  /** Too small to be worth compressing: sent plain to everyone, so it does not vary. */
  readonly compressible: boolean;
  readonly #etags: Record<Encoding | 'identity', string>;
  readonly #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(json: string | Buffer | ArrayBuffer) {
    this.#plain = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as Buffer);
    this.compressible = this.#plain.length >= COMPRESSION_THRESHOLD_BYTES;
    const hash = createHash('sha256').update(this.#plain).digest('base64url');
    // Each encoding is its own representation, so each has its own strong validator.
    this.#etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
  }

  /** Bytes kept: the plain answer; compressed copies add about a fifth once asked for. */
  get byteLength(): number {
    return this.#plain.length;
  }

  /** The answer as text: a details answer's JSON, to embed in its page. */
  get text(): string {
    return this.#plain.toString();
  }

  etag(encoding: Encoding | undefined): string {
    return this.#etags[encoding ?? 'identity'];
  }

  /** True when an `If-None-Match` names this answer, in any encoding (compared weakly). */
  matches(ifNoneMatch: string | undefined): boolean {
    return namesAnyOf(ifNoneMatch, Object.values(this.#etags));
  }

  body(encoding: Encoding | undefined): Buffer {
    if (!encoding) return this.#plain;
    return (this.#encoded[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.#plain, brotliOptions(this.#plain.length))
        : zlib.gzipSync(this.#plain));
  }
}

/** True when an `If-None-Match` names one of `etags` (compared weakly), or is `*`. */
export function namesAnyOf(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Each cached object's encoded answers, by the response schema that shaped them: one object can
 * go out through routes of different schemas (the movie search's and the typed search's lists
 * are the same cached page), and each must get its own route's shape.
 */
const answers = new WeakMap<object, Map<string, EncodedAnswer>>();

/**
 * The encoded answer kept for `key` (the cached object the answer is made from) and `schema`
 * (the name of the response schema `serialize` writes), made from `serialize(value)` the
 * first time.
 */
export function encodedAnswer(
  value: object,
  serialize: (value: object) => string | Buffer | ArrayBuffer,
  schema: string,
  key: object = value,
): EncodedAnswer {
  let bySchema = answers.get(key);
  if (bySchema === undefined) answers.set(key, (bySchema = new Map<string, EncodedAnswer>()));
  let answer = bySchema.get(schema);
  if (answer === undefined) {
    answer = new EncodedAnswer(serialize(value));
    bySchema.set(schema, answer);
  }
  return answer;
}

/** The name of the route's 200 response schema (its `$ref`), else the route's own path. */
function responseSchemaOf(reply: FastifyReply): string {
  const response = reply.routeOptions.schema?.response as
    Record<string, { $ref?: unknown } | undefined> | undefined;
  const ref = response?.['200']?.$ref;
  return typeof ref === 'string' ? ref : (reply.routeOptions.url ?? '');
}

/**
 * Sends `value` as JSON with `cacheControl` (cache-policy.ts) and its ETag, compressed when the
 * client takes it, or `304 Not Modified` when the client already holds it. `key` is the cached
 * object the answer is made from, when the answer wraps it.
 */
export function sendJson(
  reply: FastifyReply,
  cacheControl: string,
  value: object,
  key: object = value,
): FastifyReply {
  const answer = encodedAnswer(value, (v) => reply.serialize(v), responseSchemaOf(reply), key);
  const { headers } = reply.request;
  const encoding = answer.compressible ? negotiateEncoding(headers['accept-encoding']) : undefined;
  void reply.header('cache-control', cacheControl).header('etag', answer.etag(encoding));
  if (answer.compressible) {
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (answer.matches(headers['if-none-match'])) return reply.code(304).send();
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body(encoding));
}
