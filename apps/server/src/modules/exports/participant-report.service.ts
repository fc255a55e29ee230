import { REPORT_NOT_SCORED, REPORT_NOT_SHARED } from '@asesa/contracts';
import type { FileAnswer } from '../../http/calls';
import type { Actor, Deps } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { participantByCode } from '../test-activities/participant-access';
import { exportFileName } from './export-files';
import { type RenderOptions, renderParticipantReport } from './participant-report.pdf';
import { readReport } from './participant-report.reader';

const PDF_TYPE = 'application/pdf';

/**
 * The report of a participant the actor may see (404 otherwise, from the results reader), or 409
 * while there is nothing scored to report.
 */
export async function participantReport(
  deps: Deps,
  actor: Actor,
  participantId: number,
  render: Partial<RenderOptions> = {},
): Promise<FileAnswer> {
  const data = await readReport(deps, actor, participantId);
  if (!data) throw conflict(REPORT_NOT_SCORED);
  const body = await renderParticipantReport(data, {
    generatedAt: nowIso(),
    productName: deps.env.PRODUCT_NAME,
    ...render,
  });
  return {
    fileName: exportFileName(`${data.participant.name} ${data.project.name}`, 'report', nowIso(), 'pdf'),
    contentType: PDF_TYPE,
    body,
  };
}

/**
 * Reads on behalf of a participant: the code already proved access to this one participant, so
 * the results reader runs as a reader of the participant's own corporate and nothing wider.
 */
export function participantReader(corporateId: number): Actor {
  return {
    userId: 0,
    role: 'collaborator',
    name: 'participant',
    email: '',
    consultantId: null,
    corporateId,
    isAgreeTnc: true,
  };
}

/** The participant's own report (test-activities/export), only when the project shares results. */
export async function participantSelfReport(deps: Deps, code: string, lang?: string): Promise<FileAnswer> {
  const access = await participantByCode(deps, code);
  const row = await deps.db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select(['p.show_results', 'pt.language_code'])
    .where('pt.id', '=', access.id)
    .executeTakeFirstOrThrow();
  if (row.show_results !== 1) throw forbidden(REPORT_NOT_SHARED);
  // The participant's language when the call names none (participants read Indonesian by default).
  return participantReport(deps, participantReader(access.account_corporate_id), access.id, {
    lang: lang || row.language_code || 'id',
  });
}
