import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { freshParticipant } from '../../../test/support/test-participants';

// Spec 3 params.expiry_date: corporate-context tells the participant pages when the link stops
// opening the test, so they can say it has expired when the server cannot be reached.

let t: TestApp;
let consultant: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
});
afterAll(() => t.close());

const setParticipant = (
  code: string,
  values: { code_expires_at?: string | null; status?: 'registered' | 'in_progress' },
) => t.deps.db.updateTable('participants').set(values).where('participant_code', '=', code).execute();
const context = (code: string) => t.callOk('test-activities/corporate-context', { participant_code: code });

describe('corporate-context expiry_date', () => {
  it('is the code’s expiry while it can still expire, null once the test was started', async () => {
    const { code } = await freshParticipant(t, consultant);
    await setParticipant(code, { code_expires_at: null });
    expect((await context(code)).expiry_date).toBeNull();

    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await setParticipant(code, { code_expires_at: later });
    expect((await context(code)).expiry_date).toBe(later);

    // A candidate who started may finish: the link no longer expires for them.
    await setParticipant(code, { status: 'in_progress' });
    expect((await context(code)).expiry_date).toBeNull();

    // Past it, before starting: the server refuses the code (410), as the stored value predicts.
    await setParticipant(code, {
      status: 'registered',
      code_expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await t.call('test-activities/corporate-context', { participant_code: code })).status).toBe(410);
  });
});
