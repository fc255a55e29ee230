import { compiledOnce } from '../../db/compiled-queries';
import type { Deps } from '../../http/context';
import { parsedContent, type StoredContent } from '../instruments/instrument-content';
import { isOverdue } from '../invitations/code-expiry';
import { isPastGrace, SUBMISSION_CLOCK_COLUMNS, type SubmissionClock, sectionStartedAt } from './clock';

const runningQuery = (db: Deps['db']) =>
  db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('submissions as s', 's.participant_id', 'pt.id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select([
      'pt.status',
      'pt.registered_at',
      'pt.code_expires_at',
      ...SUBMISSION_CLOCK_COLUMNS,
      'pi.id as project_instrument_id',
      'pi.instrument_version_id',
      // Whether the project pinned a variation (1/0 on SQLite, a boolean on PostgreSQL).
      (eb) => eb('pi.variation_json', 'is not', null).as('pinned'),
    ])
    .where('pt.participant_code', '=', '')
    .where('s.id', '=', 0)
    .where('p.removed_at', 'is', null);
type RunningRow = NonNullable<Awaited<ReturnType<ReturnType<typeof runningQuery>['executeTakeFirst']>>>;
const compiledRunning = compiledOnce<RunningRow>(runningQuery, () => 2, { groupRead: true });

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
// Keyed by the version id, or minus the project instrument's id for a pinned variation.
const contents = new WeakMap<Deps['db'], Map<number, Readonly<StoredContent>>>();
function formOf(deps: Deps, row: RunningRow): Readonly<StoredContent> | Promise<Readonly<StoredContent>> {
  let byKey = contents.get(deps.db);
  if (!byKey) {
    byKey = new Map();
    contents.set(deps.db, byKey);
  }
  const key = row.pinned ? -row.project_instrument_id : row.instrument_version_id;
  return byKey.get(key) ?? loadForm(deps, byKey, key, row.project_instrument_id);
}

async function loadForm(
  deps: Deps,
  byKey: Map<number, Readonly<StoredContent>>,
  key: number,
  projectInstrumentId: number,
): Promise<Readonly<StoredContent>> {
  const { rows } = await compiledContent(deps.db, '', [projectInstrumentId]);
  const content = parsedContent(rows[0].content_json);
  byKey.set(key, content);
  if (byKey.size > CONTENT_CACHE_SIZE) byKey.delete(byKey.keys().next().value as number);
  return content;
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
): Promise<{ sub: SubmissionClock; content: Readonly<StoredContent> } | null> {
  const { rows } = await compiledRunning(deps.db, '', [code.trim().toUpperCase(), submissionId]);
  const row = rows[0];
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
