import {
  BIAS_AUDIT_DEFAULT_CUT,
  BIAS_AUDIT_MIN_COUNT,
  BIAS_AUDIT_MIN_SHARE,
  BIAS_MONITOR_MIN_GROUP,
  type BiasAuditFileQuery,
  type BiasAuditMeasure,
  type BiasAuditQuery,
  type BiasAuditResponse,
  type BiasMonitorResponse,
  type BiasMonitorWarning,
} from '@asesa/contracts';
import { ENGINE_VERSION } from '@asesa/scoring';
import type { Actor, Deps } from '../../deps';
import { type FileAnswer, XLSX_TYPE } from '../../http/calls';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit-log';
import { latestDecisionsOf } from '../decisions/decisions.service';
import { exportFileName } from '../exports/export-files';
import { exportLanguage } from '../exports/export-language';
import { BIAS_AUDIT_LABELS } from './bias-audit.labels';
import { renderBiasAudit } from './bias-audit.pdf';
import { findAuditProjects, listAuditCandidates } from './bias-audit.repository';
import { writeBiasAuditWorkbook } from './bias-audit.xlsx';
import { type AuditCandidate, auditFieldSets, auditTable } from './bias-audit-tables';
import { groupsOf } from './evidence-make-up';

type CandidateRow = Awaited<ReturnType<typeof listAuditCandidates>>[number];

/**
 * Where "selected" comes from when no reviewer decided: a stored value of the candidate at or
 * above the cut; null when the candidate has no such result and so is not among those audited.
 * A reviewer's recorded decision comes first (see selectionOf).
 */
const SELECTION_SOURCES: Record<BiasAuditMeasure, (row: CandidateRow) => number | null> = {
  job_fit: (row) => (row.job_fit === null ? null : Number(row.job_fit)),
  score_percent: (row) => (row.score_percent === null ? null : Number(row.score_percent)),
};

const NOUN = { project: 'Project', job_profile: 'Job profile', corporate: 'Corporate account' } as const;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * The bias audit of the actor's projects of a scope over a period (404 when the scope has no
 * project the actor may see): every reported table, each category's counts, rate, share and,
 * when compared, impact ratio and Fisher's p.
 */
export async function biasAudit(deps: Deps, actor: Actor, input: BiasAuditQuery): Promise<BiasAuditResponse> {
  const projects = await findAuditProjects(deps.db, actor, input.scope, input.scope_id);
  if (projects.length === 0) throw notFound(NOUN[input.scope]);
  const scopeName =
    input.scope === 'project'
      ? projects[0].name
      : input.scope === 'corporate'
        ? projects[0].corporate_name
        : (projects[0].job_profile_name ?? '');
  const rows = await listAuditCandidates(
    deps.db,
    projects.map((p) => p.id),
    {
      from: input.from ? `${input.from}T00:00:00.000Z` : undefined,
      before: input.to ? dayAfter(input.to) : undefined,
    },
  );
  const read = SELECTION_SOURCES[input.measure];
  const decisions = await latestDecisionsOf(
    deps,
    projects.map((p) => p.id),
  );
  const candidates: AuditCandidate[] = [];
  let decided = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const row of rows) {
    // The human decision is what selected a candidate: a reviewer's accept, whatever the suggestion.
    const decision = decisions.get(Number(row.participant_id));
    const value = read(row);
    if (decision === undefined && value === null) continue;
    if (decision !== undefined) decided++;
    const selected = decision !== undefined ? decision === 'accept' : (value as number) >= input.cut;
    candidates.push({ groups: groupsOf(row) as AuditCandidate['groups'], selected });
    const completed = isoOf(row.completed_at);
    if (completed && (!first || completed < first)) first = completed;
    if (completed && (!last || completed > last)) last = completed;
  }
  const rules = { threshold: input.threshold, minShare: input.min_share, minCount: input.min_count };
  const tables = auditFieldSets(candidates).map((fields) => auditTable(candidates, fields, rules));
  return {
    scope: input.scope,
    scope_id: input.scope_id,
    scope_name: scopeName,
    projects: projects.map((p) => ({ id: p.id, name: p.name, corporate_name: p.corporate_name })),
    from: input.from ?? null,
    to: input.to ?? null,
    measure: input.measure,
    cut: input.cut,
    threshold: input.threshold,
    min_share: input.min_share,
    min_count: input.min_count,
    n: candidates.length,
    selected: candidates.filter((c) => c.selected).length,
    selection_basis: decided === 0 ? 'cut' : decided === candidates.length ? 'decisions' : 'mixed',
    decided,
    first_completed: first,
    last_completed: last,
    audited_at: nowIso(),
    tables,
    flagged: tables.some((t) => t.flagged === true),
    engine_version: ENGINE_VERSION,
  };
}

/**
 * The project page's monitor: the project's audit at the default job-fit cut over all its
 * candidates, and a warning for each ratio under the threshold whose category and reference
 * category both have at least BIAS_MONITOR_MIN_GROUP candidates.
 */
export async function biasMonitor(
  deps: Deps,
  actor: Actor,
  input: { project_id: number },
): Promise<BiasMonitorResponse> {
  const audit = await biasAudit(deps, actor, {
    scope: 'project',
    scope_id: input.project_id,
    measure: 'job_fit',
    cut: BIAS_AUDIT_DEFAULT_CUT,
    threshold: 0.8,
    min_share: BIAS_AUDIT_MIN_SHARE,
    min_count: BIAS_AUDIT_MIN_COUNT,
  });
  const warnings: BiasMonitorWarning[] = [];
  let checked = 0;
  for (const table of audit.tables) {
    if (!table.reference) continue;
    const reference = table.categories.find((c) => c.values.join() === table.reference!.join())!;
    if (reference.total < BIAS_MONITOR_MIN_GROUP) continue;
    for (const c of table.categories) {
      if (c === reference || c.impact_ratio === null || c.total < BIAS_MONITOR_MIN_GROUP) continue;
      checked++;
      if (c.passes === false)
        warnings.push({
          fields: table.fields,
          values: c.values,
          reference: reference.values,
          total: c.total,
          reference_total: reference.total,
          impact_ratio: c.impact_ratio,
          fisher_p: c.fisher_p,
        });
    }
  }
  return {
    cut: audit.cut,
    threshold: audit.threshold,
    min_group: BIAS_MONITOR_MIN_GROUP,
    n: audit.n,
    checked,
    warnings,
  };
}

const AUDITED_TABLE = {
  project: 'projects',
  job_profile: 'job_profiles',
  corporate: 'corporate_accounts',
} as const;

/**
 * A downloaded audit is a report that may be shown to a regulator or published: the audit log
 * keeps who took it, of what, over which period and what it found.
 */
function recordRelease(ctx: CallContext, action: string, audit: BiasAuditResponse): Promise<void> {
  const found = audit.flagged ? 'a ratio under the threshold' : 'no ratio under the threshold';
  return writeAudit(ctx, {
    action,
    entityType: AUDITED_TABLE[audit.scope],
    entityId: audit.scope_id,
    changes: {
      bias_audit: [
        null,
        `${audit.from ?? '…'} to ${audit.to ?? '…'}, ${audit.measure} ≥ ${audit.cut}: ${audit.n} candidates, ${found}`,
      ],
    },
  });
}

/**
 * The audit released as a file in the language asked for, else the reader's: the audit, its
 * language and its file name; the release is logged with the file's format.
 */
async function releasedAudit(ctx: CallContext, input: BiasAuditFileQuery, format: 'pdf' | 'xlsx') {
  const lang = await exportLanguage(ctx.deps, ctx.actor!.userId, input.lang);
  const audit = await biasAudit(ctx.deps, ctx.actor!, input);
  await recordRelease(ctx, `evidence/bias-audit/${format}`, audit);
  const fileWords = BIAS_AUDIT_LABELS[lang].fileWords;
  return { audit, lang, fileName: exportFileName(audit.scope_name, fileWords, audit.audited_at, format) };
}

/** The audit's public summary as a PDF. */
export async function biasAuditPdf(ctx: CallContext, input: BiasAuditFileQuery): Promise<FileAnswer> {
  const { audit, lang, fileName } = await releasedAudit(ctx, input, 'pdf');
  const body = await renderBiasAudit(audit, { lang, productName: ctx.deps.env.PRODUCT_NAME });
  return { fileName, contentType: 'application/pdf', body };
}

/** The audit as a workbook. */
export async function biasAuditXlsx(ctx: CallContext, input: BiasAuditFileQuery): Promise<FileAnswer> {
  const { audit, lang, fileName } = await releasedAudit(ctx, input, 'xlsx');
  return { fileName, contentType: XLSX_TYPE, body: await writeBiasAuditWorkbook(audit, lang) };
}
