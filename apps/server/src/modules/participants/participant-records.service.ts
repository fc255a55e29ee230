import * as records from './participant-records.repository';

export type { ParticipantScores } from './participant-records.repository';

/**
 * What other features may change on a participant, each a command named for what happened
 * (`participantRecords.markStarted`, not a patch of columns): the participants row is this
 * feature's, so the status rules live in one place. A command takes the database handle it is
 * given, so a caller's transaction keeps the write inside it.
 */
export const participantRecords = {
  /** Invited participants (an invitation, a bulk chunk, the demo's panel); answers ids and codes. */
  insert: records.insertParticipants,
  /** The seed's backdated history of a demo participant. */
  setHistory: records.setParticipantHistory,
  /** The registration form's details. */
  saveRegistration: records.saveRegistration,
  /** Every test finished (a scored participant stays scored). */
  markCompleted: records.markCompleted,
  /** The candidate's results key, drawn once. */
  drawResultsSecret: records.drawResultsSecret,
  /** Codes past their expiry, before the test was started, become `expired`. */
  expireOverdueCodes: records.expireOverdueCodes,
  /** One participant's code expired (unless they started meanwhile). */
  markExpired: records.markParticipantExpired,
  /** An invitation sent again. */
  markReinvited: records.markReinvited,
  /** Invitations revoked (those completed meanwhile are kept). */
  markRevoked: records.markParticipantsRevoked,
  /** Personal data erased. */
  anonymise: records.anonymiseParticipant,
  /** The first test started. */
  markStarted: records.markParticipantStarted,
  /** Could not be scored: scores cleared, the reason kept. */
  markUnscorable: records.markParticipantUnscorable,
  /** Scored, with the scores. */
  markScored: records.markParticipantsScored,
};
