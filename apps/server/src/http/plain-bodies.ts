import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A request body's plain case read without its schema: `read` answers the body exactly as the
 * schema would parse it, or undefined whenever it is not sure, and the schema then decides (its
 * answer and its errors are the call's). For the hottest call (answer saves), where parsing the
 * schema cost more than the rest of the request's validation and routing.
 */
export interface PlainBody {
  /** The call's request schema, as the call is registered with it. */
  request: unknown;
  read: (body: unknown) => unknown;
}

/** Fastify's validator compiler: the zod schema of each body, preceded by its plain reader if it has one. */
export function validatorWithPlainBodies(plain: readonly PlainBody[]): FastifySchemaCompiler<unknown> {
  const readers = new Map(plain.map((p) => [p.request, p.read]));
  return (route) => {
    const bySchema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const read = route.httpPart === 'body' ? readers.get(route.schema) : undefined;
    if (!read) return bySchema;
    return (data) => {
      const value = read(data);
      return value === undefined ? bySchema(data) : { value };
    };
  };
}
