import type {
  datatableQuery,
  IndicatorInput,
  TestDimensionCompactItem,
  TestDimensionDetail,
  TestDimensionRow,
  testDimensionNewRequest,
  testDimensionUpdateRequest,
} from '@asesa/contracts';
import { compactTranslations, type DimensionTranslations } from '@asesa/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { parseTranslations } from '../../lib/translations';
import { TEST_DIMENSION_MESSAGES } from './test-dimensions.messages';
import {
  dimensionTableRows,
  findDimension,
  indicatorsByCode,
  indicatorsOf,
  insertDimension,
  insertIndicator,
  listDimensionNames,
  listDimensionsByCode,
  listLiveTestDimensionIds,
  markDimensionRemoved,
  markIndicatorsRemoved,
  setIndicatorCode,
  takenDimensionCode,
  updateDimensionRow,
  updateIndicator,
} from './test-dimensions.repository';

type NewInput = z.output<typeof testDimensionNewRequest>;
type UpdateInput = z.output<typeof testDimensionUpdateRequest>;

export function dimensionDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<TestDimensionRow>(
    dimensionTableRows(deps.db),
    query,
    {
      columns: {
        id: 'd.id',
        code: 'd.code',
        name: 'd.name',
        description: 'd.description',
        indicator_count: 'indicator_count',
        created_at: 'd.created_at',
      },
      searchable: ['code', 'name', 'description'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query selects the columns
  );
}

/** Every live dimension with its indicators, for pickers. */
export async function compactDimensions(deps: Deps): Promise<TestDimensionCompactItem[]> {
  const dims = await listDimensionsByCode(deps.db);
  const indicators = await indicatorsOf(
    deps.db,
    dims.map((d) => d.id),
  );
  return dims.map((d) => ({
    ...d,
    indicators: indicators
      .filter((i) => i.dimension_id === d.id)
      .map(({ id, code, name }) => ({ id, code, name })),
  }));
}

/** The library's names of test dimensions by code; a code the library lacks is left out. */
export async function dimensionNames(deps: Deps, codes: string[]): Promise<Map<string, string>> {
  const texts = await dimensionTexts(deps, codes);
  return new Map([...texts].map(([code, t]) => [code, t.name]));
}

/** The library's name of each of these dimension codes with its translations, by code. */
export async function dimensionTexts(
  deps: Deps,
  codes: string[],
): Promise<Map<string, { name: string; translations: DimensionTranslations }>> {
  if (codes.length === 0) return new Map();
  const rows = await listDimensionNames(deps.db, codes);
  return new Map(
    rows.map((r) => [
      r.code,
      { name: r.name, translations: parseTranslations<DimensionTranslations[string]>(r.translations_json) },
    ]),
  );
}

/** The ids among these of live dimensions (competences check their scorings against them). */
export function liveDimensionIds(deps: Deps, ids: number[]): Promise<number[]> {
  return listLiveTestDimensionIds(deps.db, ids);
}

export async function dimensionDetail(deps: Deps, id: number): Promise<TestDimensionDetail> {
  const row = await findDimension(deps.db, id);
  if (!row) throw notFound('Test dimension');
  const indicators = (await indicatorsOf(deps.db, [id])).map(({ dimension_id: _d, ...i }) => i);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    created_at: row.created_at,
    indicator_count: indicators.length,
    indicators,
    translations: parseTranslations(row.translations_json) as DimensionTranslations,
  };
}

async function checkDimensionCode(deps: Deps, code: string, exceptId?: number) {
  const taken = await takenDimensionCode(deps.db, code, exceptId);
  if (taken)
    throw conflict(
      fillMessage(
        taken.removed_at ? TEST_DIMENSION_MESSAGES.codeOfRemoved : TEST_DIMENSION_MESSAGES.codeExists,
        { code },
      ),
      'code',
    );
}

/**
 * Indicator codes are unique across all dimensions (items name indicators by code); codes of
 * removed indicators stay reserved so old results keep their meaning.
 */
async function checkIndicators(
  deps: Deps,
  dimensionId: number | null,
  list: IndicatorInput[],
  current: number[],
) {
  const codes = list.map((i) => i.code);
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice)
    throw fieldError('indicators', fillMessage(TEST_DIMENSION_MESSAGES.indicatorTwice, { code: twice }));
  list.forEach((i, n) => {
    if (i.id !== undefined && !current.includes(i.id))
      throw fieldError(
        `indicators.${n}.id`,
        fillMessage(TEST_DIMENSION_MESSAGES.notThisDimension, { id: i.id }),
      );
  });
  const keptIds = new Set(list.map((i) => i.id).filter((id) => id !== undefined));
  for (const row of await indicatorsByCode(deps.db, codes)) {
    // A live indicator of this dimension that stays (maybe under another code) frees or keeps its code.
    if (row.dimension_id === dimensionId && row.removed_at === null && keptIds.has(row.id)) continue;
    throw conflict(
      fillMessage(
        row.removed_at || row.dimension_id === dimensionId
          ? TEST_DIMENSION_MESSAGES.indicatorOfRemoved
          : TEST_DIMENSION_MESSAGES.indicatorExists,
        { code: row.code },
      ),
      'indicators',
    );
  }
}

/** Adds, renames and removes indicators so the dimension holds exactly `list`, in its order. */
async function syncIndicators(deps: Deps, dimensionId: number, list: IndicatorInput[]) {
  const now = nowIso();
  const keep = new Set(list.filter((i) => i.id !== undefined).map((i) => i.id as number));
  const current = await indicatorsOf(deps.db, [dimensionId]);
  await deps.db.transaction().execute(async (trx) => {
    const gone = current.filter((c) => !keep.has(c.id)).map((c) => c.id);
    if (gone.length) await markIndicatorsRemoved(trx, gone, now);
    // Codes may swap between indicators: park the kept ones on a temporary code first.
    for (const c of current.filter((c) => keep.has(c.id)))
      await setIndicatorCode(trx, c.id, `~${c.id}~${c.code}`);
    for (const [position, i] of list.entries()) {
      const fields = {
        code: i.code,
        name: i.name,
        description: i.description ?? '',
        position,
        updated_at: now,
      };
      if (i.id !== undefined) await updateIndicator(trx, i.id, fields);
      else await insertIndicator(trx, dimensionId, fields, now);
    }
  });
}

const raceToConflict = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(TEST_DIMENSION_MESSAGES.codeJustTaken, 'code');
  throw err;
};

export async function createDimension(deps: Deps, input: NewInput) {
  await checkDimensionCode(deps, input.code);
  await checkIndicators(deps, null, input.indicators, []);
  const now = nowIso();
  const id = await insertDimension(
    deps.db,
    {
      code: input.code,
      name: input.name,
      description: input.description,
      translations_json: JSON.stringify(compactTranslations(input.translations)),
    },
    now,
  ).catch(raceToConflict);
  await syncIndicators(deps, id, input.indicators).catch(raceToConflict);
  return dimensionDetail(deps, id);
}

export async function updateDimension(deps: Deps, input: UpdateInput) {
  if (!(await findDimension(deps.db, input.id))) throw notFound('Test dimension');
  await checkDimensionCode(deps, input.code, input.id);
  const current = (await indicatorsOf(deps.db, [input.id])).map((i) => i.id);
  await checkIndicators(deps, input.id, input.indicators, current);
  await updateDimensionRow(
    deps.db,
    input.id,
    {
      code: input.code,
      name: input.name,
      description: input.description,
      ...(input.translations
        ? { translations_json: JSON.stringify(compactTranslations(input.translations)) }
        : {}),
    },
    nowIso(),
  ).catch(raceToConflict);
  await syncIndicators(deps, input.id, input.indicators).catch(raceToConflict);
  return dimensionDetail(deps, input.id);
}

/** Soft removal of a dimension and its indicators. */
export async function removeDimension(deps: Deps, id: number) {
  if (!(await findDimension(deps.db, id))) throw notFound('Test dimension');
  const now = nowIso();
  await deps.db.transaction().execute((trx) => markDimensionRemoved(trx, id, now));
  return { ok: true };
}
