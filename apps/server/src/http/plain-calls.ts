import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { writingStoredJson } from '../lib/stored-json';

/**
 * A hot call's plain case read and written without its schemas. `body` answers the request body
 * exactly as the request schema would parse it, or undefined whenever it is not sure; `answer`
 * answers the 200 answer's JSON exactly as the answer schema would write it, or undefined. When
 * they answer undefined the schemas decide (their errors are the call's). For the hottest call
 * (answer saves), where the two schema passes cost more than the rest of its validation.
 */
export interface PlainCall {
  /** The call's path below /api/v1/. */
  path: string;
  body?: (body: unknown) => unknown;
  answer?: (answer: unknown) => string | undefined;
}

const byUrl = (plain: readonly PlainCall[]) => new Map(plain.map((p) => [`/api/v1/${p.path}`, p]));

/** Fastify's validator compiler: the zod schema of each part, after the plain body reader where a call has one. */
export function validatorWithPlainBodies(plain: readonly PlainCall[]): FastifySchemaCompiler<unknown> {
  const calls = byUrl(plain);
  return (route) => {
    const bySchema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const read = route.httpPart === 'body' ? calls.get(route.url)?.body : undefined;
    if (!read) return bySchema;
    return (data) => {
      const value = read(data);
      return value === undefined ? bySchema(data) : { value };
    };
  };
}

/** Fastify's serializer compiler: each answer by its zod schema (stored JSON kept as text), after the plain writer where a call has one. */
export function serializerWithPlainAnswers(plain: readonly PlainCall[]): FastifySerializerCompiler<unknown> {
  const calls = byUrl(plain);
  return (route) => {
    const bySchema = writingStoredJson(serializerCompiler(route as Parameters<typeof serializerCompiler>[0]));
    const write = String(route.httpStatus) === '200' ? calls.get(route.url)?.answer : undefined;
    if (!write) return bySchema;
    return (data) => write(data) ?? bySchema(data);
  };
}
