import type { LandingResponse, registrationForm } from '@asesa/contracts';
import type { z } from 'zod';
import type { UploadedFile } from '../../http/calls';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { assertRegistrationComplete, parseLandingForm, registrationColumns } from '../projects/landing-form';
import { isEducationLevel } from './education-levels';
import { participantByCode } from './participant-access';
import { removeParticipantPhoto, storeParticipantPhoto } from './participant-photos';

async function cameFromAccessCode(deps: Deps, participantId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('unique_codes')
    .select('id')
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The landing of the participant flow. In submit-code mode (the candidate arrives from an access
 * code, spec 4) the answer says so when the participant was indeed created from a code, so the
 * form greets a self-registering candidate.
 */
export async function landing(deps: Deps, code: string, isSubmitCode = false): Promise<LandingResponse> {
  const p = await participantByCode(deps, code);
  return {
    participant_code: p.participant_code,
    project_name: p.project_name,
    status: p.status,
    is_registered: p.registered_at !== null,
    name: p.name,
    email: p.email,
    registration_form: parseLandingForm(p.landing_form_json),
    is_submit_code: isSubmitCode && (await cameFromAccessCode(deps, p.id)),
  };
}

/**
 * The registration form (multipart): checks the project's required fields, the education level
 * and the consent before anything is stored, then keeps the photo (checked by content and
 * re-encoded) and the details. Repeating it updates the details (idempotent).
 */
export async function register(deps: Deps, form: z.infer<typeof registrationForm>, photo?: UploadedFile) {
  const p = await participantByCode(deps, form.participantCode);
  const current = await deps.db
    .selectFrom('participants')
    .select(['photo_path', 'photo_thumbnail'])
    .where('id', '=', p.id)
    .executeTakeFirstOrThrow();
  // A photo sent earlier still counts for a project that requires one.
  assertRegistrationComplete(p.landing_form_json, {
    ...form,
    photo: photo ? photo.filename || 'photo' : form.photo || (current.photo_path ?? ''),
  });
  const { fields } = parseLandingForm(p.landing_form_json);
  // A field the project's form does not show is not taken, so it is not checked either.
  if (fields.education_level.show && form.education_level && !isEducationLevel(form.education_level))
    throw badRequest(
      'education_level: choose one of the levels of test-activities/education-level',
      'education_level',
    );
  if (!form.is_agree_tnc)
    throw badRequest('is_agree_tnc: you must agree to the terms to continue', 'is_agree_tnc');
  const stored =
    photo && fields.photo.show ? await storeParticipantPhoto(deps.env, p.id, photo.buffer) : null;
  const now = nowIso();
  const status = p.status === 'invited' ? 'registered' : p.status;
  await deps.db
    .updateTable('participants')
    .set({
      name: form.name,
      email: form.email,
      phone: form.phone,
      ...registrationColumns(p.landing_form_json, form),
      ...(stored ? { photo_path: stored.path, photo_thumbnail: stored.thumbnail } : {}),
      is_agree_tnc: 1,
      status,
      registered_at: p.registered_at ?? now,
      updated_at: now,
    })
    .where('id', '=', p.id)
    .execute();
  if (stored) await removeParticipantPhoto(deps.env, current.photo_path, current.photo_thumbnail);
  return { participant_code: p.participant_code, status, is_registered: true };
}
