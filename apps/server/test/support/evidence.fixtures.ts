import { createRng, type Rng } from '@asesa/scoring';
import { nowIso } from '../../src/lib/clock';
import type { TestApp } from '../harness';
import { insertProjectRunning } from './project-rows';

// Instruments and simulated samples for the evidence workbench suites (not a test file itself):
// persons answering a keyed instrument as a known 2PL model says, written set-based.

/** Generating parameters of one item: P(right | θ) = 1 / (1 + exp(−a(θ − b))). */
export interface GeneratingItem {
  a: number;
  b: number;
}

/** A generating 2PL of moderate slopes, difficulties across the ability range. */
export const GENERATING_2PL: readonly GeneratingItem[] = [
  { a: 1.0, b: -1.5 },
  { a: 1.4, b: -1.0 },
  { a: 0.8, b: -0.6 },
  { a: 1.2, b: -0.3 },
  { a: 1.6, b: 0.0 },
  { a: 0.9, b: 0.3 },
  { a: 1.1, b: 0.6 },
  { a: 1.5, b: 1.0 },
  { a: 1.3, b: 1.4 },
  { a: 0.85, b: -0.8 },
  { a: 1.2, b: 0.2 },
  { a: 1.0, b: -0.2 },
  { a: 1.7, b: 0.8 },
  { a: 0.95, b: 1.2 },
  { a: 1.25, b: -1.2 },
];

const OPTION_IDS = ['A', 'B', 'C', 'D'];

/**
 * A published instrument of one section holding `items`, made through the API as an admin would;
 * answers its id, its published version's id and number, and the stored items (with their ids).
 */
export async function publishedInstrument(t: TestApp, admin: string, code: string, items: unknown[]) {
  const created = await t.callOk(
    'instruments/new',
    { code, name: `Evidence ${code}`, kind: 'ability' },
    admin,
  );
  await t.callOk(
    'instruments/content',
    { id: created.id, sections: [{ title: 'Items', items: items as never }] },
    admin,
  );
  await t.callOk('instruments/submit', { id: created.id }, admin);
  const version = await t.deps.db
    .selectFrom('instrument_versions')
    .select(['id', 'version', 'content_json'])
    .where('instrument_id', '=', created.id)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const content = JSON.parse(version.content_json) as {
    sections: { items: { id: string; key?: string }[] }[];
  };
  const stored = content.sections.flatMap((s) => s.items);
  return {
    instrumentId: created.id as number,
    versionId: version.id,
    version: version.version,
    itemIds: stored.map((i) => i.id),
    keys: stored.map((i) => i.key ?? ''),
  };
}

/** A published keyed instrument of `count` single-choice items (four options, the key rotating). */
export function publishedKeyedInstrument(t: TestApp, admin: string, code: string, count: number) {
  const items = Array.from({ length: count }, (_, i) => ({
    type: 'single' as const,
    stem: `Item ${i + 1}`,
    options: OPTION_IDS.map((id) => ({ id, text: `Option ${id}` })),
    key: OPTION_IDS[i % OPTION_IDS.length],
  }));
  return publishedInstrument(t, admin, code, items);
}

/** A project of a corporate running the instrument version (no removal, no variation). */
export function evidenceProject(
  t: TestApp,
  corporateId: number,
  name: string,
  instrument: { instrumentId: number; versionId: number },
) {
  return insertProjectRunning(t.deps.db, corporateId, name, instrument);
}

export interface SimulationOptions {
  projectId: number;
  projectInstrumentId: number;
  corporateId: number;
  itemIds: readonly string[];
  keys: readonly string[];
  items: readonly GeneratingItem[];
  n: number;
  seed: number;
  /** Extra difficulty of items (by index) for female simulees: planted DIF. */
  focalShift?: Readonly<Record<number, number>>;
  /** Added to every item's difficulty for everyone (a sample of its own, easier or harder). */
  shift?: number;
  /** Overrides the 2PL: the stored answer of a simulee of ability θ to item j. */
  respond?: (theta: number, j: number, rng: Rng) => string;
  /** Overrides the model: every simulee picks this option (a sample that must stay out of others'). */
  alwaysChoose?: string;
  /** Distinguishes this sample's participant codes from others of the same test database. */
  label: string;
  /** Completion day of every simulee (yyyy-mm-dd); default 2026-06-15. */
  completedOn?: string;
}

const EDUCATION = ['bachelor', 'diploma', 'master', 'high_school'];
const CHUNK = 500;

function answerOf(rng: Rng, theta: number, item: GeneratingItem, shift: number, key: string): string {
  const p = 1 / (1 + Math.exp(-item.a * (theta - item.b - shift)));
  if (rng.next() < p) return key;
  const wrong = OPTION_IDS.filter((o) => o !== key);
  return wrong[rng.int(wrong.length)];
}

/**
 * Inserts `n` completed participants of the project (half female, half male, ages 22–58, four
 * education levels) with a finished submission and an answer to every item, drawn from the 2PL
 * with θ ~ N(0, 1): three statements per chunk of participants, whatever n.
 */
export async function insertSimulees(t: TestApp, o: SimulationOptions): Promise<void> {
  const db = t.deps.db;
  const rng = createRng(o.seed);
  const day = o.completedOn ?? '2026-06-15';
  const started = `${day}T08:00:00.000Z`;
  const completed = `${day}T09:00:00.000Z`;
  const now = nowIso();
  for (let from = 0; from < o.n; from += CHUNK) {
    const size = Math.min(CHUNK, o.n - from);
    const people = Array.from({ length: size }, (_, k) => {
      const i = from + k;
      const age = 22 + (i % 37);
      return {
        project_id: o.projectId,
        account_corporate_id: o.corporateId,
        participant_code: `EV-${o.label}-${i}`,
        name: `Simulee ${o.label} ${i}`,
        email: `simulee.${o.label}.${i}@example.com`,
        phone: '',
        status: i % 3 === 0 ? ('scored' as const) : ('completed' as const),
        is_agree_tnc: 1,
        completed_at: completed,
        created_at: now,
        updated_at: now,
        gender: i % 2 === 0 ? 'female' : 'male',
        birth_date: `${Number(day.slice(0, 4)) - age - 1}-12-31`,
        education_level: EDUCATION[i % EDUCATION.length],
      };
    });
    const ids = await db.insertInto('participants').values(people).returning('id').execute();
    const submissions = await db
      .insertInto('submissions')
      .values(
        ids.map((p) => ({
          participant_id: p.id,
          project_instrument_id: o.projectInstrumentId,
          state: 'finished' as const,
          started_at: started,
          finished_at: completed,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const answers = submissions.flatMap((s, k) => {
      const female = (from + k) % 2 === 0;
      const theta = rng.normal();
      return o.items.map((item, j) => ({
        submission_id: s.id,
        item_id: o.itemIds[j],
        value:
          o.respond?.(theta, j, rng) ??
          o.alwaysChoose ??
          answerOf(rng, theta, item, (o.shift ?? 0) + (female ? (o.focalShift?.[j] ?? 0) : 0), o.keys[j]),
        // Forty seconds an item, answered in turn.
        answered_at: new Date(Date.parse(started) + (j + 1) * 40_000).toISOString(),
        seq: null,
      }));
    });
    for (let i = 0; i < answers.length; i += 1000)
      await db
        .insertInto('answers')
        .values(answers.slice(i, i + 1000))
        .execute();
  }
}

/** Runs queued jobs until none is left (the table queue and pg-boss alike). */
export async function runJobs(t: TestApp): Promise<void> {
  while ((await t.deps.jobs.drain()) > 0);
}
