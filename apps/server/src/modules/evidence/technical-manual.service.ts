import { BIAS_AUDIT_DEFAULT_CUT, type EvidenceAnalysisDetail, type ReportLanguage } from '@asesa/contracts';
import type { EvidenceResult } from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { nowIso } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { sectorCompact } from '../accounts/sectors.service';
import { exportFileName } from '../exports/export-files';
import { exportLanguage } from '../exports/export-language';
import { DEFAULT_BRAND_COLOUR } from '../exports/participant-report.reader';
import { parseContent } from '../instruments/instrument-content';
import { visibleProjects } from '../projects/projects.service';
import { currentDefinitionOfInstrument } from '../scoring-blueprints/blueprint-definitions.service';
import { impactOverTime } from './bias-audit-over-time';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import { listSampleDecisions } from './evidence.repository';
import { analysisDetail, sampleFilterOf } from './evidence.service';
import { evidenceItemsOf } from './evidence-items';
import { MANUAL_LABELS } from './technical-manual.labels';
import { findManualInstrument } from './technical-manual.repository';
import type { ManualData } from './technical-manual-data';
import { renderManualInThread } from './technical-manual-thread';
import { manualResultOf } from './technical-manual-words';

const PDF_TYPE = 'application/pdf';

/**
 * The technical manual of a finished analysis the actor may see (404 as for its detail otherwise,
 * 400 while it is not done): the instrument version it read, its sample in words and counts, the
 * engine's figures, and the norms of the blueprint the instrument is scored with today. Written in
 * the language asked for, else the reader's back-office language (as the exports), and so named.
 */
export async function technicalManual(
  deps: Deps,
  actor: Actor,
  input: { analysis_id: number; lang?: ReportLanguage },
): Promise<FileAnswer> {
  const lang = await exportLanguage(deps, actor.userId, input.lang);
  const analysis = await analysisDetail(deps, actor, { analysis_id: input.analysis_id });
  if (analysis.status !== 'done' || !analysis.result || !analysis.make_up)
    throw fieldError(
      'analysis_id',
      fillMessage(E.manualNotDone, { id: analysis.id, status: analysis.status }),
    );
  const result = manualResultOf(analysis.result);
  if (!result)
    throw fieldError(
      'analysis_id',
      fillMessage(E.manualNoResult, { id: analysis.id, engine: analysis.engine_version }),
    );
  const data = await manualDataOf(deps, actor, analysis, result);
  const generatedAt = nowIso();
  const body = await renderManualInThread(data, {
    generatedAt,
    productName: deps.env.PRODUCT_NAME,
    lang,
  });
  return {
    fileName: exportFileName(
      `${analysis.instrument_name} v${analysis.instrument_version}`,
      MANUAL_LABELS[lang].fileWords,
      generatedAt,
      'pdf',
    ),
    contentType: PDF_TYPE,
    body,
  };
}

async function manualDataOf(
  deps: Deps,
  actor: Actor,
  analysis: EvidenceAnalysisDetail,
  result: EvidenceResult,
): Promise<ManualData> {
  const version = await findManualInstrument(deps.db, analysis.instrument_id, analysis.instrument_version);
  if (!version) throw notFound('Instrument version');
  const content = parseContent(version.content_json);
  const { items: analysed } = evidenceItemsOf(content);
  const projectIds = analysis.sample.project_ids ?? [];
  const projects = projectIds.length
    ? await visibleProjects(deps, actor).select(['p.id', 'p.name']).where('p.id', 'in', projectIds).execute()
    : [];
  const sectorId = analysis.sample.sector_id;
  const sector = sectorId
    ? ((await sectorCompact(deps, actor)).find((s) => s.id === sectorId)?.name ?? `#${sectorId}`)
    : null;
  const blueprint = await currentDefinitionOfInstrument(deps, analysis.instrument_id);
  return {
    analysisId: analysis.id,
    engineVersion: analysis.engine_version,
    finishedAt: analysis.finished_at,
    model: analysis.model,
    instrument: {
      name: analysis.instrument_name,
      code: version.code,
      kind: version.kind,
      version: version.version,
      publishedAt: version.published_at,
      sections: content.sections.map((s) => ({
        title: s.title,
        items: s.items.length,
        timeLimitSeconds: s.time_limit_seconds ?? null,
      })),
      items: content.sections.flatMap((s) => s.items.map((i) => ({ id: i.id, type: i.type }))),
      analysed: analysed.map((i) => ({ id: i.id, scoring: i.scoring, dimension: i.dimension })),
    },
    sample: {
      projects: projectIds.map((id) => projects.find((p) => p.id === id)?.name ?? `#${id}`),
      from: analysis.sample.from ?? null,
      to: analysis.sample.to ?? null,
      sector,
    },
    makeUp: analysis.make_up!,
    result,
    accommodation: analysis.accommodation ?? null,
    blueprint: blueprint && {
      name: blueprint.name,
      version: blueprint.version,
      rawScoreMethod: blueprint.settings?.raw_score_method ?? null,
      norms: blueprint.finals.map((f) => ({
        dimension:
          blueprint.dimensions.find((d) => d.dimension_code === f.dimension_code)?.dimension_name ??
          blueprint.groups.find((g) => g.code === f.dimension_code)?.name ??
          f.dimension_code,
        group: f.norm_group,
        n: f.n,
        date: f.norm_date,
        version: f.norm_version,
        method: f.method,
        scale: f.scale_kind,
        mean: f.mean,
        sd: f.sd,
      })),
    },
    brand: { colour: DEFAULT_BRAND_COLOUR, logo: null, name: deps.env.PRODUCT_NAME },
    impactOverTime: impactOverTime(
      await listSampleDecisions(deps.db, await sampleFilterOf(deps, actor, version.id, analysis.sample)),
      BIAS_AUDIT_DEFAULT_CUT,
    ),
  };
}
