import { nowIso } from '../../src/lib/clock';
import type { TestApp } from '../harness';

// Content-library rows the competence, job-profile and scoring suites start from (not a test file itself).

/** Three readable, distinguishable competence levels on a sten-like scale: [1,4) [4,7) [7,10]. */
export const COMPETENCE_LEVELS = [
  { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
  { level: 3, label: 'Role model', min: 7, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];

/**
 * An ability instrument written straight to the table: published at `version` when above 0, else
 * a draft; its content is the given sections.
 */
export async function insertInstrumentRow(
  t: TestApp,
  code: string,
  opts: { version?: number; sections?: unknown[]; itemCount?: number } = {},
): Promise<number> {
  const { version = 0, sections = [], itemCount = 0 } = opts;
  const now = nowIso();
  const row = await t.deps.db
    .insertInto('instruments')
    .values({
      code,
      name: `Instrument ${code}`,
      kind: 'ability',
      instructions: '',
      status: version > 0 ? 'published' : 'draft',
      version,
      content_json: JSON.stringify({ sections }),
      item_count: itemCount,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
