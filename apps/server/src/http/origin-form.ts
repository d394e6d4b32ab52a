/**
 * Only a request target of the origin form (`/path?query`) reaches anything. Node hands the
 * absolute form (`GET http://other.example/movie/12`, which only proxies are sent) and a target
 * starting with `//` on as they are; the router finds a route for them, and whatever resolves
 * one against an origin (`new URL(target, origin)`) takes the other host for ours: a page's
 * cached render was made for `evil.example`. Neither, nor `*`, is anything this server serves.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';

/** Starts with exactly one slash. */
const ORIGIN_FORM = /^\/(?!\/)/;

/** Registers the check: on the root instance, before the limits, guards and routes it protects. */
export function registerOriginFormOnly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (ORIGIN_FORM.test(request.raw.url ?? '')) done();
    else done(new BadRequestError('The request target must be a path starting with a single "/".'));
  });
}
