import type { INSTRUMENT_KINDS } from '@asesa/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../harness';
import { expectRefusal } from './refusals';

/**
 * A new instrument, made as the token's user, whose content `sections` is then refused on saving
 * with 400 and a message naming `problem`: content checks reject a draft before it is stored.
 */
export async function expectContentRefused(
  t: TestApp,
  token: string,
  instrument: { code: string; name: string; kind: (typeof INSTRUMENT_KINDS)[number] },
  sections: unknown[],
  problem: string,
) {
  const { id } = await t.callOk('instruments/new', instrument, token);
  await expectRefusal(t.call('instruments/content', { id, sections }, token), {
    status: 400,
    message: expect.stringContaining(problem),
  });
}
