import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { pgPool } from '../db/connection';

// Bad input never answers 500: an id past PostgreSQL's integers (2,147,483,647) made every call
// that looks it up fail inside PostgreSQL. SQLite's integers hold it: there it is simply not found.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t?.close());

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
