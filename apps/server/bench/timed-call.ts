import type { TestApp } from '../test/harness';

/** POST a call as one signed-in user, timing it; anything but 200 stops the bench with its answer. */
export function timedCaller(t: TestApp, token: string) {
  return async (path: string, body: unknown) => {
    const start = performance.now();
    const res = await t.call(path, body, token);
    const elapsed = performance.now() - start;
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return { elapsed, data: res.body.data as Record<string, unknown> };
  };
}
