import type {
  datatableQuery,
  InstrumentContentRequest,
  InstrumentDetail,
  InstrumentNewRequest,
  InstrumentSummary,
} from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { itemCount, normaliseContent, parseContent, publishProblems } from './instrument-content';

const SUMMARY_COLUMNS = [
  'id',
  'code',
  'name',
  'kind',
  'status',
  'version',
  'item_count',
  'created_at',
] as const;

async function findInstrument(deps: Deps, id: number) {
  const row = await deps.db
    .selectFrom('instruments')
    .selectAll()
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Instrument');
  return row;
}

type Row = Awaited<ReturnType<typeof findInstrument>>;
const summary = (r: Row): InstrumentSummary => ({
  id: r.id,
  code: r.code,
  name: r.name,
  kind: r.kind,
  status: r.status,
  version: r.version,
  item_count: r.item_count,
  created_at: r.created_at,
});
const detail = (r: Row): InstrumentDetail => ({
  ...summary(r),
  instructions: r.instructions,
  sections: parseContent(r.content_json).sections,
});

export function listInstruments(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const base = deps.db.selectFrom('instruments').where('removed_at', 'is', null);
  return runDatatable<InstrumentSummary>(
    base,
    query,
    {
      columns: Object.fromEntries(SUMMARY_COLUMNS.map((c) => [c, c])),
      searchable: ['code', 'name'],
      defaultColumn: 'id',
    },
    (q) => q.select([...SUMMARY_COLUMNS]),
  );
}

/** Published instruments for pickers (project creation). */
export function compactInstruments(deps: Deps) {
  return deps.db
    .selectFrom('instruments')
    .select(['id', 'code', 'name'])
    .where('removed_at', 'is', null)
    .where('version', '>', 0)
    .orderBy('name')
    .execute();
}

export async function createInstrument(
  deps: Deps,
  actor: Actor,
  input: InstrumentNewRequest & { instructions: string },
) {
  const taken = await deps.db
    .selectFrom('instruments')
    .select('id')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (taken) throw conflict(`An instrument with code '${input.code}' already exists.`, 'code');
  const now = nowIso();
  const row = await deps.db
    .insertInto('instruments')
    .values({
      code: input.code,
      name: input.name,
      kind: input.kind,
      instructions: input.instructions,
      status: 'draft',
      version: 0,
      content_json: JSON.stringify({ sections: [] }),
      item_count: 0,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return summary(row);
}

export async function instrumentDetail(deps: Deps, id: number) {
  return detail(await findInstrument(deps, id));
}

/** Saves the draft content. Published versions are snapshots, so projects running on them are untouched. */
export async function saveContent(deps: Deps, input: InstrumentContentRequest) {
  await findInstrument(deps, input.id);
  const content = normaliseContent(input.sections);
  const row = await deps.db
    .updateTable('instruments')
    .set({
      content_json: JSON.stringify(content),
      item_count: itemCount(content),
      status: 'draft',
      updated_at: nowIso(),
    })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return detail(row);
}

/** Publishes the draft as a new immutable version, after listing every problem that prevents it. */
export async function submitInstrument(deps: Deps, id: number) {
  const row = await findInstrument(deps, id);
  const content = parseContent(row.content_json);
  const problems = publishProblems(content);
  if (problems.length)
    throw badRequest(`The instrument cannot be published: ${problems.join(' ')}`, 'sections');
  const version = row.version + 1;
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('instrument_versions')
      .values({
        instrument_id: id,
        version,
        name: row.name,
        instructions: row.instructions,
        content_json: row.content_json,
        published_at: now,
      })
      .execute();
    const updated = await trx
      .updateTable('instruments')
      .set({ status: 'published', version, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return summary(updated);
  });
}
