import { compiledOnce } from '../../db/compiled-queries';
import { pgPool } from '../../db/connection';
import { perTurn } from '../../db/turn-batch';
import type { Deps } from '../../http/context';
import { parsedContent, type StoredContent } from '../instruments/instrument-content';
import { isOverdue } from '../invitations/code-expiry';
import { isPastGrace, SUBMISSION_CLOCK_COLUMNS, type SubmissionClock, sectionStartedAt } from './clock';

/** The read's tables and columns; the two queries below choose the submissions. */
const runningBase = (db: Deps['db']) =>
  db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('submissions as s', 's.participant_id', 'pt.id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select([
      'pt.participant_code',
      'pt.status',
      'pt.registered_at',
      'pt.code_expires_at',
      ...SUBMISSION_CLOCK_COLUMNS,
      'pi.id as project_instrument_id',
      'pi.instrument_version_id',
      // Whether the project pinned a variation (1/0 on SQLite, a boolean on PostgreSQL).
      (eb) => eb('pi.variation_json', 'is not', null).as('pinned'),
    ])
    .where('p.removed_at', 'is', null);
type RunningRow = NonNullable<Awaited<ReturnType<ReturnType<typeof runningBase>['executeTakeFirst']>>>;

/** SQLite: one participant's submission, run back to back with the others of its turn. */
const compiledRunning = compiledOnce<RunningRow>(
  (db) => runningBase(db).where('pt.participant_code', '=', '').where('s.id', '=', 0),
  () => 2,
  { groupRead: true },
);

/**
 * PostgreSQL: the submissions of every save of one turn in one query (one round trip), by primary
 * key; each save then takes its row only if the code it gave is that submission's participant's.
 */
const compiledRunningMany = compiledOnce<RunningRow>(
  (db) => runningBase(db).where('s.id', '=', (eb) => eb.fn.any(eb.val([0]))),
  () => 1,
);
const MAX_INTEGER = 2_147_483_647;
const runningOnPostgres = perTurn(async (db: Deps['db'], keys: { code: string; submissionId: number }[]) => {
  // An id past PostgreSQL's integer range matches nothing, and would fail the whole query.
  const ids = [...new Set(keys.map((k) => k.submissionId))].filter((id) => id > 0 && id <= MAX_INTEGER);
  const { rows } = await compiledRunningMany(db, '', [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => {
    const row = byId.get(k.submissionId);
    return { ok: true, value: row && row.participant_code === k.code ? row : undefined };
  });
});

async function runningRow(deps: Deps, code: string, submissionId: number): Promise<RunningRow | undefined> {
  if (pgPool(deps.db)) return runningOnPostgres(deps.db, { code, submissionId });
  const { rows } = await compiledRunning(deps.db, '', [code, submissionId]);
  return rows[0];
}

const contentQuery = (db: Deps['db']) =>
  db
    .selectFrom('project_instruments as pi')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    // A project running a variation serves the form it pinned instead of the base form.
    .select((eb) => eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json'))
    .where('pi.id', '=', 0);
const compiledContent = compiledOnce<{ content_json: string }>(contentQuery, () => 1);

/**
 * The form a submission answers, parsed once per database and form. An instrument version never
 * changes, and a project's pinned variation can only change before anyone has started (project
 * settings refuse it after), while this is read for started submissions only: the key is stable.
 */
const CONTENT_CACHE_SIZE = 500;
type Form = Readonly<StoredContent>;
// Keyed by the version id, or minus the project instrument's id for a pinned variation. A form
// being read is kept as its promise, so the saves of one moment read it once.
const contents = new WeakMap<Deps['db'], Map<number, Form | Promise<Form>>>();
function formOf(deps: Deps, row: RunningRow): Form | Promise<Form> {
  let byKey = contents.get(deps.db);
  if (!byKey) {
    byKey = new Map();
    contents.set(deps.db, byKey);
  }
  const key = row.pinned ? -row.project_instrument_id : row.instrument_version_id;
  const known = byKey.get(key);
  if (known) return known;
  const loading = loadForm(deps, row.project_instrument_id).then(
    (form) => {
      byKey.set(key, form);
      return form;
    },
    (err) => {
      byKey.delete(key);
      throw err;
    },
  );
  byKey.set(key, loading);
  if (byKey.size > CONTENT_CACHE_SIZE) byKey.delete(byKey.keys().next().value as number);
  return loading;
}

async function loadForm(deps: Deps, projectInstrumentId: number): Promise<Form> {
  const { rows } = await compiledContent(deps.db, '', [projectInstrumentId]);
  return parsedContent(rows[0].content_json);
}

/**
 * The answer save's read (hundreds a second): one indexed query for the participant and the one
 * submission, without the form's text, the answer counts or the participant's other submissions,
 * which ownSubmission reads. It answers null unless the plain case holds (the code is usable and
 * registered, the submission is this participant's, no section is past its time), and the save
 * then takes the full path (ownSubmission), which answers or refuses exactly as every call does.
 */
export async function runningSubmission(
  deps: Deps,
  code: string,
  submissionId: number,
): Promise<{ sub: SubmissionClock; content: Form } | null> {
  const row = await runningRow(deps, code.trim().toUpperCase(), submissionId);
  if (!row || row.status === 'revoked' || isOverdue(row) || !row.registered_at) return null;
  const sub: SubmissionClock = {
    id: row.id,
    participant_id: row.participant_id,
    state: row.state,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    section_index: row.section_index,
    section_started_at: row.section_started_at,
  };
  if (sub.state === 'in_progress' && sectionStartedAt(sub) && isPastGrace(sub.deadline_at)) return null;
  const form = formOf(deps, row);
  return { sub, content: form instanceof Promise ? await form : form };
}
