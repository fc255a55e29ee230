import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { startAppAs } from '../../test/support/module-setup';

// Found by the upload fuzzer (test/reliability): a multipart body without a boundary, or cut off before its
// closing boundary, answered 500 on every upload call; it is bad input and answers 400.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const BOUNDARY = '----regression';
const cutOff =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\x89PNG';

async function post(path: string, body: string, contentType: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, message: res.json().error?.message as string };
}

describe('malformed multipart bodies', () => {
  for (const path of ['users/profile-image', 'test-activities/submit']) {
    it(`${path}: no boundary answers 400 naming the problem`, async () => {
      const res = await post(path, 'x', 'multipart/form-data', admin);
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/multipart\/form-data body could not be read/);
    });

    it(`${path}: a body cut off before its closing boundary answers 400`, async () => {
      const res = await post(path, cutOff, `multipart/form-data; boundary=${BOUNDARY}`, admin);
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/multipart\/form-data body could not be read/);
    });
  }
});
