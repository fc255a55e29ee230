import {
  type BlueprintDefinition,
  type BlueprintDetail,
  type BlueprintRow,
  type BlueprintTranslations,
  type blueprintDatatableRequest,
  blueprintDefinition,
  type blueprintDimensionNewRequest,
  type blueprintNewRequest,
  type blueprintPreviewRequest,
  type blueprintUpdateRequest,
  type characterNewRequest,
  compactTranslations,
  type datatableQuery,
  type finalScoreNewRequest,
  type gobNewRequest,
  type groupDimensionNewRequest,
  type indicatorScoreNewRequest,
  type NormImportResponse,
  type ScoreBand,
  type settingsNewRequest,
  type TraitCorrelations,
  type WeightedCode,
} from '@asesa/contracts';
import {
  type Blueprint,
  compileBlueprint,
  type ForcedChoiceItem,
  type Responses,
  ScoringError,
  scoreBlueprint,
  validateBandSet,
  validateRuleSet,
} from '@asesa/scoring';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { runDatatable } from '../../http/datatable';
import type { Noun } from '../../lib/common-messages';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import {
  fieldMessage,
  fillMessage,
  joinMessages,
  type MessageLanguage,
  type ServerMessage,
} from '../../lib/server-messages';
import { parseTranslations } from '../../lib/translations';
import { parseContent } from '../instruments/instrument-content';
import type { ScoringContent } from '../instruments/item-definitions';
import {
  scoreInstrumentWith,
  scoreWithFirstBlueprint,
  stopScoringWith,
} from '../instruments/scoring-blueprint-choice.service';
import { buildEngineBlueprint, engineIds, type StoredBlueprint } from './blueprint-builder';
import { finalScoreProblems, NormFileError, normRowsFromCells, readTableFile } from './norm-tables';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';
import {
  asBlueprintRow,
  blueprintOfInstrument,
  blueprintRows,
  bumpBlueprintVersion,
  dimensionCatalogue,
  findBlueprint,
  findBlueprintByName,
  findBlueprintHead,
  findLiveInstrument,
  findPart,
  insertBlueprint,
  insertPart,
  listBlueprintTranslations,
  liveBlueprintCount,
  markBlueprintRemoved,
  markPartRemoved,
  type PartRow,
  type PartTable,
  partQuery,
  partsOf,
  type StoredBlueprintRow,
  updateBlueprint,
  updatePart,
} from './scoring-blueprints.repository';

type Query = z.infer<typeof datatableQuery>;
const json = <T>(text: string): T => JSON.parse(text) as T;

/** Runs engine code and answers its ScoringError as a 400 naming the problem. */
function engine<T>(fn: () => T, field?: string): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ScoringError) throw badRequest(engineRefusal(err), field);
    throw err;
  }
}

/** The engine's refusal: its detail (items, parameters) is the engine's own English. */
export const engineRefusal = (err: ScoringError) => fillMessage(M.engineRefused, { detail: err.message });

// Blueprints

async function blueprintOr404(deps: Deps, id: number): Promise<BlueprintRow> {
  const row = await findBlueprint(deps.db, id);
  if (!row) throw notFound('Scoring blueprint');
  return asBlueprintRow(row);
}

const BLUEPRINT_COLUMNS = {
  id: 'b.id',
  name: 'b.name',
  instrument_name: 'i.name',
  instrument_code: 'i.code',
  version: 'b.version',
  created_at: 'b.created_at',
  updated_at: 'b.updated_at',
};

export async function blueprintDatatable(deps: Deps, query: z.infer<typeof blueprintDatatableRequest>) {
  let base = blueprintRows(deps.db);
  if (query.instrument_id) base = base.where('b.instrument_id', '=', query.instrument_id);
  const page = await runDatatable<StoredBlueprintRow>(
    base,
    query,
    {
      columns: BLUEPRINT_COLUMNS,
      searchable: ['name', 'instrument_name', 'instrument_code'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query already selects the joined columns
  );
  return { ...page, data: page.data.map(asBlueprintRow) };
}

async function assertBlueprintNameFree(deps: Deps, instrumentId: number, name: string, selfId?: number) {
  const taken = await findBlueprintByName(deps.db, instrumentId, name);
  if (taken && taken.id !== selfId) throw conflict(fillMessage(M.nameTaken, { name }), 'name');
}

export async function createBlueprint(deps: Deps, input: z.infer<typeof blueprintNewRequest>) {
  if (!(await findLiveInstrument(deps.db, input.instrument_id))) throw notFound('Instrument');
  await assertBlueprintNameFree(deps, input.instrument_id, input.name);
  const id = await insertBlueprint(deps.db, input);
  await scoreWithFirstBlueprint(deps.db, input.instrument_id, id);
  return blueprintOr404(deps, id);
}

export async function updateBlueprintDetails(deps: Deps, input: z.infer<typeof blueprintUpdateRequest>) {
  const row = await blueprintOr404(deps, input.id);
  await assertBlueprintNameFree(deps, row.instrument_id, input.name, row.id);
  await updateBlueprint(deps.db, input.id, {
    name: input.name,
    description: input.description,
    ...(input.translations && { translations_json: JSON.stringify(compactTranslations(input.translations)) }),
  });
  return blueprintOr404(deps, input.id);
}

/**
 * The translations of some blueprints' names and norm groups, by blueprint id: what the results
 * drawer and the reports need to name them in their reader's language.
 */
export async function blueprintTranslationsByIds(
  deps: Deps,
  ids: readonly number[],
): Promise<Map<number, BlueprintTranslations>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await listBlueprintTranslations(deps.db, unique);
  return new Map(rows.map((r) => [r.id, parseTranslations(r.translations_json) as BlueprintTranslations]));
}

export async function removeBlueprint(deps: Deps, id: number) {
  const row = await blueprintOr404(deps, id);
  // An instrument is never left to number correct while it has a blueprint to score it with.
  if (row.in_use && (await liveBlueprintCount(deps.db, row.instrument_id)) > 1)
    throw conflict(
      fillMessage(M.scoresInstrument, { name: row.name, instrument: row.instrument_name }),
      'id',
    );
  await deps.db.transaction().execute(async (trx) => {
    await markBlueprintRemoved(trx, id);
    await stopScoringWith(trx, id);
  });
  return { ok: true };
}

/**
 * Makes a blueprint the one its instrument is scored with. Results already scored keep the
 * blueprint that scored them until their project is recalculated.
 */
export async function useBlueprintForScoringCall(deps: Deps, id: number) {
  const row = await blueprintOr404(deps, id);
  await scoreInstrumentWith(deps.db, row.instrument_id, row.id);
  return blueprintOr404(deps, id);
}

export async function blueprintDetail(deps: Deps, id: number): Promise<BlueprintDetail> {
  const row = await blueprintOr404(deps, id);
  const [catalogue, stored] = await Promise.all([
    dimensionCatalogue(deps.db),
    loadStoredBlueprint(deps, row),
  ]);
  return {
    ...row,
    dimension_options: catalogue,
    profile_codes: [
      ...stored.dimensions.map((d) => ({
        code: d.dimension_code,
        name: d.dimension_name,
        kind: 'dimension' as const,
      })),
      ...stored.groups.map((g) => ({ code: g.code, name: g.name, kind: 'group' as const })),
    ],
    indicator_codes: [...new Set(stored.dimensions.flatMap((d) => d.indicators.map((i) => i.code)))],
    norm_groups: [...new Set(stored.finals.map((f) => f.norm_group))],
  };
}

/** A blueprint with every live part, JSON parsed, dimension names looked up. */
export async function loadStoredBlueprint(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
): Promise<StoredBlueprint> {
  const db = deps.db;
  const [settings, dimensions, groups, characters, gobs, finals, indicatorScores, names] = await Promise.all([
    partsOf(db, 'scoring_blueprint_settings', row.id),
    partsOf(db, 'scoring_blueprint_dimensions', row.id),
    partsOf(db, 'scoring_group_dimensions', row.id),
    partsOf(db, 'scoring_character_blueprints', row.id),
    partsOf(db, 'scoring_gob_blueprints', row.id),
    partsOf(db, 'scoring_final_scores', row.id),
    partsOf(db, 'scoring_indicator_scores', row.id),
    libraryNames(deps),
  ]);
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    settings: settings[0] ? presentSettings(settings[0], names) : null,
    dimensions: dimensions.map((r) => presentDimension(r, names)),
    groups: groups.map((r) => presentGroup(r, names)),
    characters: characters.map((r) => presentCharacter(r, names)),
    gobs: gobs.map((r) => presentGob(r, names)),
    finals: finals.map((r) => presentFinal(r, names)),
    indicatorScores: indicatorScores.map((r) => presentIndicatorScore(r, names)),
  };
}

/** Names of the library's test dimensions and indicators by code. */
async function libraryNames(deps: Deps) {
  const catalogue = await dimensionCatalogue(deps.db);
  const dimensions = new Map(catalogue.map((d) => [d.code, d.name]));
  const indicators = new Map(catalogue.flatMap((d) => d.indicators.map((i) => [i.code, i.name] as const)));
  return { dimensions, indicators };
}
type Names = Awaited<ReturnType<typeof libraryNames>>;

/** The engine blueprint of a stored blueprint over the given content. */
export async function engineBlueprintOf(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
  content: ScoringContent,
  normGroup?: string,
): Promise<Blueprint> {
  return buildEngineBlueprint(await loadStoredBlueprint(deps, row), content, { normGroup });
}

/**
 * The blueprint that scores an instrument's published content, when the instrument has one:
 * what participant scoring uses instead of number correct.
 */
export async function instrumentScoringBlueprint(
  deps: Deps,
  instrumentId: number,
  content: ScoringContent,
): Promise<{
  blueprint: Blueprint;
  blueprintId: number;
  version: number;
  definition: BlueprintDefinition;
} | null> {
  const row = await blueprintOfInstrument(deps.db, instrumentId);
  if (!row) return null;
  const definition = await definitionAtOneVersion(deps, row);
  return {
    blueprint: buildEngineBlueprint(definition, content),
    blueprintId: row.id,
    version: definition.version,
    definition,
  };
}

/** The definition of the blueprint an instrument is scored with today; null when none is in use. */
export async function currentDefinitionOfInstrument(
  deps: Deps,
  instrumentId: number,
): Promise<BlueprintDefinition | null> {
  const row = await blueprintOfInstrument(deps.db, instrumentId);
  return row ? definitionAtOneVersion(deps, row) : null;
}

/**
 * A blueprint's definition labelled with the version it really is. A part changes in the same
 * transaction that raises the version, so parts read between two equal reads of the version are
 * that version's; when a change slipped in between, read again.
 */
export async function definitionAtOneVersion(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
): Promise<BlueprintDefinition> {
  let at = row;
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await loadStoredBlueprint(deps, at);
    const after = await findBlueprintHead(deps.db, row.id);
    // Only the definition's own fields: the parts' ids and stamps are not part of what scores.
    if (!after || after.version === at.version) return blueprintDefinition.parse(stored);
    at = after;
  }
  throw conflict(M.keptChanging);
}

/** Scores a sample response set against the blueprint and the instrument's latest content. */
export async function previewBlueprint(deps: Deps, input: z.infer<typeof blueprintPreviewRequest>) {
  const row = await blueprintOr404(deps, input.blueprint_id);
  const instrument = await findLiveInstrument(deps.db, row.instrument_id);
  if (!instrument) throw notFound('Instrument');
  const content = parseContent(instrument.content_json) as unknown as ScoringContent;
  const blueprint = await engineBlueprintOf(deps, row, content, input.norm_group);
  const scored = new Set(blueprint.items.map((i) => i.id));
  const allIds = new Set(
    content.sections.flatMap((s) => (s.items as Array<{ id: string }>).map((i) => i.id)),
  );
  // Answers to unscored items (text, blocks without indicators) are not the engine's business.
  const responses = Object.fromEntries(
    Object.entries(input.responses).filter(([id]) => scored.has(id) || !allIds.has(id)),
  ) as Responses;
  const result = engine(() => scoreBlueprint(blueprint, responses, { includeItems: true }));
  return { blueprint_version: row.version, result: result as unknown as Record<string, unknown> };
}

// Parts

interface PartContext {
  deps: Deps;
  blueprint: BlueprintRow;
  stored: StoredBlueprint;
  names: Names;
  /** Live rows of the part's own table other than the one being updated. */
  others: Array<Record<string, unknown>>;
}

interface PartSpec<T extends PartTable, In, Row> {
  table: T;
  what: Noun;
  /** The sortable columns besides id, created_at and updated_at, which every part has. */
  columns: readonly string[];
  searchable: readonly string[];
  /** Checks the input against the blueprint and library; the columns to store. */
  values(ctx: PartContext, input: In): Record<string, unknown> | Promise<Record<string, unknown>>;
  present(row: PartRow<T>, names: Names): Row;
  /** Why the row cannot be removed (something else refers to it), if so. */
  inUse?(ctx: PartContext, row: Row): ServerMessage | null;
}

function makePart<T extends PartTable, In extends object, Row>(spec: PartSpec<T, In, Row>) {
  const context = async (deps: Deps, blueprintId: number, selfId: number | null): Promise<PartContext> => {
    const blueprint = await blueprintOr404(deps, blueprintId);
    const [stored, names, rows] = await Promise.all([
      loadStoredBlueprint(deps, blueprint),
      libraryNames(deps),
      partsOf(deps.db, spec.table, blueprintId),
    ]);
    const others = (rows as Array<Record<string, unknown>>).filter((r) => r.id !== selfId);
    return { deps, blueprint, stored, names, others };
  };
  const rowOr404 = async (deps: Deps, id: number) => {
    const row = await findPart(deps.db, spec.table, id);
    if (!row) throw notFound(spec.what);
    return row;
  };
  return {
    datatable: async (deps: Deps, query: Query & { blueprint_id: number }) => {
      await blueprintOr404(deps, query.blueprint_id);
      const names = await libraryNames(deps);
      const page = await runDatatable<PartRow<T>>(
        partQuery(deps.db, spec.table, query.blueprint_id),
        query,
        {
          columns: Object.fromEntries(['id', ...spec.columns, 'created_at', 'updated_at'].map((c) => [c, c])),
          searchable: [...spec.searchable],
          defaultColumn: 'id',
        },
        (q) => q.selectAll(),
      );
      return { ...page, data: page.data.map((r) => spec.present(r, names)) };
    },
    create: async (deps: Deps, input: In & { blueprint_id: number }) => {
      const { blueprint_id, ...rest } = input;
      const ctx = await context(deps, blueprint_id, null);
      const values = await spec.values(ctx, rest as unknown as In);
      const row = await deps.db.transaction().execute(async (trx) => {
        const inserted = await insertPart(trx, spec.table, { ...values, blueprint_id });
        await bumpBlueprintVersion(trx, blueprint_id);
        return inserted;
      });
      return spec.present(row, ctx.names);
    },
    detail: async (deps: Deps, id: number) =>
      spec.present(await rowOr404(deps, id), await libraryNames(deps)),
    update: async (deps: Deps, input: In & { id: number }) => {
      const { id, ...rest } = input;
      const existing = await rowOr404(deps, id);
      const blueprintId = (existing as { blueprint_id: number }).blueprint_id;
      const ctx = await context(deps, blueprintId, id);
      const values = await spec.values(ctx, rest as unknown as In);
      const row = await deps.db.transaction().execute(async (trx) => {
        const updated = await updatePart(trx, spec.table, id, values);
        await bumpBlueprintVersion(trx, blueprintId);
        return updated;
      });
      return spec.present(row, ctx.names);
    },
    remove: async (deps: Deps, id: number) => {
      const existing = await rowOr404(deps, id);
      const blueprintId = (existing as { blueprint_id: number }).blueprint_id;
      if (spec.inUse) {
        const ctx = await context(deps, blueprintId, id);
        const why = spec.inUse(ctx, spec.present(existing, ctx.names));
        if (why) throw conflict(why);
      }
      await deps.db.transaction().execute(async (trx) => {
        await markPartRemoved(trx, spec.table, id);
        await bumpBlueprintVersion(trx, blueprintId);
      });
      return { ok: true };
    },
  };
}

type Fields<S> = Omit<z.infer<S>, 'blueprint_id'>;

const profileCodes = (ctx: PartContext) =>
  new Set([...ctx.stored.dimensions.map((d) => d.dimension_code), ...ctx.stored.groups.map((g) => g.code)]);

function checkWeights(
  list: readonly WeightedCode[],
  field: string,
  known: (code: string) => boolean,
  what: ServerMessage,
) {
  const seen = new Set<string>();
  list.forEach((ref, i) => {
    if (!known(ref.code))
      throw fieldError(`${field}.${i}.code`, fillMessage(M.unknownCode, { what, code: ref.code }));
    if (seen.has(ref.code))
      throw fieldError(`${field}.${i}.code`, fillMessage(M.listedTwice, { what, code: ref.code }));
    seen.add(ref.code);
    if (!Number.isFinite(ref.weight)) throw fieldError(`${field}.${i}.weight`, M.weightNumber);
  });
}

function checkBands(id: string, scale: string, bands: readonly ScoreBand[]) {
  engine(
    () =>
      validateBandSet({
        id,
        scale: scale as never,
        bands: bands.map((b) => ({
          ...(b.min != null ? { min: b.min } : {}),
          ...(b.max != null ? { max: b.max } : {}),
          level: b.level,
          colour: b.colour,
        })),
      }),
    'bands',
  );
  const levels = new Set<string>();
  bands.forEach((b, i) => {
    if (levels.has(b.level.toLowerCase()))
      throw conflict(
        fieldMessage(`bands.${i}.level`, fillMessage(M.levelTwice, { level: b.level })),
        `bands.${i}.level`,
      );
    levels.add(b.level.toLowerCase());
  });
}

/** A nullable numeric column as a number, or null. */
const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * One mapper for every part: a part's row as the API shows it, its id and blueprint first and its
 * times last around the part's own fields (what `own` reads from the row).
 */
function presentPart<
  R extends { id: number; blueprint_id: number; created_at: string; updated_at: string },
  F,
>(own: (r: R, names: Names) => F) {
  return (r: R, names: Names) => ({
    id: r.id,
    blueprint_id: r.blueprint_id,
    ...own(r, names),
    created_at: r.created_at,
    updated_at: r.updated_at,
  });
}

const presentSettings = presentPart((r: PartRow<'scoring_blueprint_settings'>) => ({
  raw_score_method: r.raw_score_method as 'sum' | 'mean',
  missing_policy: r.missing_policy as 'ignore' | 'zero' | 'person-mean' | 'item-median',
  untagged_indicator_code: r.untagged_indicator_code,
  forced_choice_method: r.forced_choice_method as 'ipsative' | 'thurstonian',
  trait_correlations: r.trait_correlations_json ? json<TraitCorrelations>(r.trait_correlations_json) : null,
}));

/**
 * Refuses Thurstonian forced-choice scoring while a block the blueprint would score lacks its
 * parameters (pair thresholds, statement loadings and uniquenesses) or the trait correlations do not
 * fit its traits: the engine's message names the item, and the admin hears it while editing the
 * blueprint instead of the scoring of a participant failing later. Only the blocks are compiled, so
 * a blueprint still being put together is not refused for its other unfinished parts.
 */
async function assertForcedChoiceScorable(ctx: PartContext, stored: StoredBlueprint, field: string) {
  if (stored.settings?.forced_choice_method !== 'thurstonian') return;
  const instrument = await findLiveInstrument(ctx.deps.db, ctx.blueprint.instrument_id);
  if (!instrument) return;
  const content = parseContent(instrument.content_json) as unknown as ScoringContent;
  const built = buildEngineBlueprint(stored, content);
  const blocks = built.items.filter((i): i is ForcedChoiceItem => i.type === 'forced-choice');
  if (blocks.length === 0) return;
  const traits = [...new Set(blocks.flatMap((b) => b.statements.map((s) => s.indicator)))];
  engine(
    () =>
      compileBlueprint({
        id: built.id,
        version: built.version,
        items: blocks,
        indicators: traits.map((id) => ({ id })),
        forcedChoice: built.forcedChoice,
      }),
    field,
  );
}

export const settingsPart = makePart({
  table: 'scoring_blueprint_settings',
  what: 'Blueprint settings',
  columns: ['raw_score_method', 'missing_policy', 'forced_choice_method'],
  searchable: ['raw_score_method', 'missing_policy', 'forced_choice_method'],
  // The input as sent: fields with defaults may be left out by callers inside the server (the seed).
  values: async (ctx, input: Omit<z.input<typeof settingsNewRequest>, 'blueprint_id'>) => {
    if (ctx.others.length) throw conflict(M.settingsExist);
    const code = input.untagged_indicator_code ?? null;
    if (code && !ctx.names.indicators.has(code))
      throw fieldError('untagged_indicator_code', fillMessage(M.unknownCode, { what: M.indicator, code }));
    const method = input.forced_choice_method ?? 'ipsative';
    const correlations = method === 'thurstonian' ? (input.trait_correlations ?? null) : null;
    correlations?.ids.forEach((trait, i) => {
      if (!ctx.names.indicators.has(trait))
        throw fieldError(
          `trait_correlations.ids.${i}`,
          fillMessage(M.unknownCode, { what: M.indicator, code: trait }),
        );
    });
    const settings = {
      raw_score_method: input.raw_score_method ?? 'sum',
      missing_policy: input.missing_policy ?? 'zero',
      untagged_indicator_code: code,
      forced_choice_method: method,
      trait_correlations: correlations,
    };
    await assertForcedChoiceScorable(
      ctx,
      { ...ctx.stored, settings },
      method === 'thurstonian' && correlations ? 'trait_correlations' : 'forced_choice_method',
    );
    return {
      raw_score_method: settings.raw_score_method,
      missing_policy: settings.missing_policy,
      untagged_indicator_code: code,
      forced_choice_method: method,
      trait_correlations_json: correlations ? JSON.stringify(correlations) : null,
    };
  },
  present: presentSettings,
});

const presentDimension = presentPart((r: PartRow<'scoring_blueprint_dimensions'>, names: Names) => ({
  dimension_code: r.dimension_code,
  dimension_name: names.dimensions.get(r.dimension_code) ?? r.dimension_code,
  aggregation: r.aggregation as 'sum' | 'mean',
  indicators: json<WeightedCode[]>(r.indicators_json),
  reliability: numberOrNull(r.reliability),
}));

export const dimensionPart = makePart({
  table: 'scoring_blueprint_dimensions',
  what: 'Blueprint dimension',
  columns: ['dimension_code', 'aggregation'],
  searchable: ['dimension_code'],
  values: async (ctx, input: Fields<typeof blueprintDimensionNewRequest>) => {
    if (!ctx.names.dimensions.has(input.dimension_code))
      throw fieldError(
        'dimension_code',
        fillMessage(M.unknownCode, { what: M.testDimension, code: input.dimension_code }),
      );
    if (ctx.others.some((o) => o.dimension_code === input.dimension_code))
      throw conflict(fillMessage(M.dimensionScored, { code: input.dimension_code }), 'dimension_code');
    if (ctx.stored.groups.some((g) => g.code === input.dimension_code))
      throw conflict(fillMessage(M.groupHasCode, { code: input.dimension_code }), 'dimension_code');
    checkWeights(input.indicators, 'indicators', (c) => ctx.names.indicators.has(c), M.indicator);
    // A new indicator can bring forced-choice blocks into a Thurstonian blueprint: they need parameters.
    const others = new Set(ctx.others.map((o) => o.dimension_code));
    await assertForcedChoiceScorable(
      ctx,
      {
        ...ctx.stored,
        dimensions: [
          ...ctx.stored.dimensions.filter((d) => others.has(d.dimension_code)),
          {
            dimension_code: input.dimension_code,
            dimension_name: input.dimension_code,
            aggregation: input.aggregation,
            indicators: input.indicators,
            reliability: input.reliability ?? null,
          },
        ],
      },
      'indicators',
    );
    return {
      dimension_code: input.dimension_code,
      aggregation: input.aggregation,
      indicators_json: JSON.stringify(input.indicators),
      reliability: input.reliability ?? null,
    };
  },
  present: presentDimension,
  inUse: (ctx, row) => usedBy(ctx, row.dimension_code),
});

/** What refers to a dimension or group dimension code within the blueprint. */
function usedBy(ctx: PartContext, code: string): ServerMessage | null {
  const group = ctx.stored.groups.find((g) => g.dimensions.some((d) => d.code === code));
  if (group) return fillMessage(M.usedByGroup, { code, name: group.name });
  if (ctx.stored.finals.some((f) => f.dimension_code === code))
    return fillMessage(M.hasFinalScores, { code });
  if (ctx.stored.gobs.some((g) => g.target_code === code)) return fillMessage(M.hasGobBands, { code });
  const rule = ctx.stored.characters.find((c) => c.conditions.some((x) => x.dimension === code));
  if (rule) return fillMessage(M.usedByCharacter, { code, name: rule.name });
  return null;
}

const presentGroup = presentPart((r: PartRow<'scoring_group_dimensions'>) => ({
  code: r.code,
  name: r.name,
  aggregation: r.aggregation as 'sum' | 'mean',
  source: r.source as 'raw' | 'z',
  dimensions: json<WeightedCode[]>(r.dimensions_json),
}));

export const groupPart = makePart({
  table: 'scoring_group_dimensions',
  what: 'Group dimension',
  columns: ['code', 'name', 'aggregation', 'source'],
  searchable: ['code', 'name'],
  values: (ctx, input: Fields<typeof groupDimensionNewRequest>) => {
    if (
      ctx.others.some((o) => o.code === input.code) ||
      ctx.stored.dimensions.some((d) => d.dimension_code === input.code)
    )
      throw conflict(fillMessage(M.dimensionCodeTaken, { code: input.code }), 'code');
    if (ctx.others.some((o) => String(o.name).toLowerCase() === input.name.toLowerCase()))
      throw conflict(fillMessage(M.groupNameTaken, { name: input.name }), 'name');
    const dims = new Set(ctx.stored.dimensions.map((d) => d.dimension_code));
    checkWeights(input.dimensions, 'dimensions', (c) => dims.has(c), M.dimension);
    return {
      code: input.code,
      name: input.name,
      aggregation: input.aggregation,
      source: input.source,
      dimensions_json: JSON.stringify(input.dimensions),
    };
  },
  present: presentGroup,
  inUse: (ctx, row) => usedBy(ctx, row.code),
});

const presentCharacter = presentPart((r: PartRow<'scoring_character_blueprints'>) => ({
  type_code: r.type_code,
  name: r.name,
  description: r.description,
  scale: r.scale as 'sten',
  match: r.match as 'all' | 'any',
  conditions: json<Array<{ dimension: string; op: '<'; value: number }>>(r.conditions_json),
  position: r.position,
}));

export const characterPart = makePart({
  table: 'scoring_character_blueprints',
  what: 'Character blueprint',
  columns: ['type_code', 'name', 'scale', 'position'],
  searchable: ['type_code', 'name'],
  values: (ctx, input: Fields<typeof characterNewRequest>) => {
    if (ctx.others.some((o) => String(o.type_code).toLowerCase() === input.type_code.toLowerCase()))
      throw conflict(fillMessage(M.characterCodeTaken, { code: input.type_code }), 'type_code');
    if (ctx.others.some((o) => String(o.name).toLowerCase() === input.name.toLowerCase()))
      throw conflict(fillMessage(M.characterNameTaken, { name: input.name }), 'name');
    const known = profileCodes(ctx);
    input.conditions.forEach((c, i) => {
      if (!known.has(c.dimension))
        throw fieldError(
          `conditions.${i}.dimension`,
          fillMessage(M.unknownCode, { what: M.dimension, code: c.dimension }),
        );
    });
    engine(
      () =>
        validateRuleSet(
          {
            id: input.type_code,
            scale: input.scale,
            rules: [{ type: input.type_code, [input.match]: input.conditions }],
          },
          known,
        ),
      'conditions',
    );
    return {
      type_code: input.type_code,
      name: input.name,
      description: input.description,
      scale: input.scale,
      match: input.match,
      conditions_json: JSON.stringify(input.conditions),
      position: input.position,
    };
  },
  present: presentCharacter,
});

const presentGob = presentPart((r: PartRow<'scoring_gob_blueprints'>) => ({
  target_code: r.target_code,
  scale: r.scale as 'sten',
  bands: json<ScoreBand[]>(r.bands_json),
}));

export const gobPart = makePart({
  table: 'scoring_gob_blueprints',
  what: 'Gob blueprint',
  columns: ['target_code', 'scale'],
  searchable: ['target_code'],
  values: (ctx, input: Fields<typeof gobNewRequest>) => {
    if (!profileCodes(ctx).has(input.target_code))
      throw fieldError(
        'target_code',
        fillMessage(M.unknownCode, { what: M.dimension, code: input.target_code }),
      );
    if (ctx.others.some((o) => o.target_code === input.target_code))
      throw conflict(fillMessage(M.gobExists, { code: input.target_code }), 'target_code');
    checkBands(engineIds.gob(input.target_code), input.scale, input.bands);
    return { target_code: input.target_code, scale: input.scale, bands_json: JSON.stringify(input.bands) };
  },
  present: presentGob,
});

const presentFinal = presentPart((r: PartRow<'scoring_final_scores'>) => ({
  dimension_code: r.dimension_code,
  norm_group: r.norm_group,
  method: r.method as 'table' | 'parametric',
  scale_kind: r.scale_kind as 'sten',
  rows: json<Array<{ raw_min: number; raw_max: number; scaled: number; percentile?: number | null }>>(
    r.rows_json,
  ),
  mean: numberOrNull(r.mean),
  sd: numberOrNull(r.sd),
  n: Number(r.n),
  norm_date: r.norm_date,
  norm_version: r.norm_version,
  raw_step: Number(r.raw_step),
}));

export const finalScorePart = makePart({
  table: 'scoring_final_scores',
  what: 'Final score',
  columns: ['dimension_code', 'norm_group', 'method', 'scale_kind', 'n', 'norm_date', 'norm_version'],
  searchable: ['dimension_code', 'norm_group'],
  values: (ctx, input: Fields<typeof finalScoreNewRequest>) => {
    if (!profileCodes(ctx).has(input.dimension_code))
      throw fieldError(
        'dimension_code',
        fillMessage(M.unknownCode, { what: M.dimension, code: input.dimension_code }),
      );
    if (
      ctx.others.some(
        (o) =>
          o.dimension_code === input.dimension_code &&
          String(o.norm_group).toLowerCase() === input.norm_group.toLowerCase(),
      )
    ) {
      throw conflict(
        fillMessage(M.finalExists, { code: input.dimension_code, group: input.norm_group }),
        'norm_group',
      );
    }
    const problems = finalScoreProblems(input);
    if (problems.length) {
      const field = input.method === 'table' ? 'rows' : 'sd';
      throw fieldError(field, joinMessages(problems, '; '));
    }
    return {
      dimension_code: input.dimension_code,
      norm_group: input.norm_group,
      method: input.method,
      scale_kind: input.scale_kind,
      rows_json: JSON.stringify(input.method === 'table' ? input.rows : []),
      mean: input.method === 'parametric' ? input.mean : null,
      sd: input.method === 'parametric' ? input.sd : null,
      n: input.n,
      norm_date: input.norm_date,
      norm_version: input.norm_version,
      raw_step: input.raw_step,
    };
  },
  present: presentFinal,
});

const presentIndicatorScore = presentPart((r: PartRow<'scoring_indicator_scores'>, names: Names) => ({
  indicator_code: r.indicator_code,
  indicator_name: names.indicators.get(r.indicator_code) ?? r.indicator_code,
  bands: json<ScoreBand[]>(r.bands_json),
}));

export const indicatorScorePart = makePart({
  table: 'scoring_indicator_scores',
  what: 'Indicator score',
  columns: ['indicator_code'],
  searchable: ['indicator_code'],
  values: (ctx, input: Fields<typeof indicatorScoreNewRequest>) => {
    if (!ctx.names.indicators.has(input.indicator_code))
      throw fieldError(
        'indicator_code',
        fillMessage(M.unknownCode, { what: M.indicator, code: input.indicator_code }),
      );
    if (ctx.others.some((o) => o.indicator_code === input.indicator_code))
      throw conflict(fillMessage(M.indicatorBandsExist, { code: input.indicator_code }), 'indicator_code');
    checkBands(engineIds.indicatorBands(input.indicator_code), 'raw', input.bands);
    return { indicator_code: input.indicator_code, bands_json: JSON.stringify(input.bands) };
  },
  present: presentIndicatorScore,
});

/**
 * Reads an uploaded norm table (.csv or .xlsx, told apart by content) into preview rows, their
 * problems in the reader's language.
 */
export async function importNormTable(
  file: UploadedFile,
  language: MessageLanguage,
): Promise<NormImportResponse> {
  try {
    return normRowsFromCells(await readTableFile(file.buffer), language);
  } catch (err) {
    if (err instanceof NormFileError)
      throw new AppError(400, fieldMessage('file', err.text), { field: 'file' });
    throw err;
  }
}
