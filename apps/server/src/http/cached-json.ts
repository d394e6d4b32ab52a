/**
 * Sends catalogue answers, serialising each cached object only once. The response cache hands
 * back the very same object on every hit, so its JSON text is remembered beside it (and goes
 * when the object does); a hit then costs no serialisation at all.
 */
import type { FastifyReply } from 'fastify';

const serialized = new WeakMap<object, string | Buffer | ArrayBuffer>();

/** `key` is the cached object the answer is made from, when the answer wraps it. */
export function sendJson(reply: FastifyReply, value: object, key: object = value): FastifyReply {
  let text: string | Buffer | ArrayBuffer | undefined = serialized.get(key);
  if (text === undefined) {
    text = reply.serialize(value);
    serialized.set(key, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
