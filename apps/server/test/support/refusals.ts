import { expect } from 'vitest';

/**
 * Awaits a call that must be refused and asserts its status and its error fields (message,
 * field, …) in one go, so that a test states everything the reader is told in one place.
 */
export async function expectRefusal(
  call: Promise<{ status: number; body: { error?: object | null } }>,
  expected: { status: number } & Record<string, unknown>,
): Promise<void> {
  const res = await call;
  expect({ status: res.status, ...res.body.error }).toMatchObject(expected);
}
