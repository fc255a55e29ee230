import { REPORT_NOT_SCORED, REPORT_NOT_SHARED } from '@asesa/contracts';
import type { FileAnswer } from '../../http/calls';
import type { Actor, Deps } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { visibleProjects } from '../projects/projects.service';
import { participantByCode } from '../test-activities/participant-access';
import { exportFileName } from './export-files';
import { type RenderOptions, renderParticipantReport } from './participant-report.pdf';
import { readReport, reportParticipant } from './participant-report.reader';

const PDF_TYPE = 'application/pdf';

async function reportFile(
  deps: Deps,
  participantId: number,
  render: Partial<RenderOptions> = {},
): Promise<FileAnswer> {
  const pt = await reportParticipant(deps, participantId);
  if (!pt) throw notFound('Participant');
  const data = await readReport(deps, pt);
  if (!data) throw conflict(REPORT_NOT_SCORED);
  const body = await renderParticipantReport(data, {
    generatedAt: nowIso(),
    productName: deps.env.PRODUCT_NAME,
    ...render,
  });
  return {
    fileName: exportFileName(`${pt.name} ${pt.project_name}`, 'report', nowIso(), 'pdf'),
    contentType: PDF_TYPE,
    body,
  };
}

/** The back office's report of a participant of a project the actor may see. */
export async function participantReport(
  deps: Deps,
  actor: Actor,
  participantId: number,
  render?: Partial<RenderOptions>,
): Promise<FileAnswer> {
  const visible = await visibleProjects(deps, actor)
    .innerJoin('participants as pt', 'pt.project_id', 'p.id')
    .select('pt.id')
    .where('pt.id', '=', participantId)
    .executeTakeFirst();
  if (!visible) throw notFound('Participant');
  return reportFile(deps, participantId, render);
}

/** The participant's own report (test-activities/export), only when the project shares results. */
export async function participantSelfReport(deps: Deps, code: string): Promise<FileAnswer> {
  const access = await participantByCode(deps, code);
  const project = await deps.db
    .selectFrom('projects')
    .select('show_results')
    .where('id', '=', access.project_id)
    .executeTakeFirstOrThrow();
  if (project.show_results !== 1) throw forbidden(REPORT_NOT_SHARED);
  return reportFile(deps, access.id);
}
