import type { TestApp } from '../harness';
import { publishedAbility } from './ability-instruments';
import { startAppAs } from './module-setup';
import { registeredParticipant } from './registered-participant';

// The set-up of the suites on accommodation breaks (not a test file itself): a published timed
// test, and candidates in projects of their own with a grant of break minutes.

export interface BreakSuite {
  t: TestApp;
  consultant: string;
  instrumentId: number;
}

/** Starts the app (admin and consultant signed in) and publishes a test of these sections. */
export async function startBreakSuite(code: string, sections: unknown[]): Promise<BreakSuite> {
  const [t, admin, consultant] = await startAppAs('admin', 'consultant');
  const instrumentId = await publishedAbility(t, admin, code, sections);
  return { t, consultant, instrumentId };
}

/**
 * A registered candidate in a new project of the suite's test, granted `breakMinutes` of breaks
 * by the consultant (no grant at all for 0); answers the candidate and the ids a test call takes.
 */
export async function candidateGrantedBreaks(
  { t, consultant, instrumentId }: BreakSuite,
  breakMinutes: number,
) {
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: `Breaks ${Date.now()}`, instrument_ids: [instrumentId] },
    consultant,
  );
  const p = await registeredParticipant(t, project.id);
  if (breakMinutes > 0)
    await t.callOk(
      'projects/participants/accommodations/grant',
      {
        participant_id: p.id,
        requested_by: 'staff',
        reason: 'Medical letter',
        break_minutes: breakMinutes,
      } as never,
      consultant,
    );
  return { ...p, ids: { participant_code: p.code, submission_id: p.submissionId } };
}
