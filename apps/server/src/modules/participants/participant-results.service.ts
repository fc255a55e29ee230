import type { BandTranslations, BlueprintDefinition, DimensionTranslations } from '@asesa/contracts';
import {
  type AbilitySummaryRow,
  type CompetenceResult,
  type DimensionResult,
  INTEGRITY_TIMELINE_MAX,
  type InstrumentResult,
  type IntegritySummary,
  type JobFitResultView,
  type ParticipantResults,
  translated,
  WEBCAM_SNAPSHOT_KIND,
} from '@asesa/contracts';
import type { EntityScore, ScoreResult } from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { competenceTranslationsByIds } from '../competences/competences.service';
import { withInstrumentNamesIn } from '../instruments/instrument-names';
import {
  type EvidenceReliability,
  evidenceAlphaOf,
  evidenceReliabilityFor,
} from '../instruments/instrument-reliability.service';
import { engineIds } from '../scoring-blueprints/blueprint-builder';
import { blueprintTranslationsByIds } from '../scoring-blueprints/scoring-blueprints.service';
import { dimensionTexts } from '../test-dimensions/test-dimensions.service';
import {
  countProctoringEventsByKind,
  findAtsOrigin,
  findParticipantProfile,
  findProctoringLevel,
  listKeptBlueprintVersions,
  listLatestActivities,
  listLatestProctoringEvents,
  listStoredResults,
  listSubmissionContents,
} from './participants.repository';
import { type StoredCompetence, stenBandOf } from './stored-scores';

export const INTEGRITY_NOTE =
  'These browser events are evidence for a reviewer to weigh, never a verdict: a hidden tab or a ' +
  'lost focus has many innocent causes. Look at them together with the answers before concluding anything.';

async function participantOr404(deps: Deps, actor: Actor, participantId: number) {
  const p = await findParticipantProfile(deps.db, actor, participantId);
  if (!p) throw notFound('Participant');
  return p;
}

/** The stored results of a participant in test order, with instrument and blueprint names. */
/** A participant's stored result with its parsed engine output. */
type StoredResult = Awaited<ReturnType<typeof storedResults>>[number];

async function storedResults(deps: Deps, participantId: number) {
  const rows = await listStoredResults(deps.db, participantId);
  const definitions = await keptDefinitions(deps, rows);
  return rows.map((r) => ({
    ...r,
    result: JSON.parse(r.result_json) as ScoreResult,
    meta: dimensionMetaOf(
      r.blueprint_id === null ? undefined : definitions.get(`${r.blueprint_id}:${r.blueprint_version}`),
    ),
  }));
}

/** The blueprint versions that scored these results, as kept when they scored (one query). */
async function keptDefinitions(
  deps: Deps,
  rows: ReadonlyArray<{ blueprint_id: number | null; blueprint_version: number | null }>,
): Promise<Map<string, BlueprintDefinition>> {
  const ids = [...new Set(rows.flatMap((r) => (r.blueprint_id === null ? [] : [r.blueprint_id])))];
  if (ids.length === 0) return new Map();
  const kept = await listKeptBlueprintVersions(deps.db, ids);
  return new Map(
    kept.map((k) => [`${k.blueprint_id}:${k.version}`, JSON.parse(k.definition_json) as BlueprintDefinition]),
  );
}

/**
 * Per dimension code what the blueprint says beside the score: reliability, per norm group its
 * size, and per band level the band's texts in other languages.
 */
interface DimensionMeta {
  reliability: Map<string, number>;
  normN: Map<string, number>;
  /** The norm group's SD of the raw score, by norm id (θ̂ for an IRT-scored scale). */
  normSd: Map<string, number>;
  bandTexts: Map<string, Map<string, BandTranslations>>;
}

function dimensionMetaOf(definition: BlueprintDefinition | undefined): DimensionMeta {
  const reliability = new Map<string, number>();
  const normN = new Map<string, number>();
  const normSd = new Map<string, number>();
  const bandTexts = new Map<string, Map<string, BandTranslations>>();
  for (const d of definition?.dimensions ?? [])
    if (typeof d.reliability === 'number') reliability.set(d.dimension_code, d.reliability);
  for (const f of definition?.finals ?? []) {
    normN.set(engineIds.norm(f.dimension_code, f.norm_group), f.n);
    if (typeof f.sd === 'number' && f.sd > 0)
      normSd.set(engineIds.norm(f.dimension_code, f.norm_group), f.sd);
  }
  for (const gob of definition?.gobs ?? []) {
    const byLevel = new Map<string, BandTranslations>();
    for (const band of gob.bands ?? []) if (band.translations) byLevel.set(band.level, band.translations);
    if (byLevel.size) bandTexts.set(gob.target_code, byLevel);
  }
  return { reliability, normN, normSd, bandTexts };
}

/** The library's dimension names and their translations, by code. */
type DimensionTexts = Map<string, { name: string; translations: DimensionTranslations }>;

function dimensionRows(
  result: ScoreResult,
  texts: DimensionTexts,
  meta: DimensionMeta,
  study?: EvidenceReliability,
): DimensionResult[] {
  const entries: Array<[string, EntityScore]> = [
    ...Object.entries(result.dimensions),
    ...Object.entries(result.groupDimensions),
  ];
  const scales = Object.keys(result.dimensions).length;
  return entries.map(([code, s]) => {
    // The evidence study's α where it measured this scale (a negative α says no consistency: 0),
    // else the reliability the scoring set-up states.
    const measured = study ? evidenceAlphaOf(study, code, scales) : null;
    const setUp = meta.reliability.get(code) ?? null;
    const reliability = measured !== null ? Math.max(0, measured) : setUp;
    const reliabilitySource = measured !== null ? 'evidence' : setUp !== null ? 'set-up' : null;
    const normId = s.scaled?.normId ?? null;
    // An IRT-scored scale measures each person with their own precision: its band is theirs.
    const ownSe = irtStenSe(s, normId === null ? undefined : meta.normSd.get(normId));
    const seSten =
      ownSe ?? (reliability === null ? null : Math.round(2000 * Math.sqrt(1 - reliability)) / 1000);
    const library = texts.get(code);
    const bandTranslations = s.band ? meta.bandTexts.get(code)?.get(s.band.level) : undefined;
    return {
      code,
      name: library?.name ?? code,
      ...(library && Object.keys(library.translations).length ? { translations: library.translations } : {}),
      raw: s.raw,
      z: s.scaled?.z ?? null,
      T: s.scaled?.T ?? null,
      sten: s.scaled?.sten ?? null,
      stanine: s.scaled?.stanine ?? null,
      percentile: s.scaled?.percentile ?? null,
      norm_id: normId,
      norm_version: s.scaled?.normVersion ?? null,
      norm_group: normId?.includes('@') ? normId.slice(normId.indexOf('@') + 1) : null,
      norm_n: normId === null ? null : (meta.normN.get(normId) ?? null),
      reliability,
      reliability_source: reliabilitySource,
      se_sten: s.scaled ? seSten : null,
      se_source: s.scaled && seSten !== null ? (ownSe !== null ? 'irt' : reliabilitySource) : null,
      sten_band: s.scaled && seSten !== null ? stenBandOf(s.scaled.sten, seSten) : null,
      band: s.band
        ? {
            level: s.band.level,
            label: s.band.label,
            description: s.band.description,
            colour: s.band.colour,
            ...(bandTranslations ? { translations: bandTranslations } : {}),
          }
        : null,
      theta: s.theta ? { value: s.theta.value, se: s.theta.se, answered: s.theta.answered } : null,
    };
  });
}

/**
 * The person's SE in sten points of a scale whose score is θ̂ (an adaptive section's or calibrated
 * items' IRT estimate): the SE of θ̂ over the norm group's SD of θ̂ is its SE in z, a sten is 2 z.
 * The SD is the norm's own scale for a linear norm and its slope near the middle for a normalised
 * table. Null for other scales, or when the norm states no SD.
 */
export function irtStenSe(s: EntityScore, normSd: number | undefined): number | null {
  if (!s.scaled || !s.theta || normSd === undefined || !(normSd > 0)) return null;
  if (s.theta.value !== s.raw || !Number.isFinite(s.theta.se)) return null;
  return Math.round((2000 * s.theta.se) / normSd) / 1000;
}

const codesOf = (results: Array<{ result: ScoreResult }>) => [
  ...new Set(
    results.flatMap((r) => [...Object.keys(r.result.dimensions), ...Object.keys(r.result.groupDimensions)]),
  ),
];

async function integrityOf(deps: Deps, participantId: number): Promise<IntegritySummary> {
  const rows = await countProctoringEventsByKind(deps.db, participantId);
  const byKind = rows.map((r) => ({ kind: r.kind, count: Number(r.n) }));
  // The latest events, shown oldest first: the evidence in the order it happened.
  const events = await listLatestProctoringEvents(deps.db, participantId, INTEGRITY_TIMELINE_MAX);
  events.reverse();
  const session = await listLatestActivities(deps.db, participantId, INTEGRITY_TIMELINE_MAX);
  session.reverse();
  // A section id means nothing to a reviewer: its title comes from the content the submission ran
  // (the project's pinned variation when it has one, else the instrument version).
  const withSection = [
    ...new Set(session.flatMap((a) => (a.submission_id !== null && a.section_id ? [a.submission_id] : []))),
  ];
  const sectionTitles = new Map<string, string>();
  if (withSection.length > 0) {
    const contents = await listSubmissionContents(deps.db, withSection);
    for (const c of contents) {
      let sections: unknown;
      try {
        sections = (JSON.parse(c.content_json) as { sections?: unknown }).sections;
      } catch {
        // Unreadable content leaves its sections untitled; the ids still show.
        continue;
      }
      if (!Array.isArray(sections)) continue;
      for (const s of sections as Array<{ id?: unknown; title?: unknown }>)
        if (typeof s?.id === 'string' && typeof s.title === 'string' && s.title.trim())
          sectionTitles.set(`${c.id}:${s.id}`, s.title);
    }
  }
  const level = await findProctoringLevel(deps.db, participantId);
  return {
    total: byKind.reduce((n, k) => n + k.count, 0),
    by_kind: byKind,
    note: INTEGRITY_NOTE,
    proctoring_level: level?.proctoring_level,
    timeline: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      detail: e.detail,
      instrument_name: e.instrument_name,
      created_at: e.created_at,
    })),
    snapshots: events
      .filter((e) => e.kind === WEBCAM_SNAPSHOT_KIND && e.file_path)
      .map((e) => ({ id: e.id, created_at: e.created_at })),
    session: session.map((a) => ({
      id: a.id,
      status: a.status,
      instrument_name: a.instrument_name,
      section_id: a.section_id,
      section_title: (a.section_id && sectionTitles.get(`${a.submission_id}:${a.section_id}`)) || null,
      created_at: a.created_at,
    })),
  };
}

/**
 * One participant's results: per instrument the versions that made them (instrument, blueprint,
 * norms, engine), number correct and dimension scores; competence levels; job fit with its
 * formula; the integrity summary; and the registration data.
 */
export async function participantResults(
  deps: Deps,
  actor: Actor,
  participantId: number,
  language?: string,
): Promise<ParticipantResults> {
  const p = await participantOr404(deps, actor, participantId);
  const results = await withInstrumentNamesIn(deps, await storedResults(deps, participantId), language);
  const texts = await dimensionTexts(deps, codesOf(results));
  const studies = await evidenceReliabilityFor(
    deps,
    { participantId },
    results.map((r) => ({ instrumentId: r.instrument_id, version: r.version })),
  );
  const instruments: InstrumentResult[] = await withBlueprintNamesIn(
    deps,
    results.map((r) => instrumentResultOf(r, texts, studies.get(`${r.instrument_id}:${r.version}`))),
    language,
  );
  const stored = p.competences_json ? (JSON.parse(p.competences_json) as StoredCompetence[]) : [];
  const competenceTexts = await competenceTranslationsByIds(
    deps,
    stored.map((c) => c.competence_id),
  );
  const competences: CompetenceResult[] = stored.map((c) => ({
    competence_id: c.competence_id,
    code: c.code,
    name: c.name,
    translations: competenceTexts.get(c.competence_id) ?? {},
    score: c.score,
    level: c.level,
    label: c.label,
    colour: c.colour,
    text_colour: c.text_colour,
    target_level: c.target_level,
    // Results scored before competences had SEs lack these fields until they are recalculated.
    target_sten: c.target_sten ?? null,
    weight: c.weight,
    se_sten: c.se_sten ?? null,
    se_source: c.se_source ?? (c.se_sten == null ? null : 'set-up'),
    sten_band: c.sten_band ?? null,
    probability_met: c.probability_met ?? null,
    components: c.components ?? [],
    reason: c.reason,
  }));
  const { job_fit_json, competences_json: _c, photo_path, ...row } = p;
  return {
    participant: {
      ...row,
      starred: Boolean(row.starred),
      shortlisted: Boolean(row.shortlisted),
      score_percent: row.score_percent === null ? null : Number(row.score_percent),
      job_fit: row.job_fit === null ? null : Number(row.job_fit),
      // The picture itself comes from projects/participants/photo (never a public URL).
      has_photo: Boolean(photo_path),
    },
    instruments,
    competences,
    job_fit: job_fit_json ? (JSON.parse(job_fit_json) as JobFitResultView) : null,
    integrity: await integrityOf(deps, participantId),
    ats: (await findAtsOrigin(deps.db, participantId)) ?? null,
  };
}

/**
 * The results with each blueprint's name and its norm groups in the reader's language, where they
 * are translated; the base names otherwise.
 */
async function withBlueprintNamesIn(
  deps: Deps,
  instruments: InstrumentResult[],
  language: string | undefined,
): Promise<InstrumentResult[]> {
  if (!language) return instruments;
  const translations = await blueprintTranslationsByIds(
    deps,
    instruments.flatMap((i) => (i.blueprint_id === null ? [] : [i.blueprint_id])),
  );
  return instruments.map((i) => {
    const texts = i.blueprint_id === null ? undefined : translations.get(i.blueprint_id);
    if (!texts) return i;
    const group = (name: string | null) =>
      name === null ? null : translated(name, texts, language, ['norm_groups', name]);
    return {
      ...i,
      blueprint_name:
        i.blueprint_name === null ? null : translated(i.blueprint_name, texts, language, ['name']),
      dimensions: i.dimensions.map((d) => ({ ...d, norm_group: group(d.norm_group) })),
    };
  });
}

/** Plain words for a sten when the blueprint gives no behaviour band. */
export function stenWords(sten: number): string {
  if (sten <= 3) return 'Below average';
  if (sten <= 7) return 'Average';
  return 'Above average';
}

/**
 * The ability summary per normed dimension: the gob band's description when the blueprint has
 * one, else a score-band word with the sten and percentile; an instrument without dimensions gets
 * its number correct.
 */
export async function abilitySummaries(
  deps: Deps,
  actor: Actor,
  participantId: number,
  language?: string,
): Promise<AbilitySummaryRow[]> {
  await participantOr404(deps, actor, participantId);
  const results = await withInstrumentNamesIn(deps, await storedResults(deps, participantId), language);
  const texts = await dimensionTexts(deps, codesOf(results));
  return results.flatMap((r): AbilitySummaryRow[] => {
    const dims = dimensionRows(r.result, texts, r.meta);
    if (dims.length === 0) {
      const pct =
        r.result.maxScore > 0 ? Math.round((100 * r.result.numberCorrect) / r.result.maxScore) : null;
      return [
        {
          instrument_name: r.instrument_name,
          dimension_code: '',
          dimension_name: r.instrument_name,
          sten: null,
          percentile: null,
          band: null,
          colour: null,
          summary:
            pct === null
              ? 'This instrument has no keyed items and no norms, so it gives no ability score.'
              : `${r.result.numberCorrect} of ${r.result.maxScore} correct (${pct} %); no norm table, so no comparison with a norm group.`,
        },
      ];
    }
    return dims.map((d) => {
      const word = d.band?.label ?? d.band?.level ?? (d.sten !== null ? stenWords(d.sten) : null);
      const scoreText =
        d.sten !== null
          ? `sten ${d.sten}, percentile ${Math.round(d.percentile ?? 0)}`
          : `raw score ${d.raw} (no norm table)`;
      return {
        instrument_name: r.instrument_name,
        dimension_code: d.code,
        dimension_name: d.name,
        sten: d.sten,
        percentile: d.percentile === null ? null : Math.round(d.percentile * 10) / 10,
        band: word,
        colour: d.band?.colour ?? null,
        summary: d.band?.description
          ? `${d.band.description} (${scoreText})`
          : `${d.name}: ${word ?? 'unbanded'} (${scoreText}).`,
      };
    });
  });
}

/**
 * One stored result as shown. An adaptive test (its indicators scored as θ) counts the items the
 * candidate was given, not the bank: number correct is of those items, and the score is θ.
 */
function instrumentResultOf(
  r: StoredResult,
  texts: DimensionTexts,
  study: EvidenceReliability | undefined,
): InstrumentResult {
  const dimensions = dimensionRows(r.result, texts, r.meta, study);
  const adaptive = Object.values(r.result.indicators).some((i) => i.method === 'theta');
  return {
    instrument_id: r.instrument_id,
    instrument_code: r.instrument_code,
    instrument_name: r.instrument_name,
    version: r.version,
    blueprint_id: r.blueprint_id,
    blueprint_name: r.blueprint_name,
    blueprint_version: r.blueprint_version,
    norm_versions: r.norm_versions_json ? (JSON.parse(r.norm_versions_json) as Record<string, string>) : {},
    engine_version: r.engine_version,
    number_correct: Number(r.number_correct),
    max_score: adaptive ? r.result.ability.answeredKeyed : Number(r.max_score),
    answered: r.result.answered,
    item_count: adaptive ? r.result.answered : r.result.itemCount,
    adaptive,
    scored_at: r.created_at,
    kind: r.instrument_kind,
    dimensions,
    // Named when a scale's band rests on it, so the reader is told where the reliability came from.
    evidence_study:
      study && dimensions.some((d) => d.se_source === 'evidence')
        ? { analysis_id: study.analysisId, finished_at: study.finishedAt, n: study.n }
        : null,
  };
}
