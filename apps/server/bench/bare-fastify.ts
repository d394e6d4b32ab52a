/**
 * The cached-API benchmark's baseline: the least a Fastify route can do to answer the same
 * bytes our movie route answers from cache. Started by bench/processes.ts.
 */
import Fastify from 'fastify';

const route = process.env.BARE_ROUTE ?? '/';
const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get(route, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
