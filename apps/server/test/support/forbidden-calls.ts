import { CALLS } from '@asesa/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../harness';

/** Every call of the contract whose path starts with `prefix` (an area's calls, e.g. `competences/`). */
export function callsUnder(prefix: string): string[] {
  return Object.keys(CALLS).filter((path) => path.startsWith(prefix));
}

/**
 * Each call answers 403 to each of the tokens; `bodyFor` gives a body valid for the call, so that
 * the answer is about access, not input.
 */
export async function expectForbiddenCalls(
  t: TestApp,
  paths: readonly string[],
  tokens: readonly string[],
  bodyFor: (path: string) => unknown,
) {
  for (const token of tokens) {
    for (const path of paths) {
      const res = await t.call(path, bodyFor(path), token);
      expect(res.status, path).toBe(403);
    }
  }
}
