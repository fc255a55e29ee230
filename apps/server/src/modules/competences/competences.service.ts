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
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { parseTranslations } from '../../lib/translations';
import { liveDimensionIds } from '../test-dimensions/test-dimensions.service';
import { colourCheck } from './colour-check';
import { COMPETENCE_MESSAGES } from './competences.messages';
import {
  competenceTableRows,
  deleteBehaviourDimensions,
  deleteDimensionScorings,
  findCompetence,
  findCompetenceByCode,
  insertBehaviourDimensions,
  insertCompetenceRow,
  insertDimensionScorings,
  listBehaviourDimensions,
  listCompetencesByCode,
  listCompetenceTranslations,
  listDimensionScorings,
  listLiveCompetencesByIds,
  markCompetenceRemoved,
  updateCompetenceRow,
} from './competences.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Level ranges in level order: level numbers unique, min < max, each range [min, max) starting
 * where the previous one ends (no gap, no overlap).
 */
export function assertLevels(levels: readonly CompetenceLevel[]): void {
  const seen = new Set<number>();
  levels.forEach((l, i) => {
    if (seen.has(l.level))
      throw badRequest(
        fieldMessage('levels', fillMessage(COMPETENCE_MESSAGES.levelTwice, { level: l.level })),
        `levels.${i}.level`,
      );
    seen.add(l.level);
    if (!Number.isFinite(l.min) || !Number.isFinite(l.max))
      throw badRequest(
        fieldMessage('levels', fillMessage(COMPETENCE_MESSAGES.levelNotFinite, { level: l.level })),
        `levels.${i}`,
      );
    if (!(l.min < l.max))
      throw badRequest(
        fieldMessage(
          'levels',
          fillMessage(COMPETENCE_MESSAGES.levelMinMax, { level: l.level, min: l.min, max: l.max }),
        ),
        `levels.${i}`,
      );
  });
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let i = 1; i < sorted.length; i++) {
    const [prev, cur] = [sorted[i - 1], sorted[i]];
    if (cur.min < prev.max)
      throw fieldError(
        'levels',
        fillMessage(COMPETENCE_MESSAGES.levelsOverlap, {
          a: prev.level,
          aMin: prev.min,
          aMax: prev.max,
          b: cur.level,
          bMin: cur.min,
          bMax: cur.max,
        }),
      );
    if (cur.min > prev.max)
      throw fieldError(
        'levels',
        fillMessage(COMPETENCE_MESSAGES.levelsGap, {
          a: prev.level,
          aMax: prev.max,
          b: cur.level,
          bMin: cur.min,
        }),
      );
  }
}

const sortLevels = (levels: readonly CompetenceLevel[]) => [...levels].sort((a, b) => a.level - b.level);

async function competenceOr404(deps: Deps, id: number) {
  const row = await findCompetence(deps.db, id);
  if (!row) throw notFound('Competence');
  return row;
}

async function draftOr409(deps: Deps, id: number) {
  const row = await competenceOr404(deps, id);
  if (row.status !== 'draft')
    throw conflict(fillMessage(COMPETENCE_MESSAGES.submittedImmutable, { code: row.code }));
  return row;
}

async function assertCodeFree(deps: Deps, code: string) {
  // Codes stay unique across removed competences too (the column's unique index).
  const taken = await findCompetenceByCode(deps.db, code);
  if (taken) throw conflict(fillMessage(COMPETENCE_MESSAGES.codeExists, { code }), 'code');
}

export async function competenceDetail(deps: Deps, id: number): Promise<CompetenceDetail> {
  const row = await competenceOr404(deps, id);
  const [dimensions, scorings] = await Promise.all([
    listBehaviourDimensions(deps.db, id),
    listDimensionScorings(deps.db, id),
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
  const page = await runDatatable<CompetenceRow & { levels_json: string }>(
    competenceTableRows(deps.db, query.status),
    query,
    { columns: COLUMNS, searchable: ['code', 'name'], defaultColumn: 'id' },
    (q) => q, // the base query selects the columns
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
  return insertCompetenceRow(
    db,
    {
      code: values.code,
      name: values.name,
      description: values.description,
      levels_json: JSON.stringify(sortLevels(values.levels)),
      interview_questions_json: JSON.stringify(values.interview_questions ?? []),
      translations_json: JSON.stringify(compactTranslations(values.translations)),
    },
    nowIso(),
  );
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
  await updateCompetenceRow(
    deps.db,
    input.id,
    {
      name: input.name,
      description: input.description,
      levels_json: JSON.stringify(sortLevels(input.levels)),
      ...(input.interview_questions
        ? { interview_questions_json: JSON.stringify(input.interview_questions) }
        : {}),
    },
    nowIso(),
  );
  return competenceDetail(deps, input.id);
}

/** Submits a draft: it needs a dimension scoring, valid levels and levels that pass the colour check. */
export async function submitCompetence(deps: Deps, id: number) {
  const detail = await competenceDetail(deps, id);
  if (detail.status === 'submitted')
    throw conflict(fillMessage(COMPETENCE_MESSAGES.alreadySubmitted, { code: detail.code }));
  assertLevels(detail.levels);
  if (detail.dimension_scorings.length === 0)
    throw fieldError('dimension_scorings', COMPETENCE_MESSAGES.needsDimension);
  const check = colourCheck(detail.levels);
  if (!check.ok) {
    const problems = check.levels.flatMap((l) => l.problems);
    throw fieldError(
      'levels',
      fillMessage(COMPETENCE_MESSAGES.colourCheck, { problems: problems.join('; ') }),
    );
  }
  await updateCompetenceRow(deps.db, id, { status: 'submitted' }, nowIso());
  return competenceDetail(deps, id);
}

export async function removeCompetence(deps: Deps, id: number) {
  await competenceOr404(deps, id);
  await markCompetenceRemoved(deps.db, id, nowIso());
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
      trx,
    );
    await insertBehaviourDimensions(trx, newId, source.dimensions);
    await insertDimensionScorings(
      trx,
      newId,
      source.dimension_scorings.map((s) => ({ test_dimension_id: s.test_dimension_id, weight: s.weight })),
    );
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
          fieldMessage(
            `translations.${lang}.levels`,
            fillMessage(COMPETENCE_MESSAGES.noSuchLevel, { level }),
          ),
          `translations.${lang}.levels.${level}`,
        );
  await updateCompetenceRow(
    deps.db,
    input.id,
    { translations_json: JSON.stringify(compactTranslations(input.translations)) },
    nowIso(),
  );
  return competenceDetail(deps, input.id);
}

/** Replaces the behavioural dimensions (their order is the list's). */
export async function setDimensions(deps: Deps, input: z.infer<typeof competenceDimensionsRequest>) {
  await draftOr409(deps, input.competence_id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteBehaviourDimensions(trx, input.competence_id);
    await insertBehaviourDimensions(
      trx,
      input.competence_id,
      input.dimensions.map((d, position) => ({ name: d.name, description: d.description, position })),
    );
    await updateCompetenceRow(trx, input.competence_id, {}, nowIso());
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
  if (twice !== undefined)
    throw fieldError('scorings', fillMessage(COMPETENCE_MESSAGES.dimensionTwice, { id: twice }));
  if (ids.length) {
    const known = new Set(await liveDimensionIds(deps, ids));
    const index = ids.findIndex((d) => !known.has(d));
    if (index >= 0)
      throw fieldError(
        `scorings.${index}.test_dimension_id`,
        fillMessage(COMPETENCE_MESSAGES.unknownDimension, { id: ids[index] }),
      );
  }
  await deps.db.transaction().execute(async (trx) => {
    await deleteDimensionScorings(trx, input.competence_id);
    await insertDimensionScorings(trx, input.competence_id, input.scorings);
    await updateCompetenceRow(trx, input.competence_id, {}, nowIso());
  });
  return competenceDetail(deps, input.competence_id);
}

export async function checkColours(deps: Deps, input: z.infer<typeof colourCheckRequest>) {
  const levels = input.levels ?? (await competenceDetail(deps, input.id as number)).levels;
  return colourCheck(levels);
}

/** The live competences among these ids, with their levels (job profiles check targets against them). */
export function liveCompetencesByIds(deps: Deps, ids: number[]) {
  return listLiveCompetencesByIds(deps.db, ids);
}

/** The translations of these competences (name, description, level labels), by id. */
export async function competenceTranslationsByIds(
  deps: Deps,
  ids: number[],
): Promise<Map<number, CompetenceTranslations>> {
  if (ids.length === 0) return new Map();
  const rows = await listCompetenceTranslations(deps.db, ids);
  return new Map(rows.map((r) => [r.id, parseTranslations(r.translations_json) as CompetenceTranslations]));
}

/** Live competences with their levels, for pickers (job profiles, projects). */
export async function compactCompetences(deps: Deps): Promise<CompetenceCompactItem[]> {
  const rows = await listCompetencesByCode(deps.db);
  return rows.map(({ levels_json, ...r }) => ({
    ...r,
    levels: (JSON.parse(levels_json) as CompetenceLevel[]).map(({ level, label }) => ({ level, label })),
  }));
}
