import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BlueprintTranslations,
  type CompetenceTranslations,
  type DimensionTranslations,
  type ParticipantResults,
  parseReportTypes,
} from '@asesa/contracts';
import sharp from 'sharp';
import type { Actor, Deps } from '../../deps';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../../lib/storage';
import { parseTranslations } from '../../lib/translations';
import { takenWithOf } from '../accommodations/accommodations.service';
import { instrumentNameTranslations } from '../instruments/instrument-names';
import { participantResults } from '../participants/participant-results.service';
import { blueprintTranslationsByIds } from '../scoring-blueprints/scoring-blueprints.service';
import {
  findParticipantProject,
  findReportProject,
  listReportCompetences,
} from './participant-report.repository';
import type {
  ReportBrand,
  ReportData,
  ReportDimension,
  ReportInstrument,
  ReportJobFit,
  ReportNorm,
} from './report-data';
import {
  type BandTexts,
  bandTranslations,
  dimensionTranslations,
  emptyTranslationCache,
  type ReportTranslationCache,
} from './report-translations';

// The report's shapes are read from here by the writers, with the reader that fills them.
export type * from './report-data';

interface Level {
  level: number;
  label: string;
  min: number;
  max: number;
}

function parseList<T>(json: string | null | undefined): T[] {
  try {
    const list = JSON.parse(json ?? '[]') as T[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function instrumentOf(
  r: ParticipantResults['instruments'][number],
  names: ReadonlyMap<string, string>,
  dimensionTexts: ReadonlyMap<string, DimensionTranslations>,
  bandTexts: BandTexts,
  nameTranslations: Record<string, string>,
  blueprintTexts: BlueprintTranslations,
): ReportInstrument {
  const dimensions: ReportDimension[] = r.dimensions.map((d) => ({
    code: d.code,
    name: d.name,
    raw: d.raw,
    z: d.z,
    T: d.T,
    sten: d.sten,
    stanine: d.stanine,
    percentile: d.percentile,
    normId: d.norm_id,
    normVersion: d.norm_version,
    normGroup: d.norm_group,
    normN: d.norm_n,
    reliability: d.reliability,
    reliabilitySource: d.reliability_source ?? null,
    seSource: d.se_source ?? (d.se_sten === null ? null : (d.reliability_source ?? null)),
    seSten: d.se_sten,
    stenBand: d.sten_band,
    theta: d.theta ? { value: d.theta.value, se: d.theta.se, answered: d.theta.answered ?? null } : null,
    band: d.band
      ? {
          level: d.band.level,
          label: d.band.label ?? d.band.level,
          description: d.band.description,
          colour: d.band.colour,
          translations: bandTexts.get(d.code)?.get(d.band.level),
        }
      : null,
    translations: dimensionTexts.get(d.code) ?? {},
  }));
  // One entry per norm table: a dimension names its norm by id (code@group) and the instrument
  // lists the versions again by dimension code, so both spellings of one norm collapse here.
  const norms = new Map<string, ReportNorm>();
  for (const d of dimensions) {
    if (!d.normId) continue;
    const known = norms.get(d.normId);
    if (known) known.dimensions.push(d.name);
    else
      norms.set(d.normId, {
        id: d.normId,
        version: d.normVersion ?? r.norm_versions[d.code] ?? null,
        group: d.normGroup,
        n: d.normN,
        dimensions: [d.name],
      });
  }
  const normed = new Set(dimensions.filter((d) => d.normId).map((d) => d.code));
  for (const [code, version] of Object.entries(r.norm_versions))
    if (!normed.has(code) && !norms.has(code))
      norms.set(code, { id: code, version, group: null, n: null, dimensions: [names.get(code) ?? code] });
  return {
    name: r.instrument_name,
    nameTranslations,
    code: r.instrument_code,
    kind: r.kind,
    version: r.version,
    numberCorrect: r.number_correct,
    maxScore: r.max_score,
    percentCorrect: r.max_score > 0 ? (100 * r.number_correct) / r.max_score : null,
    adaptive: r.adaptive ? { itemsGiven: r.item_count } : null,
    blueprint: r.blueprint_name
      ? { name: r.blueprint_name, version: r.blueprint_version ?? 1, translations: blueprintTexts }
      : null,
    engineVersion: r.engine_version,
    scoredAt: r.scored_at,
    norms: [...norms.values()],
    dimensions,
    evidenceStudy: r.evidence_study
      ? { finishedAt: r.evidence_study.finished_at, n: r.evidence_study.n }
      : null,
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_BRAND_COLOUR = '#003366';
/** The logo is drawn at most this many points high; twice the pixels keeps it sharp in print. */
const LOGO_PIXELS = 240;

/** Converted logos by stored path: a .zip of reports draws the same logo hundreds of times. */
const logoCache = new Map<string, Promise<Buffer | null>>();

async function logoPng(deps: Deps, urlPath: string | null): Promise<Buffer | null> {
  if (!urlPath?.startsWith(UPLOADS_URL_PREFIX) || urlPath.includes('..')) return null;
  const key = `${deps.env.dataDir}:${urlPath}`;
  let png = logoCache.get(key);
  if (!png) {
    png = readFile(join(uploadsDir(deps.env), urlPath.slice(UPLOADS_URL_PREFIX.length)))
      .then((bytes) =>
        sharp(bytes)
          .resize(LOGO_PIXELS * 4, LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer(),
      )
      // A logo that is gone or unreadable leaves the report without one rather than failing it.
      .catch(() => null);
    if (logoCache.size > 200) logoCache.clear();
    logoCache.set(key, png);
  }
  return png;
}

/** Per project what every participant's report shares; a .zip of reports reads it once. */
export interface ProjectReportContext {
  project: ReportData['project'];
  brand: ReportBrand;
  proctoringLevel: string | null;
  competences: Map<
    number,
    {
      description: string;
      levels: Level[];
      interviewQuestions: string[];
      translations: CompetenceTranslations;
    }
  >;
  translations: ReportTranslationCache;
}

export async function projectReportContext(deps: Deps, projectId: number): Promise<ProjectReportContext> {
  const row = await findReportProject(deps.db, projectId);
  const competences = await listReportCompetences(deps.db, projectId);
  const useCorporate = Number(row.is_use_corporate_logo) === 1;
  return {
    project: {
      id: row.id,
      name: row.name,
      corporateName: row.corporate_name,
      reportTypes: parseReportTypes(row.report_types),
      language: row.default_language,
    },
    brand: {
      colour: HEX.test(row.color_theme) ? row.color_theme : DEFAULT_BRAND_COLOUR,
      logo: await logoPng(deps, useCorporate ? row.logo_path : row.consultant_logo_path),
      name: useCorporate ? row.corporate_name : row.consultant_name,
    },
    proctoringLevel: row.proctoring_level,
    competences: new Map(
      competences.map((c) => [
        c.id,
        {
          description: c.description,
          levels: parseList<Level>(c.levels_json).sort((a, b) => a.level - b.level),
          interviewQuestions: parseList<unknown>(c.interview_questions_json).filter(
            (q): q is string => typeof q === 'string' && q.trim() !== '',
          ),
          translations: parseTranslations(c.translations_json) as CompetenceTranslations,
        },
      ]),
    ),
    translations: emptyTranslationCache(),
  };
}

/** The project of a participant (who must be visible to the actor: the results read checks). */
export async function projectIdOf(deps: Deps, participantId: number): Promise<number | null> {
  const row = await findParticipantProject(deps.db, participantId);
  return row?.project_id ?? null;
}

/** A competence of the results as the report shows it, with its library's scale and questions. */
function competenceOf(
  c: Awaited<ReturnType<typeof participantResults>>['competences'][number],
  ctx: ProjectReportContext,
  names: Map<string, string>,
): ReportData['competences'][number] {
  const library = ctx.competences.get(c.competence_id);
  const scale = library?.levels ?? [];
  return {
    id: c.competence_id,
    code: c.code,
    name: c.name,
    description: library?.description ?? '',
    score: c.score,
    level: c.level,
    label: c.label,
    colour: c.colour,
    targetLevel: c.target_level,
    targetLabel: scale.find((l) => l.level === c.target_level)?.label ?? null,
    targetSten: c.target_sten,
    weight: c.weight,
    seSten: c.se_sten,
    seSource: c.se_source ?? (c.se_sten === null ? null : 'set-up'),
    stenBand: c.sten_band,
    probabilityMet: c.probability_met,
    components: c.components.map((k) => ({ ...k, name: names.get(k.code) ?? k.code })),
    scaleMin: scale.length ? Math.min(...scale.map((l) => l.min)) : null,
    scaleMax: scale.length ? Math.max(...scale.map((l) => l.max)) : null,
    levels: scale.map(({ level, label, min, max }) => ({ level, label, min, max })),
    interviewQuestions: library?.interviewQuestions ?? [],
    reason: c.reason,
    translations: library?.translations ?? {},
  };
}

/**
 * The report's data from the participant results of the back office (projects/participants/results),
 * so the PDFs and the results drawer never disagree. Null while the participant has no results.
 * The actor scopes the read: another tenant's participant answers 404 there. `context` is the
 * project's shared part when the caller already read it (a .zip of many reports).
 */
export async function readReport(
  deps: Deps,
  actor: Actor,
  participantId: number,
  context?: ProjectReportContext,
): Promise<ReportData | null> {
  const results = await participantResults(deps, actor, participantId);
  if (results.instruments.length === 0) return null;
  const ctx = context ?? (await projectReportContext(deps, (await projectIdOf(deps, participantId)) ?? 0));
  const names = new Map(
    results.instruments.flatMap((i) => i.dimensions.map((d) => [d.code, d.name] as [string, string])),
  );
  const dimensionTexts = await dimensionTranslations(deps, [...names.keys()], ctx.translations);
  const bandTexts = await Promise.all(
    results.instruments.map((r) =>
      r.blueprint_id !== null && r.blueprint_version !== null
        ? bandTranslations(deps, r.blueprint_id, r.blueprint_version, ctx.translations)
        : (new Map() as BandTexts),
    ),
  );
  const nameTexts = await instrumentNameTranslations(
    deps,
    results.instruments.map((r) => r.instrument_id),
  );
  const blueprintTexts = await blueprintTranslationsByIds(
    deps,
    results.instruments.flatMap((r) => (r.blueprint_id === null ? [] : [r.blueprint_id])),
  );
  const p = results.participant;
  const takenWith = (await takenWithOf(deps, [participantId])).get(participantId) ?? null;
  const jobFit: ReportJobFit = results.job_fit ?? {
    fit: null,
    reason: null,
    formula: null,
    explanation: null,
    contributions: [],
  };
  return {
    participant: {
      id: p.id,
      code: p.participant_code,
      name: p.name,
      email: p.email,
      phone: p.phone,
      city: p.city,
      gender: p.gender,
      birthDate: p.birth_date,
      educationLevel: p.education_level,
      status: p.status,
      languageCode: p.language_code,
      registeredAt: p.registered_at,
      completedAt: p.completed_at,
      jobFit: p.job_fit,
      takenWith,
    },
    project: ctx.project,
    brand: ctx.brand,
    instruments: results.instruments.map((r, i) =>
      instrumentOf(
        r,
        names,
        dimensionTexts,
        bandTexts[i],
        nameTexts.get(r.instrument_id) ?? {},
        (r.blueprint_id !== null && blueprintTexts.get(r.blueprint_id)) || {},
      ),
    ),
    competences: results.competences.map((c) => competenceOf(c, ctx, names)),
    jobFit,
    integrity: results.integrity.by_kind,
    integrityNote: results.integrity.note,
    proctoringLevel: results.integrity.proctoring_level ?? ctx.proctoringLevel,
  };
}
