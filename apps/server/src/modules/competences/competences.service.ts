import type {
  CompetenceCompactItem,
  CompetenceDetail,
  CompetenceLevel,
  CompetenceRow,
  colourCheckRequest,
  competenceDatatableRequest,
  competenceDimensionScoringsRequest,
  competenceDimensionsRequest,
  competenceDuplicateRequest,
  competenceNewRequest,
  competenceTranslationsRequest,
  competenceUpdateRequest,
} from '@asesa/contracts';
import { type CompetenceTranslations, compactTranslations } from '@asesa/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { parseTranslations } from '../../lib/translations';
import { colourCheck } from './colour-check';

type Db = Deps['db'];

/**
 * Level ranges in level order: level numbers unique, min < max, each range [min, max) starting
 * where the previous one ends (no gap, no overlap).
 */
export function assertLevels(levels: readonly CompetenceLevel[]): void {
  const seen = new Set<number>();
  levels.forEach((l, i) => {
    if (seen.has(l.level)) throw badRequest(`levels: level ${l.level} is listed twice`, `levels.${i}.level`);
    seen.add(l.level);
    if (!Number.isFinite(l.min) || !Number.isFinite(l.max))
      throw badRequest(`levels: level ${l.level}: min and max must be finite numbers`, `levels.${i}`);
    if (!(l.min < l.max))
      throw badRequest(
        `levels: level ${l.level}: min ${l.min} must be less than max ${l.max}`,
        `levels.${i}`,
      );
  });
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let i = 1; i < sorted.length; i++) {
    const [prev, cur] = [sorted[i - 1], sorted[i]];
    if (cur.min < prev.max)
      throw badRequest(
        `levels: level ${prev.level} (${prev.min}–${prev.max}) and level ${cur.level} (${cur.min}–${cur.max}) overlap`,
        'levels',
      );
    if (cur.min > prev.max)
      throw badRequest(
        `levels: gap between level ${prev.level} (ends at ${prev.max}) and level ${cur.level} (starts at ${cur.min})`,
        'levels',
      );
  }
}

const sortLevels = (levels: readonly CompetenceLevel[]) => [...levels].sort((a, b) => a.level - b.level);

function liveCompetences(db: Db) {
  return db.selectFrom('competences as c').where('c.removed_at', 'is', null);
}

async function competenceOr404(deps: Deps, id: number) {
  const row = await liveCompetences(deps.db).selectAll('c').where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Competence');
  return row;
}

async function draftOr409(deps: Deps, id: number) {
  const row = await competenceOr404(deps, id);
  if (row.status !== 'draft')
    throw conflict(
      `Competence '${row.code}' is submitted and cannot be changed; duplicate it to make a new draft.`,
    );
  return row;
}

async function assertCodeFree(deps: Deps, code: string) {
  // Codes stay unique across removed competences too (the column's unique index).
  const taken = await deps.db
    .selectFrom('competences')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw conflict(`A competence with the code '${code}' already exists.`, 'code');
}

export async function competenceDetail(deps: Deps, id: number): Promise<CompetenceDetail> {
  const row = await competenceOr404(deps, id);
  const [dimensions, scorings] = await Promise.all([
    deps.db
      .selectFrom('competence_dimensions')
      .select(['id', 'name', 'description', 'position'])
      .where('competence_id', '=', id)
      .orderBy('position')
      .execute(),
    deps.db
      .selectFrom('competence_dimension_scorings as s')
      .innerJoin('test_dimensions as d', 'd.id', 's.test_dimension_id')
      .select(['s.test_dimension_id', 'd.code', 'd.name', 's.weight'])
      .where('s.competence_id', '=', id)
      .orderBy('d.code')
      .execute(),
  ]);
  const { levels_json, interview_questions_json, translations_json, removed_at: _removed, ...rest } = row;
  return {
    ...rest,
    levels: JSON.parse(levels_json) as CompetenceLevel[],
    interview_questions: questionsOf(interview_questions_json),
    translations: parseTranslations(translations_json) as CompetenceTranslations,
    dimensions,
    dimension_scorings: scorings.map((s) => ({ ...s, weight: Number(s.weight) })),
  };
}

/** The stored interview questions (a JSON list of strings; anything else reads as none). */
function questionsOf(json: string | null | undefined): string[] {
  try {
    const list = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string') : [];
  } catch {
    return [];
  }
}

const COLUMNS = {
  id: 'c.id',
  code: 'c.code',
  name: 'c.name',
  status: 'c.status',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
};

export async function competenceDatatable(deps: Deps, query: z.infer<typeof competenceDatatableRequest>) {
  let base = liveCompetences(deps.db);
  if (query.status) base = base.where('c.status', '=', query.status);
  const page = await runDatatable<CompetenceRow & { levels_json: string }>(
    base,
    query,
    { columns: COLUMNS, searchable: ['code', 'name'], defaultColumn: 'id' },
    (q) =>
      q.select([
        'c.id',
        'c.code',
        'c.name',
        'c.description',
        'c.status',
        'c.levels_json',
        'c.created_at',
        'c.updated_at',
      ]),
  );
  return {
    ...page,
    data: page.data.map(({ levels_json, ...r }) => ({
      ...r,
      level_count: (JSON.parse(levels_json) as unknown[]).length,
    })),
  };
}

async function insertCompetence(
  deps: Deps,
  values: {
    code: string;
    name: string;
    description: string;
    levels: CompetenceLevel[];
    interview_questions?: readonly string[];
    translations?: CompetenceTranslations;
  },
  db: Db = deps.db,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('competences')
    .values({
      code: values.code,
      name: values.name,
      description: values.description,
      status: 'draft',
      levels_json: JSON.stringify(sortLevels(values.levels)),
      interview_questions_json: JSON.stringify(values.interview_questions ?? []),
      translations_json: JSON.stringify(compactTranslations(values.translations)),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createCompetence(
  deps: Deps,
  input: Omit<z.infer<typeof competenceNewRequest>, 'interview_questions'> & {
    interview_questions?: readonly string[];
  },
) {
  assertLevels(input.levels);
  await assertCodeFree(deps, input.code);
  return competenceDetail(deps, await insertCompetence(deps, input));
}

export async function updateCompetence(deps: Deps, input: z.infer<typeof competenceUpdateRequest>) {
  await draftOr409(deps, input.id);
  assertLevels(input.levels);
  await deps.db
    .updateTable('competences')
    .set({
      name: input.name,
      description: input.description,
      levels_json: JSON.stringify(sortLevels(input.levels)),
      ...(input.interview_questions
        ? { interview_questions_json: JSON.stringify(input.interview_questions) }
        : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', input.id)
    .execute();
  return competenceDetail(deps, input.id);
}

/** Submits a draft: it needs a dimension scoring, valid levels and levels that pass the colour check. */
export async function submitCompetence(deps: Deps, id: number) {
  const detail = await competenceDetail(deps, id);
  if (detail.status === 'submitted') throw conflict(`Competence '${detail.code}' is already submitted.`);
  assertLevels(detail.levels);
  if (detail.dimension_scorings.length === 0)
    throw badRequest(
      'dimension_scorings: a competence needs at least one weighted test dimension',
      'dimension_scorings',
    );
  const check = colourCheck(detail.levels);
  if (!check.ok) {
    const problems = check.levels.flatMap((l) => l.problems);
    throw badRequest(`levels: the colour check failed: ${problems.join('; ')}`, 'levels');
  }
  await deps.db
    .updateTable('competences')
    .set({ status: 'submitted', updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return competenceDetail(deps, id);
}

export async function removeCompetence(deps: Deps, id: number) {
  await competenceOr404(deps, id);
  await deps.db.updateTable('competences').set({ removed_at: nowIso() }).where('id', '=', id).execute();
  return { ok: true };
}

/** A copy as a new draft under a new code, with its dimensions and scorings. */
export async function duplicateCompetence(deps: Deps, input: z.infer<typeof competenceDuplicateRequest>) {
  const source = await competenceDetail(deps, input.id);
  await assertCodeFree(deps, input.code);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await insertCompetence(
      deps,
      {
        code: input.code,
        name: input.name ?? source.name,
        description: source.description,
        levels: source.levels,
        interview_questions: source.interview_questions,
        translations: source.translations,
      },
      trx as unknown as Db,
    );
    if (source.dimensions.length)
      await trx
        .insertInto('competence_dimensions')
        .values(
          source.dimensions.map((d) => ({
            competence_id: newId,
            name: d.name,
            description: d.description,
            position: d.position,
          })),
        )
        .execute();
    if (source.dimension_scorings.length)
      await trx
        .insertInto('competence_dimension_scorings')
        .values(
          source.dimension_scorings.map((s) => ({
            competence_id: newId,
            test_dimension_id: s.test_dimension_id,
            weight: s.weight,
          })),
        )
        .execute();
    return newId;
  });
  return competenceDetail(deps, id);
}

/**
 * Replaces the competence's translations. Allowed on a submitted competence: they change no
 * score, and a frozen competence is exactly the one whose words reach candidates.
 */
export async function setCompetenceTranslations(
  deps: Deps,
  input: z.infer<typeof competenceTranslationsRequest>,
) {
  const row = await competenceOr404(deps, input.id);
  const levels = new Set((JSON.parse(row.levels_json) as CompetenceLevel[]).map((l) => String(l.level)));
  for (const [lang, texts] of Object.entries(input.translations))
    for (const level of Object.keys(texts.levels ?? {}))
      if (!levels.has(level))
        throw badRequest(
          `translations.${lang}.levels: the competence has no level ${level}`,
          `translations.${lang}.levels.${level}`,
        );
  await deps.db
    .updateTable('competences')
    .set({ translations_json: JSON.stringify(compactTranslations(input.translations)), updated_at: nowIso() })
    .where('id', '=', input.id)
    .execute();
  return competenceDetail(deps, input.id);
}

/** Replaces the behavioural dimensions (their order is the list's). */
export async function setDimensions(deps: Deps, input: z.infer<typeof competenceDimensionsRequest>) {
  await draftOr409(deps, input.competence_id);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('competence_dimensions').where('competence_id', '=', input.competence_id).execute();
    if (input.dimensions.length)
      await trx
        .insertInto('competence_dimensions')
        .values(
          input.dimensions.map((d, position) => ({
            competence_id: input.competence_id,
            name: d.name,
            description: d.description,
            position,
          })),
        )
        .execute();
    await trx
      .updateTable('competences')
      .set({ updated_at: nowIso() })
      .where('id', '=', input.competence_id)
      .execute();
  });
  return competenceDetail(deps, input.competence_id);
}

/** Replaces the weights of test dimensions the competence is computed from. */
export async function setDimensionScorings(
  deps: Deps,
  input: z.infer<typeof competenceDimensionScoringsRequest>,
) {
  await draftOr409(deps, input.competence_id);
  const ids = input.scorings.map((s) => s.test_dimension_id);
  const twice = ids.find((d, i) => ids.indexOf(d) !== i);
  if (twice !== undefined) throw badRequest(`scorings: test dimension ${twice} is listed twice`, 'scorings');
  if (ids.length) {
    const known = new Set(
      (
        await deps.db
          .selectFrom('test_dimensions')
          .select('id')
          .where('id', 'in', ids)
          .where('removed_at', 'is', null)
          .execute()
      ).map((r) => r.id),
    );
    const index = ids.findIndex((d) => !known.has(d));
    if (index >= 0)
      throw badRequest(
        `scorings.${index}.test_dimension_id: unknown test dimension ${ids[index]}`,
        `scorings.${index}.test_dimension_id`,
      );
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('competence_dimension_scorings')
      .where('competence_id', '=', input.competence_id)
      .execute();
    if (input.scorings.length)
      await trx
        .insertInto('competence_dimension_scorings')
        .values(input.scorings.map((s) => ({ competence_id: input.competence_id, ...s })))
        .execute();
    await trx
      .updateTable('competences')
      .set({ updated_at: nowIso() })
      .where('id', '=', input.competence_id)
      .execute();
  });
  return competenceDetail(deps, input.competence_id);
}

export async function checkColours(deps: Deps, input: z.infer<typeof colourCheckRequest>) {
  const levels = input.levels ?? (await competenceDetail(deps, input.id as number)).levels;
  return colourCheck(levels);
}

/** Live competences with their levels, for pickers (job profiles, projects). */
export async function compactCompetences(deps: Deps): Promise<CompetenceCompactItem[]> {
  const rows = await liveCompetences(deps.db)
    .select(['c.id', 'c.code', 'c.name', 'c.status', 'c.levels_json'])
    .orderBy(sql`lower(c.code)`)
    .execute();
  return rows.map(({ levels_json, ...r }) => ({
    ...r,
    levels: (JSON.parse(levels_json) as CompetenceLevel[]).map(({ level, label }) => ({ level, label })),
  }));
}
