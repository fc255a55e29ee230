import {
  type EvidenceAnalysisDetail,
  type EvidenceAnalysisNewRequest,
  type EvidenceAnalysisRow,
  type EvidenceMakeUp,
  type EvidenceSample,
  evidenceSample,
  ITEM_ANALYSIS_ONLY,
} from '@asesa/contracts';
import { type CalibrationModel, type DifComparison, ENGINE_VERSION, isScoringError } from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import { nowIso } from '../../lib/clock';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { accommodationKindsOf } from '../accommodations/accommodations.service';
import { sectorCompact } from '../accounts/sectors.service';
import { parseContent } from '../instruments/instrument-content';
import { visibleProjects } from '../projects/projects.service';
import { currentDefinitionOfInstrument } from '../scoring-blueprints/blueprint-definitions.service';
import {
  ACCOMMODATION_DIF,
  AccommodationTally,
  accommodationOf,
  compareScores,
} from './accommodation-comparison';
import { type PackedSample, startAnalysisThread } from './analysis-thread';
import { defaultDifComparisons } from './dif-defaults';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import {
  countSample,
  findAnalysisRecord,
  findLiveInstrument,
  findPublishedVersion,
  findVersionContent,
  findVisibleAnalysis,
  insertAnalysis,
  listAnswersOf,
  listItemViewsOf,
  listJoinedAnswersOf,
  listSample,
  listVisibleAnalyses,
  type SampleFilter,
  updateAnalysis,
} from './evidence.repository';
import { ANSWER_FIELD, ANSWER_RECORD, SampleBuilder } from './evidence-input';
import { type EvidenceInput, evidenceItemsOf, itemLabelsOf } from './evidence-items';
import { groupsOf, MakeUpTally } from './evidence-make-up';
import { reliabilityWarnings } from './evidence-reliability-check';
import { resultForAnswer, studyReliability } from './stored-result';

export const EVIDENCE_ANALYSIS_JOB = 'evidence-analysis';

/**
 * Who reads an analysis's sample: the consultant account it was limited to (as a consultant of
 * that account would), or everything (as an admin would). The job runs without the user who asked,
 * so the scope stored with the analysis is what limits it.
 */
export function sampleReader(scopeConsultantId: number | null): Actor {
  return {
    userId: 0,
    role: scopeConsultantId === null ? 'admin' : 'consultant',
    name: 'evidence analysis',
    email: '',
    consultantId: scopeConsultantId,
    corporateId: null,
    isAgreeTnc: true,
  };
}

/** The consultant account an actor's analyses belong to; null for admins (they see all). */
export function scopeOf(actor: Actor): number | null {
  if (actor.role === 'admin') return null;
  if (actor.role === 'consultant' && actor.consultantId) return actor.consultantId;
  throw forbidden(E.analystsOnly);
}

/** The day after an ISO date (yyyy-mm-dd), as the first instant not in it (UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The sector and its sub-sectors, among those the reader may see (404 for any other). */
async function sectorWithChildren(deps: Deps, reader: Actor, sectorId: number): Promise<number[]> {
  const sectors = await sectorCompact(deps, reader);
  if (!sectors.some((s) => s.id === sectorId)) throw notFound('Sector');
  const ids = new Set([sectorId]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const s of sectors)
      if (s.parent_id !== null && ids.has(s.parent_id) && !ids.has(s.id)) {
        ids.add(s.id);
        grown = true;
      }
  }
  return [...ids];
}

export async function sampleFilterOf(
  deps: Deps,
  reader: Actor,
  versionId: number,
  sample: EvidenceSample,
): Promise<SampleFilter> {
  return {
    versionId,
    reader,
    projectIds: sample.project_ids,
    from: sample.from ? `${sample.from}T00:00:00.000Z` : undefined,
    before: sample.to ? dayAfter(sample.to) : undefined,
    sectorIds: sample.sector_id ? await sectorWithChildren(deps, reader, sample.sector_id) : undefined,
  };
}

/**
 * Starts an analysis: checks the instrument version, the model against its items and the sample
 * against what the actor may see (a project or sector of another tenant answers 404, as an unknown
 * one does), records the analysis and queues the job that runs it.
 */
export async function startAnalysis(
  deps: Deps,
  actor: Actor,
  input: EvidenceAnalysisNewRequest,
): Promise<{ analysis_id: number; job_id: number }> {
  const scope = scopeOf(actor);
  const instrument = await findLiveInstrument(deps.db, input.instrument_id);
  const unknownInstrument = () =>
    fieldError('instrument_id', fillMessage(E.instrumentUnknown, { id: input.instrument_id }));
  if (!instrument) throw unknownInstrument();
  const version = await findPublishedVersion(deps.db, instrument.id, input.instrument_version);
  if (!version)
    throw input.instrument_version === undefined
      ? unknownInstrument()
      : fieldError(
          'instrument_version',
          fillMessage(E.versionUnknown, { id: input.instrument_id, version: input.instrument_version }),
        );
  const { items } = evidenceItemsOf(parseContent(version.content_json));
  if (items.length < 2) throw fieldError('instrument_id', E.tooFewItems);
  const allKeyed = items.every((i) => i.scoring === 'keyed');
  const model = input.model ?? (allKeyed ? '2PL' : 'GRM');
  // Item analysis alone takes rating items as they are; every IRT model but the GRM needs keyed ones.
  if (model !== 'GRM' && model !== ITEM_ANALYSIS_ONLY && !allKeyed)
    throw fieldError('model', fillMessage(E.modelNeedsKeyed, { model }));
  if (input.guessing_prior !== undefined && model !== '3PL')
    throw fieldError('guessing_prior', fillMessage(E.priorNeeds3pl, { model }));
  if (input.compare_models && (model === 'GRM' || model === ITEM_ANALYSIS_ONLY))
    throw fieldError('compare_models', fillMessage(E.comparisonNeedsKeyed, { model }));
  const options: CalibrationChoices = {
    ...(input.guessing_prior === false ? { guessing_prior: false } : {}),
    ...(input.compare_models ? { compare_models: true } : {}),
  };

  const sample = input.sample;
  const projectIds = [...new Set(sample.project_ids ?? [])];
  if (projectIds.length) {
    const visible = await visibleProjects(deps, actor)
      .select('p.id')
      .where('p.id', 'in', projectIds)
      .execute();
    if (visible.length !== projectIds.length) throw notFound('Project');
  }
  const stored: EvidenceSample = { ...sample, ...(sample.project_ids ? { project_ids: projectIds } : {}) };
  const filter = await sampleFilterOf(deps, sampleReader(scope), version.id, stored);
  if ((await countSample(deps.db, filter)) < 2) throw fieldError('sample', E.sampleTooSmall);

  const analysisId = await insertAnalysis(deps.db, {
    instrument_id: instrument.id,
    instrument_version: version.version,
    instrument_version_id: version.id,
    model,
    options_json: JSON.stringify(options),
    sample_json: JSON.stringify(stored),
    // null: the default comparison, chosen by the job once it knows who the sample holds.
    dif_json: JSON.stringify(input.dif ?? null),
    status: 'queued',
    progress: 0,
    step: 'queued',
    n: null,
    make_up_json: null,
    result_json: null,
    engine_version: ENGINE_VERSION,
    error: null,
    job_id: null,
    created_by: actor.userId,
    scope_consultant_id: scope,
    created_at: nowIso(),
    finished_at: null,
  });
  const jobId = await deps.jobs.enqueue(EVIDENCE_ANALYSIS_JOB, { analysisId });
  await updateAnalysis(deps.db, analysisId, { job_id: jobId });
  return { analysis_id: analysisId, job_id: jobId };
}

type StoredRow = NonNullable<Awaited<ReturnType<typeof findVisibleAnalysis>>>;

/** What an analysis stores of its calibration choices: only what differs from the defaults. */
interface CalibrationChoices {
  guessing_prior?: false;
  compare_models?: true;
}

/** The engine's options for an analysis's calibration choices. */
function calibrationOptionsOf(optionsJson: string) {
  const choices = choicesOf(optionsJson);
  return { guessingPrior: choices.guessing_prior, compareModels: choices.compare_models };
}

/** An analysis's calibration choices, its defaults filled in. */
function choicesOf(optionsJson: string): { guessing_prior: boolean; compare_models: boolean } {
  const stored = JSON.parse(optionsJson) as CalibrationChoices;
  return { guessing_prior: stored.guessing_prior !== false, compare_models: stored.compare_models === true };
}

function rowOf(
  r: Omit<StoredRow, 'instrument_version_id' | 'make_up_json' | 'result_json' | 'accommodation_json'>,
): EvidenceAnalysisRow {
  const parsed = evidenceSample.safeParse(JSON.parse(r.sample_json));
  return {
    id: r.id,
    instrument_id: r.instrument_id,
    instrument_name: r.instrument_name,
    instrument_version: r.instrument_version,
    model: r.model,
    ...choicesOf(r.options_json),
    sample: parsed.success ? parsed.data : {},
    status: r.status,
    progress: Number(r.progress),
    step: r.step,
    n: r.n === null ? null : Number(r.n),
    engine_version: r.engine_version,
    error: r.error,
    created_by_name: r.created_by_name ?? '',
    created_at: r.created_at,
    finished_at: r.finished_at,
  };
}

/** An instrument's analyses that the actor may see, newest first. */
export async function listAnalyses(
  deps: Deps,
  actor: Actor,
  input: { instrument_id: number },
): Promise<{ rows: EvidenceAnalysisRow[] }> {
  const scope = scopeOf(actor);
  if (!(await findLiveInstrument(deps.db, input.instrument_id))) throw notFound('Instrument');
  const rows = await listVisibleAnalyses(deps.db, scope, input.instrument_id);
  return { rows: rows.map(rowOf) };
}

/** One analysis with its sample's make-up and the engine's result (404 when not the actor's to see). */
export async function analysisDetail(
  deps: Deps,
  actor: Actor,
  input: { analysis_id: number },
  /** The API answer sends a finished result as the text it was stored as; the server's own readers parse it. */
  resultAs: 'parsed' | 'stored-text' = 'parsed',
): Promise<EvidenceAnalysisDetail> {
  const row = await findVisibleAnalysis(deps.db, scopeOf(actor), input.analysis_id);
  if (!row) throw notFound('Analysis');
  const version = await findVersionContent(deps.db, row.instrument_version_id);
  const analysis = rowOf(row);
  const projectIds = analysis.sample.project_ids ?? [];
  const projects = projectIds.length
    ? await visibleProjects(deps, actor).select(['p.id', 'p.name']).where('p.id', 'in', projectIds).execute()
    : [];
  return {
    ...analysis,
    make_up: row.make_up_json ? JSON.parse(row.make_up_json) : null,
    result:
      resultAs === 'stored-text'
        ? resultForAnswer(row, row.result_json)
        : row.result_json
          ? JSON.parse(row.result_json)
          : null,
    project_names: Object.fromEntries(projects.map((p) => [String(p.id), p.name])),
    accommodation: row.accommodation_json ? JSON.parse(row.accommodation_json) : null,
    item_labels: version ? itemLabelsOf(parseContent(version.content_json)) : {},
    reliability_warnings:
      row.status === 'done'
        ? reliabilityWarnings(await currentDefinitionOfInstrument(deps, row.instrument_id), {
            reliability: studyReliability(row, row.result_json),
          })
        : [],
  };
}

/** Persons whose answers are read at a time: a few queries per thousand, and the IN lists stay well in bounds. */
const PAGE_SIZE = 1000;

type SampleRow = Awaited<ReturnType<typeof listSample>>[number];

/** The answers (joined, a row per submission) and item views of one page of the sample. */
async function answersOfPage(deps: Deps, page: readonly SampleRow[]) {
  const ids = page.map((p) => p.submission_id);
  const [answers, views, accommodations] = await Promise.all([
    listJoinedAnswersOf(deps.db, ids, { field: ANSWER_FIELD, record: ANSWER_RECORD }),
    listItemViewsOf(deps.db, ids),
    accommodationKindsOf(deps, [...new Set(page.map((p) => Number(p.participant_id)))]),
  ]);
  return { answers, views, accommodations };
}

/**
 * Reads the sample into the packed rows the engine's thread takes, counting its make-up as it
 * goes: its persons in one query, their answers a page of persons at a time, keeping nothing of
 * anyone but their scores, choices, seconds and groups. `onRead` is told the share read after
 * each page.
 */
export async function readSample(
  deps: Deps,
  input: EvidenceInput,
  filter: SampleFilter,
  onRead: (share: number) => void,
): Promise<{ sample: PackedSample; tally: MakeUpTally; accommodation: AccommodationTally }> {
  const rows = await listSample(deps.db, filter);
  const builder = new SampleBuilder(input, rows.length);
  const tally = new MakeUpTally();
  const accommodation = new AccommodationTally();
  const pages: SampleRow[][] = [];
  for (let from = 0; from < rows.length; from += PAGE_SIZE) pages.push(rows.slice(from, from + PAGE_SIZE));
  let next = pages.length ? answersOfPage(deps, pages[0]) : null;
  for (let at = 0; at < pages.length; at++) {
    const { answers, views, accommodations } = await (next as ReturnType<typeof answersOfPage>);
    // The next page's answers are asked for before this one's are split: PostgreSQL works on them
    // meanwhile. Its failure is thrown when it is awaited (not reported as unhandled before).
    next = at + 1 < pages.length ? answersOfPage(deps, pages[at + 1]) : null;
    next?.catch(() => {});
    const joinedOf = new Map(answers.map((a) => [a.submission_id, a]));
    const viewsOf = groupBy(views, (v) => v.submission_id);
    for (const p of pages[at]) {
      const kinds = accommodations.get(Number(p.participant_id));
      const groups = groupsOf(p, kinds !== undefined);
      tally.add(p, groups);
      accommodation.add(kinds);
      const viewed = viewsOf.get(p.submission_id);
      const shown = viewed ? new Map(viewed.map((v) => [v.item_id, v.shown_at])) : null;
      const joined = joinedOf.get(p.submission_id);
      if (!joined) builder.addAnswers([], shown, p.started_at, groups);
      else if (!builder.addJoined(joined.answers, Number(joined.count), shown, p.started_at, groups))
        // A stored value holding a separator: this person's answers are read a row each.
        builder.addAnswers(await listAnswersOf(deps.db, [p.submission_id]), shown, p.started_at, groups);
    }
    onRead(builder.size / rows.length);
  }
  return { sample: builder.sample(), tally, accommodation };
}

/** Share of the progress bar for reading the sample; the engine's steps fill the rest. */
const SAMPLE_SHARE = 0.2;
/** Progress is written at most this often: the engine reports every EM cycle. */
const PROGRESS_EVERY_MS = 500;

/**
 * Writes an analysis's progress (to its row and to its job) at most every PROGRESS_EVERY_MS, one
 * write at a time; the last progress wins. Closed before the final status is written, so a late
 * progress report cannot overwrite it.
 */
function progressWriter(deps: Deps, analysisId: number, report: JobReport) {
  let last = 0;
  let pending: { progress: number; step: string } | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  const write = () => {
    if (!pending || closed) return;
    const { progress, step } = pending;
    pending = null;
    last = Date.now();
    writing = writing
      .then(async () => {
        await updateAnalysis(deps.db, analysisId, { progress, step });
        await report(progress);
      })
      .catch(() => {}); // progress is a courtesy: a failed write must not fail the analysis
  };
  return {
    set(fraction: number, step: string) {
      pending = { progress: Math.max(0, Math.min(99, Math.floor(fraction * 100))), step };
      if (Date.now() - last >= PROGRESS_EVERY_MS) write();
    },
    async close() {
      closed = true;
      await writing;
    },
  };
}

/**
 * The job: reads the sample (counting its make-up as it goes, keeping only scores, times and groups),
 * runs the engine in a thread of its own while writing its progress, and stores the make-up and
 * the result. When the engine refuses the data (too few persons, say), the analysis fails with the
 * engine's reason; other failures are retried by the queue.
 */
export async function evidenceAnalysisJob(
  deps: Deps,
  payload: { analysisId: number },
  report: JobReport,
): Promise<void> {
  const row = await findAnalysisRecord(deps.db, payload.analysisId);
  if (!row) throw new Error(`evidence analysis ${payload.analysisId} not found`);
  if (row.status === 'done') return;
  const progress = progressWriter(deps, row.id, report);
  // Kept once the whole sample is read, so an analysis the engine refuses still says who it held.
  let makeUp: EvidenceMakeUp | null = null;
  // Started now, it loads the engine while the sample is read.
  const thread = startAnalysisThread();
  try {
    await updateAnalysis(deps.db, row.id, { status: 'running', progress: 0, step: 'sample', error: null });
    const version = await findVersionContent(deps.db, row.instrument_version_id);
    if (!version) throw new Error(`instrument version ${row.instrument_version_id} not found`);
    const input = evidenceItemsOf(parseContent(version.content_json));
    const sample = evidenceSample.parse(JSON.parse(row.sample_json));
    const filter = await sampleFilterOf(
      deps,
      sampleReader(row.scope_consultant_id),
      row.instrument_version_id,
      sample,
    );
    const {
      sample: packed,
      tally,
      accommodation,
    } = await readSample(deps, input, filter, (share) => progress.set(SAMPLE_SHARE * share, 'sample'));
    makeUp = tally.result();
    // Read before the sample's arrays move to the engine's thread.
    const scores = compareScores(input.items, packed, accommodation);
    const stored = JSON.parse(row.dif_json) as DifComparison[] | null;
    const byAccommodation = accommodation.difComparison();
    const dif = [
      ...(stored ?? defaultDifComparisons(tally.groupCounts())).filter(
        (c) => c.variable !== ACCOMMODATION_DIF.variable,
      ),
      ...(byAccommodation ? [byAccommodation] : []),
    ];
    const result = await thread.run(
      {
        items: input.items,
        sample: packed,
        options:
          row.model === ITEM_ANALYSIS_ONLY
            ? { calibrate: false, dif }
            : {
                model: (row.model ?? undefined) as CalibrationModel | undefined,
                ...calibrationOptionsOf(row.options_json),
                dif,
              },
      },
      (fraction, step) => progress.set(SAMPLE_SHARE + (1 - SAMPLE_SHARE) * fraction, step),
    );
    await progress.close();
    await updateAnalysis(deps.db, row.id, {
      status: 'done',
      progress: 100,
      step: 'done',
      n: result.n,
      dif_json: JSON.stringify(dif),
      make_up_json: JSON.stringify(makeUp),
      result_json: JSON.stringify(result),
      accommodation_json: JSON.stringify(accommodationOf(accommodation, scores, result)),
      engine_version: result.engineVersion,
      finished_at: nowIso(),
    });
  } catch (err) {
    thread.stop();
    await progress.close();
    await updateAnalysis(deps.db, row.id, {
      status: 'failed',
      step: 'failed',
      ...(makeUp ? { n: makeUp.n, make_up_json: JSON.stringify(makeUp) } : {}),
      error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
      finished_at: nowIso(),
    });
    if (!isScoringError(err)) throw err;
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
