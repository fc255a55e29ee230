import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/test-attempts owns (db/table-owners.json).

/** An unknown participant code looked up, or a lookup refused over a limit (throttled). */
export interface ParticipantCodeEventTable {
  id: Generated<number>;
  kind: 'failed' | 'throttled';
  code: string;
  ip: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** One participant × one project instrument. Its id doubles as the attempt id of the spec's calls. */
export interface SubmissionTable {
  id: Generated<number>;
  participant_id: number;
  project_instrument_id: number;
  state: 'not_started' | 'in_progress' | 'finished';
  started_at: Timestamp | null;
  /** Server-owned clock: when the time runs out (null when untimed). */
  deadline_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  /** The current section (0-based) and when its clock started (null: waiting for mark-as-started). */
  section_index: Generated<number>;
  section_started_at: Timestamp | null;
  /** The client's last timer reading (participant-last-attempt), never trusted. */
  client_last_timer: number | null;
  client_last_timer_at: Timestamp | null;
  /** An accommodation's break running now (null: none); see migration 125. */
  break_started_at: Timestamp | null;
  /** Seconds of break taken in the current section (its deadline moved by them). */
  break_seconds: Generated<number>;
  /** While a break runs: how far its deadline was moved ahead (given back at the break's end). */
  break_extended_seconds: Generated<number>;
  /** While a break runs: the device's highest answer sequence number when it began (migration 155). */
  break_seq: number | null;
}

export interface AnswerTable {
  id: Generated<number>;
  submission_id: number;
  item_id: string;
  value: string;
  answered_at: Timestamp;
  /** The device's sequence number of the kept answer; a lower one never replaces it. */
  seq: number | null;
}

/** A section that is over: when it ran and why it ended. */
export interface SubmissionSectionTable {
  id: Generated<number>;
  submission_id: number;
  section_id: string;
  position: number;
  started_at: Timestamp | null;
  deadline_at: Timestamp | null;
  finished_at: Timestamp;
  finish_reason: 'participant' | 'time';
}

/** When an item with its own time limit was first shown. */
export interface ItemViewTable {
  id: Generated<number>;
  submission_id: number;
  item_id: string;
  shown_at: Timestamp;
}

export interface ParticipantActivityTable {
  id: Generated<number>;
  participant_id: number;
  submission_id: number | null;
  section_id: string | null;
  status: string;
  client_timer: number | null;
  client_at: Timestamp | null;
  created_at: Timestamp;
}

/** An adaptive section's session of one submission: the seed its item lotteries draw from (migration 040). */
export interface AdaptiveSessionTable {
  submission_id: number;
  section_id: string;
  seed: number;
  created_at: Timestamp;
}

/** One decision of an adaptive section: the item served at a step, or why the test stopped. */
export interface AdaptiveStepTable {
  submission_id: number;
  section_id: string;
  /** Items administered before this decision. */
  step: number;
  item_id: string | null;
  stop_reason: string | null;
  /** JSON list of the item ids the exposure lottery set aside in this decision. */
  set_aside: Generated<string>;
  /** EAP θ and posterior SD after the items before this step. */
  theta: number;
  se: number;
  decided_at: Timestamp;
}

/** The test-attempts feature's part of the Database (db/schema.ts). */
export interface TestAttemptsTables {
  participant_code_events: ParticipantCodeEventTable;
  submissions: SubmissionTable;
  answers: AnswerTable;
  submission_sections: SubmissionSectionTable;
  item_views: ItemViewTable;
  participant_activities: ParticipantActivityTable;
  adaptive_sessions: AdaptiveSessionTable;
  adaptive_steps: AdaptiveStepTable;
}
