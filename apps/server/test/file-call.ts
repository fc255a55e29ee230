import type { TestApp } from './harness';

/**
 * POSTs a call that answers a file (an export, a report, a template) and answers its status,
 * headers and raw bytes, plus the JSON envelope when the call refused with one.
 */
export async function fileCall(
  t: TestApp,
  path: string,
  body: unknown,
  token?: string,
  /** More request headers (Content-Language). */
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: body as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    json: isJson ? (res.json() as { code: number; error: { message: string } | null }) : null,
  };
}
