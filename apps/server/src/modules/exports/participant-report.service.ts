import { DEFAULT_REPORT_TYPE, type ReportLanguage, type ReportType } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, forbidden } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { participantByCode } from '../test-attempts/test-attempts.service';
import { exportFileName } from './export-files';
import { EXPORT_MESSAGES } from './exports.messages';
import { commonLabels } from './participant-report.labels';
import { languageOfReport, type RenderOptions } from './participant-report.pdf';
import { type ReportData, readReport } from './participant-report.reader';
import { findReportSharing } from './participant-report.repository';
import { renderReportInThread } from './report-thread';

const PDF_TYPE = 'application/pdf';

/**
 * A report of a participant the actor may see (404 otherwise, from the results reader): 400 for a
 * type the project does not offer, 409 while there is nothing scored to report. Written in the
 * language asked for, else the project's (the candidate feedback: the candidate's), and so named.
 */
export async function participantReport(
  deps: Deps,
  actor: Actor,
  participantId: number,
  render: Partial<RenderOptions> & { offeredOnly?: boolean } = {},
): Promise<FileAnswer> {
  const { offeredOnly = true, ...options } = render;
  const type = options.type ?? DEFAULT_REPORT_TYPE;
  const data = await readReport(deps, actor, participantId);
  if (!data) throw conflict(EXPORT_MESSAGES.notScored);
  if (offeredOnly && !data.project.reportTypes.includes(type))
    throw fieldError('type', fillMessage(EXPORT_MESSAGES.typeNotOffered, { type }));
  const lang = languageOfReport(data, type, options.lang);
  const body = await renderReportInThread(data, {
    generatedAt: nowIso(),
    productName: deps.env.PRODUCT_NAME,
    ...options,
    type,
    lang,
  });
  return {
    fileName: reportFileName(data, type, lang),
    contentType: PDF_TYPE,
    body,
  };
}

/**
 * "Hadi Pratama Graduate Intake report 2026-11-22.pdf" (feedback, technical appendix for the
 * others); in Indonesian "… laporan manajer perekrutan 2026-11-22.pdf" (umpan balik, lampiran teknis).
 */
export function reportFileName(data: ReportData, type: ReportType, lang: ReportLanguage): string {
  return exportFileName(
    `${data.participant.name} ${data.project.name}`,
    commonLabels(lang).fileWords[type],
    nowIso(),
    'pdf',
  );
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

/**
 * The participant's own report (test-activities/export): the candidate feedback, only when the
 * project shares results with its participants (whatever report types its back office offers).
 */
export async function participantSelfReport(deps: Deps, code: string, lang?: string): Promise<FileAnswer> {
  const access = await participantByCode(deps, code);
  const row = await findReportSharing(deps.db, access.id);
  if (row.show_results !== 1) throw forbidden(EXPORT_MESSAGES.notShared);
  // The participant's language when the call names none (participants read Indonesian by default).
  return participantReport(deps, participantReader(access.account_corporate_id), access.id, {
    type: 'candidate-feedback',
    lang: lang || row.language_code || 'id',
    offeredOnly: false,
  });
}
