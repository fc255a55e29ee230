import { CALLS, GET_CALLS, UPLOAD_CALLS } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../test/api-catalogue';
import { startTestApp, type TestApp } from '../../test/harness';

/** Calls of API.md not served yet, each with the issue that brings it (this list may only shrink). */
const NOT_YET_SERVED: string[] = [
  // Participant experience: the partner embed and the participant calls beyond the thin path.
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists every call of the contracts: POST calls, GET calls and uploads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const has = (path: string, method: string) => Boolean(doc.paths[`/api/v1/${path}`]?.[method]);
    expect(Object.keys(CALLS).filter((p) => !has(p, 'post'))).toEqual([]);
    expect(Object.keys(GET_CALLS).filter((p) => !has(p, 'get'))).toEqual([]);
    expect(Object.keys(UPLOAD_CALLS).filter((p) => !has(p, 'post'))).toEqual([]);
    expect(doc.paths['/api/v1/accounts/corporates/logo'].post.description).toBe(
      'multipart/form-data: the file in `logo` (at most 2 MB) with the fields `id`.',
    );
  });
});

describe('the API catalogue (API.md)', () => {
  it('serves every call of the catalogue but the participant calls still to come', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const missing = API_CATALOGUE.filter((p) => !doc.paths[`/api/v1/${p}`]);
    expect(missing).toEqual(NOT_YET_SERVED);
  });
});
