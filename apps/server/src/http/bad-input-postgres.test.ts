import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { pgPool } from '../db/connection';

// Input PostgreSQL cannot hold never answers 500. A text holding the NUL character (U+0000) is
// refused by name on both engines (PostgreSQL answered 500 on every call that wrote or searched
// such a text). An id past PostgreSQL's integers (2,147,483,647) made every call that looks it up
// fail inside PostgreSQL; SQLite's integers hold it: there it is simply not found.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t?.close());

const post = (path: string, raw: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: raw,
  });

describe('JSON bodies with the NUL character', () => {
  it('answers 400 naming the field, nested fields by their path', async () => {
    const name = await post('projects/list', JSON.stringify({ search: { value: 'a\u0000b' } }), admin);
    expect(name.statusCode).toBe(400);
    expect(name.json().error).toMatchObject({
      message: 'search.value: must not contain the NUL character (U+0000)',
      field: 'search.value',
    });
    const slug = await post('test-activities/corporate-slug', JSON.stringify({ slug: '\u0000' }));
    expect(slug.statusCode).toBe(400);
    expect(slug.json().error.message).toBe('slug: must not contain the NUL character (U+0000)');
  });

  it('lets a text with a literal backslash-u0000 through, and bad JSON still names itself', async () => {
    const literal = await post('projects/list', JSON.stringify({ search: { value: '\\u0000' } }), admin);
    expect(literal.statusCode).toBe(200);
    const broken = await post('projects/list', '{"search": ', admin);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^The request body is not valid JSON/);
    const poisoned = await post('projects/list', '{"__proto__": {"x": 1}}', admin);
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('an id larger than the database holds', () => {
  it.each([
    ['projects/detail', { id: 3_000_000_000 }],
    ['instruments/detail', { id: 3_000_000_000 }],
  ] as const)('%s answers 400 naming the number on PostgreSQL, 404 on SQLite', async (path, body) => {
    const res = await t.call(path, body as never, admin);
    if (pgPool(t.deps.db)) {
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(
        'A number in the request is out of range: value "3000000000" is out of range for type integer',
      );
    } else {
      expect(res.status).toBe(404);
    }
  });
});
