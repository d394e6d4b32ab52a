/**
 * Whole numbers in paths and query strings must be written in plain decimal digits. Ajv's type
 * coercion (which turns the text of a path into the schema's integer) otherwise reads `0x226`,
 * `5e2`, `+550` or ` 550` as numbers, so one answer would be reachable at many addresses.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors.ts';

const DIGITS = /^[0-9]{1,10}$/;

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>;
}

/** The names of a schema's integer properties, found once per route. */
const integerFields = new WeakMap<object, string[]>();

function integersOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  let fields = integerFields.get(schema);
  if (!fields) {
    fields = Object.entries((schema as ObjectSchema).properties ?? {})
      .filter(([, property]) => property.type === 'integer')
      .map(([name]) => name);
    integerFields.set(schema, fields);
  }
  return fields;
}

function check(values: unknown, schema: unknown): void {
  if (typeof values !== 'object' || values === null) return;
  for (const name of integersOf(schema)) {
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !DIGITS.test(value))
      throw new BadRequestError(`Invalid request: ${name} must be written in decimal digits.`);
  }
}

export function registerStrictIntegers(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const schema = request.routeOptions.schema;
    try {
      if (schema) {
        check(request.params, schema.params);
        check(request.query, schema.querystring);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
