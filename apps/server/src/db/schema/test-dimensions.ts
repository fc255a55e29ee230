import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/test-dimensions owns (db/table-owners.json).

export interface TestDimensionTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  /** { lang: { name, description } } */
  translations_json: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface IndicatorTable {
  id: Generated<number>;
  dimension_id: number;
  code: string;
  name: string;
  description: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** The test-dimensions feature's part of the Database (db/schema.ts). */
export interface TestDimensionsTables {
  test_dimensions: TestDimensionTable;
  indicators: IndicatorTable;
}
