import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';

// Kept only for the partner and proctoring suites, which are being written now: they move to
// test/tenants.ts and test/file-call.ts and then this file goes.
export { rivalTenant } from '../../../test/tenants';

/** fileCall under its old name and shape. */
export async function fetchFile(t: TestApp, path: string, body: unknown, token?: string) {
  const res = await fileCall(t, path, body, token);
  return { status: res.status, headers: res.headers, raw: res.bytes };
}
