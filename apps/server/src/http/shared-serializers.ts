/**
 * Response serializers compiled once per process. Fastify compiles one serializer per route and
 * status, and our routes repeat a handful of schemas (a view model, the error shape): building
 * the app compiled about 360 serializers from 18 distinct schemas, three quarters of its start's
 * CPU. The tests build an app per file or per test, so this was most of the server suite's time.
 * A serializer is a pure function of its schema, the shared schemas it refers to and the
 * options, so one compiled for an identical input serves every later route and app.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (doc: unknown) => string;

const compileWithDefaults = SerializerSelector();
/** Keyed by the shared schemas and options, then by the route's schema, all as JSON. */
const compiled = new Map<string, Map<string, Serializer>>();

export const sharedSerializers: SerializerFactory = (externalSchemas, serializerOpts) => {
  const contextKey = JSON.stringify([externalSchemas, serializerOpts]);
  let serializers = compiled.get(contextKey);
  if (!serializers) compiled.set(contextKey, (serializers = new Map<string, Serializer>()));
  const compile = compileWithDefaults(externalSchemas, serializerOpts);
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = serializers.get(key);
    if (!serializer) serializers.set(key, (serializer = compile(route)));
    return serializer;
  };
};
