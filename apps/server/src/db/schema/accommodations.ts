import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The accommodations feature's tables (modules/accommodations).

/** A participant's accommodation: a grant, a request or a declined request (migration 090). */
export interface AccommodationTable {
  id: Generated<number>;
  participant_id: number;
  state: 'requested' | 'granted' | 'declined';
  extra_time_percent: Generated<number>;
  /** [{project_instrument_id, section_id, percent}] */
  extra_time_json: Generated<string>;
  break_minutes: Generated<number>;
  larger_text: Generated<Flag>;
  high_contrast: Generated<Flag>;
  screen_reader: Generated<Flag>;
  reason: Generated<string>;
  requested_by: 'candidate' | 'staff' | 'other';
  requester_name: Generated<string>;
  request_message: Generated<string>;
  /** Space-separated needs the participant ticked. */
  request_needs: Generated<string>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decline_reason: Generated<string>;
  created_at: Timestamp;
}

/** The accommodations feature's part of the Database (db/schema.ts). */
export interface AccommodationsTables {
  accommodations: AccommodationTable;
}
