import type { Deps } from '../http/context';
import { SCORE_PARTICIPANT_JOB, scoreParticipantJob } from '../modules/scoring/scoring.service';

/** Every background job type and its handler. */
export function registerJobs(deps: Deps): void {
  deps.jobs.register(SCORE_PARTICIPANT_JOB, (payload) =>
    scoreParticipantJob(deps, payload as { participantId: number }),
  );
}
