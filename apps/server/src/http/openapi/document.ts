import { errorBody } from '@asesa/contracts';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperationDocs } from './operation-docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the OpenAPI document (summary, description, error answers). */
    openapi?: OperationDocs;
  }
}

/** Every call is under this path; the document's paths are relative to it. */
export const API_BASE = '/api/v1';

/** Every error answer: the envelope with no data. */
const failure = z.object({ code: z.number().int(), data: z.null(), error: errorBody });
const FAILURE_REF = '#/components/schemas/Failure';

/**
 * The route's schema as zod gives it, with the call's summary, description and error answers
 * (each a Failure envelope) from its declarations.
 */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const docs = input.route.config?.openapi;
  if (!docs || out.schema.hide) return out;
  const response: Record<string, unknown> = { ...(out.schema.response as object) };
  const ok = response[200] as object | undefined;
  if (docs.redirect) response[302] = { description: docs.redirect };
  else
    response[200] = ok
      ? { ...ok, description: 'Done: the envelope with the answer in `data`.' }
      : {
          description:
            'Done: the file as an attachment (its type in Content-Type, its name in Content-Disposition).',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        };
  for (const status of new Set(docs.errors.map((e) => e.status))) {
    const when = docs.errors.filter((e) => e.status === status).map((e) => capitalised(e.when));
    response[status] = { description: when.join(' '), $ref: FAILURE_REF };
  }
  return {
    url: out.url,
    schema: {
      ...out.schema,
      ...(docs.multipartBody && { body: docs.multipartBody }),
      ...(docs.headers && { headers: docs.headers }),
      operationId: docs.operationId,
      summary: docs.summary,
      description: docs.description,
      response,
    },
  };
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The options of @fastify/swagger: the document served at /api/docs/json. */
export function openApiOptions(productName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${productName} API`,
        version: '0.1.0',
        description: [
          'Every call answers the envelope `{code, data, error}`, `code` being the HTTP status: `data` on success, `error: {message, reason?, field?}` on failure.',
          "A client first gets a device token with `token/get` and sends it as `Authorization: Bearer <token>`; signing in (`auth/login`) makes it a user's token. Each call says who may make it and the errors it can answer.",
          'Every call may also answer `413` (a body over 1 MB), `415` (a body that is not JSON where JSON is expected) and `503` (the storage is unavailable; try again).',
        ].join('\n\n'),
      },
      servers: [{ url: API_BASE, description: 'This server: every call is under /api/v1.' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: "A corporate's API key for its applicant tracking system (ats/* calls).",
          },
          apiKeyBasic: {
            type: 'http',
            scheme: 'basic',
            description:
              'The same API key as the HTTP Basic user name, the password empty (Greenhouse sends it so).',
          },
        },
        schemas: { Failure: z.toJSONSchema(failure, { target: 'openapi-3.0' }) as never },
      },
    },
    transform,
    // Schemas with an id (recursive ones, such as the sector tree) become components the
    // operations refer to, written for OpenAPI 3.0 like the operations (`nullable`, not a null type).
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } }),
  };
}
