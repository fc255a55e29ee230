import type { DEMO_USERS } from '../../src/seed/demo-content';
import { startTestApp, type TestApp } from '../harness';
import { idOfRow } from './row-ids';

// The set-up most module suites open with (not a test file itself).

type DemoUser = keyof typeof DEMO_USERS;

/**
 * Starts the app on a fresh seeded database and signs the given demo users in, one after the
 * other; answers the app followed by their tokens in the order asked.
 */
export async function startAppAs(...who: DemoUser[]): Promise<[TestApp, ...string[]]> {
  const t = await startTestApp();
  const tokens: string[] = [];
  for (const user of who) tokens.push(await t.signIn(user));
  return [t, ...tokens];
}

/** The id of the seeded demo corporate (slug `demo`). */
export async function idOfDemoCorporate(t: TestApp): Promise<number> {
  return idOfRow(t, 'corporate_accounts', 'slug', 'demo');
}

/** The id of the instrument with this code (e.g. the seeded `DEMO-ABILITY`). */
export async function idOfInstrument(t: TestApp, code: string): Promise<number> {
  return idOfRow(t, 'instruments', 'code', code);
}
