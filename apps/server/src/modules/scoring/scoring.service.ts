import type { Deps } from '../../http/context';

export const SCORE_PARTICIPANT_JOB = 'score-participant';

export async function scoreParticipantJob(_deps: Deps, _payload: { participantId: number }): Promise<void> {
  throw new Error('scoring not wired yet');
}
