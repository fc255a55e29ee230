/**
 * Reads the request schemas of the OpenAPI document (/api/docs/json, generated from the Zod
 * contracts) and builds from each a plausible valid body. The fuzzer and the access matrix start
 * from these bodies, so a new call of the contracts is covered without anyone writing its body.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: 'get' | 'post';
  /** The call's path under /api/v1, e.g. `projects/detail`. */
  path: string;
  /** Needs a bearer token (every call but the participant pages and token/get). */
  secured: boolean;
  /** The JSON body's schema; undefined for GET calls and multipart uploads. */
  body?: JsonSchema;
  multipart: boolean;
  /** The call's description in the document (an upload's starts with what its body carries). */
  description: string;
}

interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        consumes?: string[];
        description?: string;
      }
    >
  >;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  // The paths are relative to the server's base path (/api/v1).
  if (doc.servers?.[0]?.url !== '/api/v1') throw new Error('the document lists no /api/v1 server');
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const json = op.requestBody?.content['application/json'];
      ops.push({
        method,
        path: url.slice(1),
        secured: Boolean(op.security?.length),
        body: json?.schema,
        multipart: method === 'post' && !json && Boolean(op.description?.startsWith('multipart/form-data')),
        description: op.description ?? '',
      });
    }
  }
  return ops;
}

/** Real values of the fixture tenant by field name (`project_id`, `participant_code`...). */
export type FieldValues = Record<string, unknown>;

const SAMPLE_BY_FORMAT: Record<string, string> = {
  date: '2026-06-30',
  'date-time': '2026-06-30T08:00:00.000Z',
  email: 'fuzz.sample@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * A body that satisfies the schema as far as a generic reader can: required fields filled, known
 * fields (ids, codes) taken from `values`, the first choice of every union and enum.
 */
export function sampleOf(schema: JsonSchema, values: FieldValues = {}, name = ''): unknown {
  if (name && name in values && fits(schema, values[name])) return values[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.oneOf ?? schema.anyOf;
  if (union?.length) return sampleOf(union.find((s) => s.type !== 'null') ?? union[0], values, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in values) out[key] = sampleOf(prop, values, key);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, values, singular(name)));
    }
    case 'string':
      if (schema.format && SAMPLE_BY_FORMAT[schema.format]) return SAMPLE_BY_FORMAT[schema.format];
      return 'fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'x').slice(0, schema.maxLength ?? 4);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 1;
      const bottom = schema.exclusiveMinimum === true ? low + 1 : low;
      return Math.min(Math.max(bottom, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    default:
      return schema.nullable ? null : {};
  }
}

/** Whether a known value suits the schema (an `email` field may be an object of settings). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'string') return typeof value === 'string';
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  return true;
}

/** `participant_ids` → `participant_id`, so an array of ids takes the id of its name. */
const singular = (name: string) => (name.endsWith('_ids') ? name.slice(0, -1) : name);

/** Every field path of an object schema, nested objects and the first item of arrays included. */
export function fieldPaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (!schema) return [];
  const union = schema.oneOf ?? schema.anyOf;
  if (union?.length) return fieldPaths(union[0], prefix);
  const paths: (string | number)[][] = [];
  if (schema.properties) {
    for (const [key, prop] of Object.entries(schema.properties)) {
      paths.push([...prefix, key]);
      paths.push(...fieldPaths(prop, [...prefix, key]));
    }
  } else if (schema.type === 'array' && schema.items) {
    paths.push(...fieldPaths(schema.items, [...prefix, 0]));
  }
  return paths;
}
