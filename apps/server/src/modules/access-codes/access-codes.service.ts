import {
  ACCESS_CODE_LENGTH,
  type SubmitCodeResponse,
  type submitCodeRequest,
  type UniqueCodeRow,
  type uniqueCodeGenerateRequest,
  type uniqueCodeListRequest,
} from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { randomCode } from '../../lib/crypto';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { enrolInvitees } from '../invitations/invitations.service';
import { invitingProject } from '../invitations/inviting-project';
import { CODE_ALPHABET, newParticipantCode } from '../projects/participant-code';
import { assertAccessCodeAllowed, settleAccessCodeAttempt } from './access-code-throttle';
import { ACCESS_CODE_MESSAGES } from './access-codes.messages';
import {
  clearAccessCodeEmails,
  findCodeToClaim,
  findLatestCodeBatch,
  insertNewCodes,
  markCodeUsed,
  projectCodes,
} from './access-codes.repository';

const INSERT_CHUNK = 500;

/** Access codes are 6 symbols of the unambiguous alphabet (no 0/O, 1/I/L): ~887 million codes. */
export function newAccessCode(): string {
  return randomCode(ACCESS_CODE_LENGTH, CODE_ALPHABET);
}

/**
 * A batch of codes for a project. Codes are unique across the installation: each chunk is
 * inserted with ON CONFLICT DO NOTHING and the codes that collided are drawn again.
 */
export async function generateCodes(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof uniqueCodeGenerateRequest>,
) {
  const project = await invitingProject(deps, actor, input.project_id);
  const expiresAt = input.expires_at ? new Date(input.expires_at).toISOString() : null;
  if (expiresAt && expiresAt <= nowIso()) throw fieldError('expires_at', ACCESS_CODE_MESSAGES.expiryPast);
  const last = await findLatestCodeBatch(deps.db, project.id);
  const batch = Number(last?.batch ?? 0) + 1;
  const codes: string[] = [];
  const now = nowIso();
  for (let attempt = 0; codes.length < input.count; attempt++) {
    if (attempt > 50) throw new Error('Could not draw unique access codes');
    const want = Math.min(INSERT_CHUNK, input.count - codes.length);
    const drawn = [...new Set(Array.from({ length: want }, newAccessCode))];
    const inserted = await insertNewCodes(
      deps.db,
      drawn.map((code) => ({
        project_id: project.id,
        account_corporate_id: project.account_corporate_id,
        code,
        batch,
        expires_at: expiresAt,
        created_by: actor.userId,
        created_at: now,
      })),
    );
    codes.push(...inserted.map((r) => r.code));
  }
  return { batch, count: codes.length, codes };
}

const COLUMNS = {
  id: 'u.id',
  code: 'u.code',
  batch: 'u.batch',
  used_email: 'u.used_email',
  used_at: 'u.used_at',
  expires_at: 'u.expires_at',
  created_at: 'u.created_at',
} as const;

export async function listCodes(deps: Deps, actor: Actor, query: z.infer<typeof uniqueCodeListRequest>) {
  const project = await invitingProject(deps, actor, query.project_id);
  const page = await runDatatable<UniqueCodeRow & { participant_id: number | null }>(
    projectCodes(deps.db, project.id, query),
    query,
    { columns: COLUMNS, searchable: ['code', 'used_email'], defaultColumn: 'id' },
    (q) =>
      q.select([
        ...Object.entries(COLUMNS).map(([name, ref]) => `${ref} as ${name}`),
        'u.participant_id',
      ] as never),
  );
  return {
    ...page,
    data: page.data.map(({ participant_id, ...r }) => ({ ...r, is_used: participant_id !== null })),
  };
}

/**
 * The participant's access code (spec 4 "Access-code flow"). An unused code creates a participant
 * in its project and redirects to the new participant code. A used code answers is_used without
 * redirect until the e-mail it was used with comes along; a wrong e-mail is a clear 400. A code
 * redeemed but not yet registered is resumed (see claimCode).
 */
export async function submitCode(
  deps: Deps,
  input: z.infer<typeof submitCodeRequest>,
  ip = '',
  proofOfWork?: string,
): Promise<SubmitCodeResponse> {
  const attemptId = await assertAccessCodeAllowed(deps, input.code, ip, proofOfWork);
  try {
    const answer = await claimCode(deps, input);
    await settleAccessCodeAttempt(deps, attemptId, answer.is_redirect ? 'opened' : null);
    return answer;
  } catch (err) {
    // Unknown codes and wrong e-mails are what a guesser produces: they stay counted.
    const guess = err instanceof AppError && (err.status === 404 || err.status === 400);
    await settleAccessCodeAttempt(deps, attemptId, guess ? (err.status === 404 ? 'unknown' : 'email') : null);
    throw err;
  }
}

async function claimCode(deps: Deps, input: z.infer<typeof submitCodeRequest>): Promise<SubmitCodeResponse> {
  // On /access-code/{slug} only that corporate's codes open (another corporate's answers 404).
  const found = await findCodeToClaim(deps.db, input.code, input.slug);
  if (!found) throw notFound('Access code');
  if (found.participant_id) {
    // A redemption whose registration was never sent (the tab closed after the code) is resumed
    // by whoever holds the code, as a voucher is spent at checkout rather than when typed in. The
    // code is the credential the organiser handed one candidate; until the registration binds it
    // to a name and an e-mail, its participant holds nothing personal and no answers (the tests
    // open only after registration), so handing its participant code back discloses nothing. A
    // cookie of the first redemption would lock out exactly the candidates this is for: another
    // device, another browser, cleared cookies. Once registered, the e-mail identifies the person
    // and another e-mail is refused; a code first sent with an e-mail (an API client) keeps to it.
    if (resumable(found)) return { is_redirect: true, is_used: false, code: found.participant_code };
    if (!input.email) return { is_redirect: false, is_used: true, code: found.code };
    const known = [found.used_email, found.participant_email].filter(Boolean).map((e) => e!.toLowerCase());
    if (!known.includes(input.email)) throw fieldError('email', ACCESS_CODE_MESSAGES.usedWithAnotherEmail);
    return { is_redirect: true, is_used: true, code: found.participant_code! };
  }
  if (found.expires_at && found.expires_at <= nowIso())
    throw new AppError(410, ACCESS_CODE_MESSAGES.expired, {
      reason: 'expired',
    });
  const code = newParticipantCode();
  const claimed = await deps.db
    .transaction()
    .execute(async (trx) => {
      const [participant] = await enrolInvitees(
        { db: trx, dialect: deps.dialect },
        { id: found.project_id, account_corporate_id: found.account_corporate_id },
        [
          {
            code,
            name: '',
            email: input.email ?? '',
            phone: '',
            languageCode: found.default_language,
            invitedAt: nowIso(),
            codeExpiresAt: null,
          },
        ],
        { reason: 'access_code', createdBy: null },
      );
      // Only one request can take an unused code; a loser's participant is rolled back.
      const taken = await markCodeUsed(trx, found.id, participant.id, input.email ?? null);
      if (Number(taken.numUpdatedRows) === 0) throw new CodeTaken();
      return true;
    })
    .catch((err) => {
      if (err instanceof CodeTaken) return false;
      throw err;
    });
  if (!claimed) return { is_redirect: false, is_used: true, code: found.code };
  return { is_redirect: true, is_used: false, code };
}

class CodeTaken extends Error {}

/** A redeemed code whose participant has not registered and was given no e-mail. */
const resumable = (found: {
  participant_code: string | null;
  participant_registered_at: string | null;
  used_email: string | null;
  participant_email: string | null;
}): found is typeof found & { participant_code: string } =>
  found.participant_code !== null &&
  found.participant_registered_at === null &&
  !found.used_email &&
  !found.participant_email;

/** The demo's unused access code (DOMAIN "Demo data": DEMO01, an exception to the alphabet). */
export async function seedDemoAccessCode(
  deps: Deps,
  project: { id: number; corporateId: number },
  code = 'DEMO01',
): Promise<void> {
  await insertNewCodes(deps.db, [
    {
      project_id: project.id,
      account_corporate_id: project.corporateId,
      code,
      batch: 1,
      created_by: null,
      created_at: nowIso(),
    },
  ]);
}

/** Forgets the e-mail a participant's access code was redeemed with (erasure), in the caller's transaction. */
export function forgetAccessCodeEmail(db: Kysely<Database>, participantId: number): Promise<void> {
  return clearAccessCodeEmails(db, participantId);
}
