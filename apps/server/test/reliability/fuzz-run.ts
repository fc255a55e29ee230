import type { TestApp } from '../harness';

/**
 * What every refusal of bad input may answer: a clear 4xx with a message. 2xx is fine
 * too (the input was odd but acceptable); 5xx never is. 410 is an invitation link used or expired.
 */
export const REFUSALS = new Set([400, 401, 403, 404, 409, 410, 413, 415, 422, 429]);

export interface Answer {
  status: number;
  text: string;
  contentType: string;
}

/** Why an answer breaks the rules, or null when it is fine. */
export function judge(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!REFUSALS.has(answer.status)) return `unexpected status ${answer.status}`;
  if (!answer.contentType.includes('application/json')) return `${answer.status} without a JSON envelope`;
  try {
    const body = JSON.parse(answer.text) as { error?: { message?: string } };
    if (!body.error?.message?.trim()) return `${answer.status} without an error message`;
  } catch {
    return `${answer.status} with a body that is not JSON`;
  }
  return null;
}

/** Sends one raw request through the app in-process. */
export async function send(
  t: TestApp,
  req: { method: 'GET' | 'POST'; path: string; token?: string; body?: string | Buffer; contentType?: string },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await t.app.inject({
    method: req.method,
    url: `/api/v1/${req.path}`,
    headers,
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  return { status: res.statusCode, text: res.body, contentType: String(res.headers['content-type'] ?? '') };
}

/** A stable seed per call, so the same call always gets the same payloads. */
export const seedOf = (path: string) =>
  [...path].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);
