import type { BulkReadAnswer, BulkRowPreview } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer, UploadedFile } from '../../http/calls';
import { XLSX_TYPE } from '../../http/calls';
import type { JobReport } from '../../jobs/job-definition';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { MessageLanguage } from '../../lib/server-messages';
import { appErrorOf } from '../../lib/threads/thread-refusal';
import { holdForBatch } from '../credits/ledger';
import { holdInOutbox } from '../outbox/mail-store.service';
import { newParticipantCode } from '../projects/participant-code';
import {
  findBatch,
  findLatestBatchJob,
  findVisibleBatch,
  insertBatch,
  markBatchDone,
  markBatchQueued,
  markBatchRunning,
  setBatchInvitedCount,
  setBatchJob,
} from './bulk.repository';
import { checkBulkSheetInThread, finishBulkSheetInThread } from './bulk-check-thread';
import { bulkTemplate, sheetLanguage, templateFileName } from './bulk-sheet';
import { assertCreditsCover, enrolInvitees, lockCorporateCredits } from './credits';
import { codeExpiry, invitationMail, projectTemplates } from './invitation-mail';
import { INVITATION_MESSAGES as M } from './invitations.messages';
import { existingEmails, findMailingProject } from './invitations.repository';
import { invitingProject } from './inviting-project';
import { masterLanguageNames, projectLanguageCodes } from './project-languages.service';

export const BULK_INVITE_JOB = 'bulk-invite';
/** Participants inserted per transaction (a few ms each), so no write holds the database long. */
const CHUNK = 200;

/** Safe in a file name: letters, digits, dashes. */
const slug = (s: string) =>
  s
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'project';

/** The bulk-invitation template in the reader's language (asked, else the request's). */
export async function bulkTemplateFile(
  deps: Deps,
  actor: Actor,
  projectId: number,
  asked: string | undefined,
): Promise<FileAnswer> {
  const project = await invitingProject(deps, actor, projectId);
  const codes = await projectLanguageCodes(deps.db, project);
  const names = await masterLanguageNames(deps.db);
  const language = sheetLanguage(asked);
  return {
    fileName: `${templateFileName(language)}-${slug(project.name)}.xlsx`,
    contentType: XLSX_TYPE,
    body: await bulkTemplate(
      project.name,
      codes.map((code) => ({ code, name: names.get(code) ?? code })),
      language,
    ),
  };
}

/**
 * Reads an uploaded sheet and checks every row (name, e-mail, duplicates within the sheet and in
 * the project, language); stores the result as a batch to preview and then invite. The rows'
 * problems are written in the reader's language: only the reader sees them (inviting counts them).
 */
export async function bulkRead(
  deps: Deps,
  actor: Actor,
  projectId: number,
  file: UploadedFile,
  language: MessageLanguage,
): Promise<BulkReadAnswer> {
  const project = await invitingProject(deps, actor, projectId);
  const languages = await projectLanguageCodes(deps.db, project);
  const checked = await checkBulkSheetInThread({
    file: file.buffer,
    languages,
    defaultLanguage: project.default_language,
    language,
  });
  if (!checked.ok) throw appErrorOf(checked);
  const already = await existingEmails(deps.db, project.id, checked.emails);
  const batch = await finishBulkSheetInThread({
    rowsJson: checked.rowsJson,
    already: [...already],
    language,
  });
  const stored = await insertBatch(deps.db, {
    project_id: project.id,
    file_name: file.filename.slice(0, 255) || 'upload.xlsx',
    rows_json: batch.rowsJson,
    valid_count: batch.total - batch.invalidCount,
    invalid_count: batch.invalidCount,
    created_by: actor.userId,
    created_at: nowIso(),
  });
  return {
    batch_id: stored.id,
    total: batch.total,
    valid_count: batch.total - batch.invalidCount,
    invalid_count: batch.invalidCount,
    rows: batch.preview,
    invalid: batch.invalid,
  };
}

async function visibleBatch(deps: Deps, actor: Actor, batchId: number) {
  const batch = await findVisibleBatch(deps, actor, batchId);
  if (!batch) throw notFound('Invitation batch');
  return batch;
}

/**
 * Invites the valid rows of a read batch as a background job. The credits must cover ALL of them
 * first: otherwise 400 and nobody is invited. A batch is invited once.
 */
export async function bulkInvite(deps: Deps, actor: Actor, batchId: number) {
  const batch = await visibleBatch(deps, actor, batchId);
  if (batch.status !== 'previewed') throw conflict(M.alreadyInvited, 'batch_id');
  const project = await invitingProject(deps, actor, batch.project_id);
  if (batch.valid_count === 0) throw conflict(M.noValidRows, 'batch_id');
  // Check the credits and claim the batch in one transaction under the corporate's lock: the
  // claimed (queued) batch reserves its rows in the ledger, and a double click cannot enqueue it
  // twice (nor reserve twice: the second claim changes no row and rolls back).
  await deps.db.transaction().execute(async (trx) => {
    await lockCorporateCredits(trx, deps.dialect, project.account_corporate_id);
    await assertCreditsCover({ db: trx, dialect: deps.dialect }, project, batch.valid_count);
    const claimed = await markBatchQueued(trx, batch.id);
    if (Number(claimed.numUpdatedRows) === 0) throw conflict(M.alreadyInvited, 'batch_id');
    await holdForBatch(trx, deps.dialect, {
      corporateId: project.account_corporate_id,
      projectId: project.id,
      batchId: batch.id,
      rows: batch.valid_count,
      createdBy: actor.userId,
    });
  });
  const jobId = await deps.jobs.enqueue(BULK_INVITE_JOB, { batchId: batch.id });
  await setBatchJob(deps.db, batch.id, jobId);
  return { job_id: jobId };
}

/**
 * The bulk-invite job: inserts the batch's valid rows CHUNK at a time (one short transaction per
 * chunk, which also records how far it got, so a retried job resumes after the last chunk, and
 * moves the chunk's credits from the batch's hold to its participants) and queues each
 * participant's e-mail. Rows whose e-mail joined the project meanwhile are skipped.
 */
export async function bulkInviteJob(
  deps: Deps,
  payload: { batchId: number },
  report: JobReport,
): Promise<void> {
  const batch = await findBatch(deps.db, payload.batchId);
  if (!batch || batch.status === 'done') return;
  const project = await findMailingProject(deps.db, batch.project_id);
  await markBatchRunning(deps.db, batch.id);
  const valid = (JSON.parse(batch.rows_json) as BulkRowPreview[]).filter((r) => r.errors.length === 0);
  const templateFor = await projectTemplates(deps.db, project.id);
  // invited_count counts processed valid rows (invited or skipped), so a retry resumes there.
  for (let start = batch.invited_count; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const invitedAt = nowIso();
    const expires = codeExpiry(invitedAt, project.code_expiry_days);
    const invited = await deps.db.transaction().execute(async (trx) => {
      // The chunk's rows stop being held by the batch; the participants inserted below hold
      // their own reservations (rows skipped as already invited hold nothing).
      await holdForBatch(trx, deps.dialect, {
        corporateId: project.account_corporate_id,
        projectId: project.id,
        batchId: batch.id,
        rows: valid.length - (start + chunk.length),
        createdBy: batch.created_by,
        at: invitedAt,
      });
      const taken = await existingEmails(
        trx,
        project.id,
        chunk.map((r) => r.email),
      );
      const fresh = chunk
        .filter((r) => !taken.has(r.email))
        .map((r) => ({ ...r, participant_code: newParticipantCode() }));
      const inserted = await enrolInvitees(
        { db: trx, dialect: deps.dialect },
        project,
        fresh.map((r) => ({
          code: r.participant_code,
          name: r.name,
          email: r.email,
          phone: r.phone,
          languageCode: r.language_code,
          invitedAt,
          codeExpiresAt: expires,
        })),
        { reason: 'invited', createdBy: batch.created_by },
      );
      const idOf = new Map(inserted.map((r) => [r.participant_code, r.id]));
      const mails = fresh.map((p) =>
        invitationMail(deps.env, templateFor(p.language_code), {
          project,
          participant: { ...p, id: idOf.get(p.participant_code)!, code_expires_at: expires },
        }),
      );
      // Without SMTP the e-mails are outbox rows held for the back office: written in the same
      // transaction, in one statement, so a chunk's participants and their e-mails go together.
      if (!deps.mailer.sends) await holdInOutbox(trx, mails);
      await setBatchInvitedCount(trx, batch.id, start + chunk.length);
      return mails;
    });
    // With SMTP each e-mail goes through the mailer (outbox row + delivery job).
    if (deps.mailer.sends) for (const mail of invited) await deps.mailer.send(mail);
    await report(Math.min(99, Math.floor(((start + chunk.length) / valid.length) * 100)));
  }
  // Ends the batch with nothing held (a batch with no rows left to insert holds nothing already).
  await deps.db.transaction().execute(async (trx) => {
    await holdForBatch(trx, deps.dialect, {
      corporateId: project.account_corporate_id,
      projectId: project.id,
      batchId: batch.id,
      rows: 0,
      createdBy: batch.created_by,
    });
    await markBatchDone(trx, batch.id);
  });
}

/** The progress of the project's latest bulk invitation (idle when there was none). */
export async function bulkProgress(deps: Deps, actor: Actor, projectId: number) {
  const project = await invitingProject(deps, actor, projectId);
  const latest = await findLatestBatchJob(deps.db, project.id);
  return jobProgress(deps.db, latest?.job_id);
}
