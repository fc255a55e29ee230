import type { TestApp } from '../harness';

/** A participant's submissions, each with the content of the instrument version it sits. */
export function submissionsWithContent(t: TestApp, participantId: number) {
  return t.deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(['s.id', 'v.content_json'])
    .where('s.participant_id', '=', participantId)
    .execute();
}
