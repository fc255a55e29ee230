import SwaggerParser from '@apidevtools/swagger-parser';
import { CALLS, GET_CALLS, UPLOAD_CALLS } from '@asesa/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../test/api-catalogue';
import { startTestApp, type TestApp } from '../../test/harness';

/** Calls of API.md not served yet, each with the issue that brings it (this list may only shrink). */
const NOT_YET_SERVED: string[] = [
  // Participant experience: the partner embed and the participant calls beyond the thin path.
];

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { description: string }>;
  parameters?: { in: string; name: string; required?: boolean }[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
const op = (method: string, path: string) => doc.paths[`/${path}`][method];

describe('the OpenAPI document', () => {
  it('lists every call of the contracts: POST calls, GET calls and uploads, under the /api/v1 server', () => {
    expect(doc.servers).toEqual([{ url: '/api/v1', description: expect.any(String) }]);
    const has = (path: string, method: string) => Boolean(doc.paths[`/${path}`]?.[method]);
    expect(Object.keys(CALLS).filter((p) => !has(p, 'post'))).toEqual([]);
    expect(Object.keys(GET_CALLS).filter((p) => !has(p, 'get'))).toEqual([]);
    expect(Object.keys(UPLOAD_CALLS).filter((p) => !has(p, 'post'))).toEqual([]);
    expect(op('post', 'accounts/corporates/logo').description?.split('\n')[0]).toBe(
      'multipart/form-data: the file in `logo` (at most 2 MB) with the fields `id`.',
    );
  });

  // Integrators start from a generated client: one reference to nothing and no generator takes
  // the document. Here the same tools they use read it, offline.
  it('validates with swagger-parser and the OpenAPI schema validator', { timeout: 120_000 }, async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('generates a typed client with openapi-typescript', { timeout: 120_000 }, async () => {
    const source = astToString(await openapiTS(structuredClone(doc) as never));
    const { diagnostics = [] } = ts.transpileModule(source, { reportDiagnostics: true });
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    expect(source).toContain('"/accounts/sectors/tree": {');
    expect(source).toMatch(/SectorNode: \{[^}]*children: components\["schemas"\]\["SectorNode"\]\[\];/);
  });

  it('declares a recursive schema once as a component, and every reference names a declared one', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    const undeclared = [...new Set(refs)].filter((name) => !(name in doc.components.schemas));
    // A recursive zod schema without an id is referred to but never declared: give it `.meta({ id })`.
    expect(undeclared).toEqual([]);
    const tree = op('post', 'accounts/sectors/tree').responses['200'] as unknown as {
      content: Record<string, { schema: { properties: { data: { items: unknown } } } }>;
    };
    expect(tree.content['application/json'].schema.properties.data.items).toEqual({
      $ref: '#/components/schemas/SectorNode',
    });
  });

  it('gives every call a summary, who may call it and the errors it answers, each a Failure envelope', () => {
    const missing = operations()
      .filter(({ op }) => !op.summary || !op.description?.includes('**Who may call:**'))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
    // Each has its own name in a generated client.
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op('post', 'accounts/sectors/tree').operationId).toBe('accountsSectorsTree');
    expect(op('get', 'users/profile').operationId).toBe('getUsersProfile');
    expect(Object.keys(op('get', 'sso/callback').responses)).toEqual(['302']);
    for (const { key, op } of operations()) {
      const listed = [...(op.description ?? '').matchAll(/^- `(\d{3})`/gm)].map((m) => m[1]);
      // 200 is the envelope's success, 302 a browser redirect's (the sign-in callback).
      const answered = Object.keys(op.responses).filter((s) => s !== '200' && s !== '302');
      expect([key, answered], 'each error listed in the description is a response').toEqual([
        key,
        [...new Set(listed)],
      ]);
      // Calls that need no token are the participant pages, the token itself and invitation links.
      expect([key, Boolean(op.security?.length)]).toEqual([
        key,
        !/Who may call:\*\* anyone/.test(op.description!),
      ]);
    }
  });

  it('derives the access rule and the errors from the call declarations', () => {
    const instrument = op('post', 'instruments/new').description!;
    expect(instrument).toContain('**Who may call:** a signed-in admin, with a bearer token.');
    expect(instrument).toContain(
      '- `403` signed in as consultant or collaborator: only admin may make this call.',
    );
    expect(instrument).toContain('- `409` an instrument with this code already exists');
    // Ids in the request can name nothing: 404.
    expect(op('post', 'projects/detail').description).toMatch(/- `404` what `id` names does not exist/);
    // A collaborator must agree to the terms first, except for the calls that let them.
    expect(op('post', 'projects/list').description).toContain('`reason: tnc_required`');
    expect(op('post', 'auth/whoami').description).not.toContain('tnc_required');
    // The participant code is a credential: unknown codes are counted and throttled.
    const save = op('post', 'test-activities/submission');
    expect(save.security).toBeUndefined();
    expect(Object.keys(save.responses)).toEqual(['200', '400', '401', '403', '404', '409', '410', '429']);
    expect(save.responses['429'].description).toMatch(/^Too many unknown participant codes/);
    // The embedded partner pages send the corporate's partner token with every participant call.
    expect(save.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'partner-token', required: false }),
    );
    expect(op('post', 'projects/list').parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'partner-token' }),
    );
    // A GET has no body to refuse; sign-in counts failures.
    expect(Object.keys(op('get', 'users/profile').responses)).toEqual(['200', '401']);
    expect(op('post', 'auth/login').responses['429'].description).toMatch(/^Too many failed sign-ins/);
    expect(op('post', 'accounts/consultants/logo').responses['413'].description).toBe(
      'The file is larger than 2 MB.',
    );
  });
});

describe('the API catalogue (API.md)', () => {
  it('serves every call of the catalogue but the participant calls still to come', () => {
    const missing = API_CATALOGUE.filter((p) => !doc.paths[`/${p}`]);
    expect(missing).toEqual(NOT_YET_SERVED);
  });
});
