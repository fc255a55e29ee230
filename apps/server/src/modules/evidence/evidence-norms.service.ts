import {
  type BlueprintDefinition,
  blueprintDefinition,
  DEFAULT_NORM_GROUP,
  type EvidenceNormsPreviewResponse,
  type EvidenceNormsSaveRequest,
  type EvidenceNormsSaveResponse,
  evidenceSample,
  MIN_NORM_SAMPLE,
  type NormDimensionPreview,
  type NormSummary,
} from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/errors';
import {
  fillMessage,
  isServerMessage,
  joinMessages,
  type MessageLanguage,
  type ServerMessage,
} from '../../lib/server-messages';
import { currentDefinitionOfInstrument } from '../scoring-blueprints/blueprint-definitions.service';
import { blueprintVersion, keepBlueprintVersion } from '../scoring-blueprints/blueprint-versions';
import {
  type FinalScoreColumns,
  listLiveFinalScores,
  raiseBlueprintVersionFrom,
  writeFinalScores,
} from '../scoring-blueprints/final-scores.service';
import { finalScoreProblems } from '../scoring-blueprints/norm-tables';
import { loadStoredBlueprint } from '../scoring-blueprints/stored-blueprint';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import { findAnalysisRecord, findVisibleAnalysis, listSamplePage } from './evidence.repository';
import { sampleFilterOf, sampleReader, scopeOf } from './evidence.service';
import { listBlueprintResultsOf } from './evidence-norms.repository';
import { nextNormVersion, proposeNorm, sampleStats } from './proposed-norm';

/** Participants read per page, as the analysis job reads them. */
const PAGE_SIZE = 1000;

type Final = BlueprintDefinition['finals'][number];

/** What both calls start from: the analysis, the blueprint in use and the sample's raw scores. */
interface NormBasis {
  analysis: { id: number; instrument_id: number; instrument_version: number; make_up_json: string | null };
  definition: BlueprintDefinition;
  scored: number;
  /** Raw scores per dimension code, one per scored participant who has that dimension. */
  raws: Map<string, number[]>;
}

/**
 * Reads an analysis the actor may see (404 otherwise) that is done, the blueprint its instrument
 * is scored with today, and the raw scores of its sample's participants from their stored results
 * (as the analysis's own scope reads them); refuses a sample with too few scored participants.
 */
async function normBasis(deps: Deps, actor: Actor, analysisId: number): Promise<NormBasis> {
  const visible = await findVisibleAnalysis(deps.db, scopeOf(actor), analysisId);
  if (!visible) throw notFound('Analysis');
  if (visible.status !== 'done')
    throw fieldError('analysis_id', fillMessage(E.normsNotDone, { id: analysisId, status: visible.status }));
  const record = await findAnalysisRecord(deps.db, analysisId);
  if (!record) throw notFound('Analysis');
  const definition = await currentDefinitionOfInstrument(deps, record.instrument_id);
  if (!definition)
    throw fieldError('analysis_id', fillMessage(E.normsNoBlueprint, { instrument: visible.instrument_name }));

  const parsed = evidenceSample.safeParse(JSON.parse(record.sample_json));
  const filter = await sampleFilterOf(
    deps,
    sampleReader(record.scope_consultant_id),
    record.instrument_version_id,
    parsed.success ? parsed.data : {},
  );
  const codes = definition.dimensions.map((d) => d.dimension_code);
  const raws = new Map(codes.map((c) => [c, [] as number[]]));
  let scored = 0;
  for (let after = 0; ; ) {
    const page = await listSamplePage(deps.db, filter, after, PAGE_SIZE);
    if (!page.length) break;
    const results = await listBlueprintResultsOf(
      deps.db,
      page.map((p) => p.submission_id),
      definition.id,
    );
    for (const r of results) {
      scored++;
      const dimensions = (JSON.parse(r.result_json) as { dimensions?: Record<string, { raw?: unknown }> })
        .dimensions;
      for (const code of codes) {
        const raw = dimensions?.[code]?.raw;
        if (typeof raw === 'number' && Number.isFinite(raw)) raws.get(code)?.push(raw);
      }
    }
    after = page[page.length - 1].submission_id;
  }
  if (scored < MIN_NORM_SAMPLE)
    throw fieldError(
      'sample',
      fillMessage(scored === 1 ? E.normsTooFewOne : E.normsTooFewMany, { n: scored, min: MIN_NORM_SAMPLE }),
    );
  return { analysis: record, definition, scored, raws };
}

/** Norm groups are told apart without regard to case, as the blueprint's final scores are. */
const sameGroup = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const groupKey = (code: string, group: string) => `${code}\n${group.toLowerCase()}`;

/** The final score a dimension is scored with: the group asked for, else the default, else the first. */
function finalOf(definition: BlueprintDefinition, code: string, normGroup?: string): Final | undefined {
  const mine = definition.finals.filter((f) => f.dimension_code === code);
  return normGroup
    ? mine.find((f) => sameGroup(f.norm_group, normGroup))
    : (mine.find((f) => f.norm_group === DEFAULT_NORM_GROUP) ?? mine[0]);
}

const today = () => nowIso().slice(0, 10);

/** One dimension's sample, its norm today and the norm the sample makes in the given group. */
function dimensionPreview(
  basis: NormBasis,
  dimension: BlueprintDefinition['dimensions'][number],
  normGroup?: string,
): Omit<NormDimensionPreview, 'problem'> & { problem: ServerMessage | null; replaced: Final | undefined } {
  const code = dimension.dimension_code;
  const values = basis.raws.get(code) ?? [];
  const current = finalOf(basis.definition, code);
  const replaced = normGroup ? finalOf(basis.definition, code, normGroup) : current;
  const base = replaced ?? current;
  const proposal =
    values.length < MIN_NORM_SAMPLE
      ? fillMessage(values.length === 1 ? E.normTooFewScoresOne : E.normTooFewScoresMany, {
          n: values.length,
          min: MIN_NORM_SAMPLE,
        })
      : proposeNorm(values, {
          scaleKind: base?.scale_kind ?? 'sten',
          rawStep: base?.raw_step ?? 1,
          normGroup: replaced?.norm_group ?? normGroup ?? current?.norm_group ?? DEFAULT_NORM_GROUP,
          normVersion: nextNormVersion(replaced?.norm_version),
          normDate: today(),
          cover: base?.rows.length
            ? { min: base.rows[0].raw_min, max: base.rows[base.rows.length - 1].raw_max }
            : undefined,
        });
  return {
    dimension_code: code,
    dimension_name: dimension.dimension_name,
    sample: sampleStats(values),
    current: current ? summaryOf(current) : null,
    proposed: isServerMessage(proposal) ? null : proposal,
    problem: isServerMessage(proposal) ? proposal : null,
    replaced,
  };
}

const summaryOf = (f: Final): NormSummary => ({
  norm_group: f.norm_group,
  method: f.method,
  scale_kind: f.scale_kind,
  rows: f.rows,
  mean: f.mean,
  sd: f.sd,
  n: f.n,
  norm_date: f.norm_date,
  norm_version: f.norm_version,
  raw_step: f.raw_step,
});

/**
 * evidence/norms/preview: each dimension of the blueprint in use, its sample beside its norm (why
 * no norm can be made, in the reader's language).
 */
export async function previewNorms(
  deps: Deps,
  actor: Actor,
  input: { analysis_id: number },
  language: MessageLanguage,
): Promise<EvidenceNormsPreviewResponse> {
  const basis = await normBasis(deps, actor, input.analysis_id);
  const { analysis, definition } = basis;
  return {
    analysis_id: analysis.id,
    instrument_id: analysis.instrument_id,
    instrument_version: analysis.instrument_version,
    blueprint: { id: definition.id, name: definition.name, version: definition.version },
    scored_n: basis.scored,
    minimum_n: MIN_NORM_SAMPLE,
    make_up: analysis.make_up_json ? JSON.parse(analysis.make_up_json) : null,
    dimensions: definition.dimensions.map((d) => {
      const { replaced: _, problem, ...preview } = dimensionPreview(basis, d);
      return { ...preview, problem: problem?.[language] ?? null };
    }),
  };
}

/**
 * A proposed norm as its final score's columns, as quiz-scorings/final-scores stores one. A table
 * scores by its rows alone (the engine reads no mean or SD of it), so the sample's mean and SD are
 * kept beside the rows: they describe the norm group in the blueprint and the technical manual.
 */
const finalScoreColumns = (code: string, norm: NormSummary): FinalScoreColumns => ({
  dimension_code: code,
  norm_group: norm.norm_group,
  method: norm.method,
  scale_kind: norm.scale_kind,
  rows_json: JSON.stringify(norm.method === 'table' ? norm.rows : []),
  mean: norm.mean,
  sd: norm.sd,
  n: norm.n,
  norm_date: norm.norm_date,
  norm_version: norm.norm_version,
  raw_step: norm.raw_step,
});

/**
 * evidence/norms/save: writes the sample's norms as the blueprint's final scores of the chosen
 * dimensions (a new norm version each, dated today, N the sample's) in one transaction that raises
 * the blueprint's version once, so one save is one version however many dimensions it writes.
 * The version before is kept first, so results scored with it can still be traced to their norms;
 * the new one is kept as it is written, and new scorings and recalculations use it. A blueprint
 * changed by someone else while this call ran is refused: the norms were built from the old one.
 */
export async function saveNorms(
  deps: Deps,
  actor: Actor,
  input: EvidenceNormsSaveRequest,
): Promise<EvidenceNormsSaveResponse> {
  const basis = await normBasis(deps, actor, input.analysis_id);
  const { definition } = basis;
  const codes = [...new Set(input.dimension_codes)];
  const previews = codes.map((code, i) => {
    const dimension = definition.dimensions.find((d) => d.dimension_code === code);
    const field = `dimension_codes.${i}`;
    if (!dimension) throw fieldError(field, fillMessage(E.normsUnknownDimension, { code }));
    const preview = dimensionPreview(basis, dimension, input.norm_group);
    const proposed = preview.proposed;
    if (!proposed)
      throw fieldError(field, fillMessage(E.normsNoProposal, { code, why: preview.problem ?? E.noProposal }));
    // Checked before anything is written, so a refused dimension leaves the others unsaved too.
    const problems = finalScoreProblems({ dimension_code: code, ...proposed });
    if (problems.length)
      throw fieldError(field, fillMessage(E.normsNoProposal, { code, why: joinMessages(problems, '; ') }));
    return { code, proposed, replaced: preview.replaced };
  });

  await blueprintVersion(deps, { id: definition.id, version: definition.version });
  const version = await deps.db.transaction().execute(async (trx) => {
    const raised = await raiseBlueprintVersionFrom(trx, definition.id, definition.version);
    if (!raised) throw conflict(E.blueprintChanged);
    const ids = new Map(
      (await listLiveFinalScores(trx, definition.id)).map((f) => [
        groupKey(f.dimension_code, f.norm_group),
        f.id,
      ]),
    );
    const update: Array<{ id: number; values: FinalScoreColumns }> = [];
    const insert: FinalScoreColumns[] = [];
    for (const { code, proposed } of previews) {
      const values = finalScoreColumns(code, proposed);
      const id = ids.get(groupKey(code, proposed.norm_group));
      if (id !== undefined) update.push({ id, values });
      else insert.push(values);
    }
    await writeFinalScores(trx, definition.id, { update, insert });
    const stored = await loadStoredBlueprint(
      { ...deps, db: trx },
      { id: definition.id, name: raised.name, version: raised.version },
    );
    await keepBlueprintVersion(trx, blueprintDefinition.parse(stored));
    return raised.version;
  });
  return {
    blueprint_id: definition.id,
    blueprint_version: version,
    saved: previews.map(({ code, proposed, replaced }) => ({
      dimension_code: code,
      norm_group: proposed.norm_group,
      norm_version: proposed.norm_version,
      previous_norm_version: replaced?.norm_version ?? null,
      n: proposed.n,
      norm_date: proposed.norm_date,
    })),
  };
}
