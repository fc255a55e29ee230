import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/job-profiles owns (db/table-owners.json).

export interface JobProfileTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface JobProfileCompetenceTable {
  id: Generated<number>;
  job_profile_id: number;
  competence_id: number;
  target_level: number;
  weight: number;
}

export interface JobProfileInstrumentTable {
  id: Generated<number>;
  job_profile_id: number;
  instrument_id: number;
  position: number;
}

/** The job-profiles feature's part of the Database (db/schema.ts). */
export interface JobProfilesTables {
  job_profiles: JobProfileTable;
  job_profile_competences: JobProfileCompetenceTable;
  job_profile_instruments: JobProfileInstrumentTable;
}
