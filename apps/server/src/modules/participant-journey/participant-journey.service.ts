import type {
  CorporateContext,
  datatableQuery,
  HomeResponse,
  LandingResponse,
  registrationForm,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { platformHelp } from '../general-config/general-config.service';
import { adaptiveBank } from '../instruments/adaptive-bank';
import { parsedContent, type StoredContent } from '../instruments/instrument-content';
import { withInstrumentNamesIn } from '../instruments/instrument-names';
import { participantRecords } from '../participants/participant-records.service';
import { assertRegistrationComplete, parseLandingForm, registrationColumns } from '../projects/landing-form';
import { SCORE_PARTICIPANT_JOB } from '../scoring-runs/scoring-runs.service';
import {
  homeTimings,
  ownSubmissions,
  participantByCode,
  projectLanguage,
  readingLanguage,
} from '../test-attempts/test-attempts.service';
import { isEducationLevel } from './education-levels';
import { removeParticipantCv, storeParticipantCv } from './participant-cvs';
import { JOURNEY_MESSAGES } from './participant-journey.messages';
import {
  cameFromAccessCode,
  cityPage,
  corporateBranding,
  projectRunner,
  storedFiles,
} from './participant-journey.repository';
import { removeParticipantPhoto, storeParticipantPhoto } from './participant-photos';

// The participant's journey around the attempt: the corporate's branding, landing and
// registration, the dashboard (home), the registration lists and completion. The attempt itself
// is test-attempts'; the candidate's own results are candidate-results.ts.

export async function corporateContext(deps: Deps, code: string): Promise<CorporateContext> {
  const p = await participantByCode(deps, code);
  const row = await corporateBranding(deps.db, p.account_corporate_id);
  const language = await projectLanguage(deps, p.project_id);
  // The data model keeps no phone number for consultants: their help is their e-mail.
  const runner = await projectRunner(deps.db, p.project_id);
  const help = runner ? { name: runner.name, email: runner.email, phone: null } : platformHelp(deps);
  return {
    corporate: {
      logo_path: { thumbnail: row.logo_thumbnail, path: row.logo_path },
      name: row.name,
      legal_name: row.legal_name,
      color_theme: row.color_theme,
      is_show_header: row.is_show_header === 1,
      is_use_corporate_logo: row.is_use_corporate_logo === 1,
      font_theme: row.font_theme,
      callback_url: row.callback_url,
    },
    consultant: {
      logo_path: { thumbnail: row.k_logo_thumbnail, path: row.k_logo_path },
      name: row.k_name,
      legal_name: row.k_legal_name,
    },
    language,
    expiry_date: p.status === 'invited' || p.status === 'registered' ? p.code_expires_at : null,
    help,
  };
}

/**
 * The questions a participant meets: every item of a fixed section, at most the bank's item limit
 * of an adaptive one (its bank of hundreds is never shown whole).
 */
function itemsMet(content: StoredContent): number {
  return content.sections.reduce(
    (n, s) => n + (s.adaptive ? adaptiveBank(s).options.maxItems : s.items.length),
    0,
  );
}

/** Untimed when any section is; otherwise the sum of the sections' limits. */
function timeLimitSeconds(content: StoredContent): number | null {
  if (content.sections.some((s) => s.time_limit_seconds == null)) return null;
  return content.sections.reduce((t, s) => t + (s.time_limit_seconds ?? 0), 0);
}

export async function home(deps: Deps, code: string, language?: string): Promise<HomeResponse> {
  const { participant: p, subs: stored } = await ownSubmissions(deps, code);
  const subs = await withInstrumentNamesIn(deps, stored, await readingLanguage(deps, p, language));
  const contents = new Map(subs.map((s) => [s.id, parsedContent(s.content_json)]));
  const timings = await homeTimings(
    deps,
    p,
    subs.map((s) => ({ ...s, content: contents.get(s.id) as StoredContent })),
  );
  return {
    participant_code: p.participant_code,
    name: p.name,
    status: p.status,
    instruments: subs.map((s) => {
      const content = contents.get(s.id) as StoredContent;
      return {
        submission_id: s.id,
        attempt_id: s.id,
        instrument_name: s.instrument_name,
        position: s.position,
        state: s.state,
        item_count: itemsMet(content),
        adaptive: content.sections.some((sec) => Boolean(sec.adaptive)),
        answered_count: Number(s.answered),
        time_limit_seconds: timeLimitSeconds(content),
        ...timings.get(s.id),
      };
    }),
  };
}

/** Completion: every instrument finished → the participant is completed and scoring is queued. */
export async function congratulate(deps: Deps, code: string, language?: string) {
  const { participant: p, subs } = await ownSubmissions(deps, code);
  const open = await withInstrumentNamesIn(
    deps,
    subs.filter((s) => s.state !== 'finished'),
    await readingLanguage(deps, p, language),
  );
  if (open.length)
    throw conflict(
      fillMessage(JOURNEY_MESSAGES.finishEveryTest, { names: open.map((s) => s.instrument_name).join(', ') }),
    );
  if (p.status !== 'completed' && p.status !== 'scored') {
    // Scoring is queued before the status changes: a process killed in between leaves the
    // participant as it was, and the device's retry queues again (scoring twice is harmless);
    // the other order left a participant 'completed' whom nothing would ever score (stack test).
    // The job may score before the update below, which therefore keeps 'scored'.
    await deps.jobs.enqueue(SCORE_PARTICIPANT_JOB, { participantId: p.id });
    const now = nowIso();
    await participantRecords.markCompleted(deps.db, p.id, now);
    return { status: 'completed' as const, name: p.name };
  }
  return { status: p.status, name: p.name };
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
    is_submit_code: isSubmitCode && (await cameFromAccessCode(deps.db, p.id)),
  };
}

/**
 * The registration form (multipart): checks the project's required fields, the education level
 * and the consent before anything is stored, then keeps the photo (checked by content and
 * re-encoded) and the details. Repeating it updates the details (idempotent).
 */
export async function register(
  deps: Deps,
  form: z.infer<typeof registrationForm>,
  files: { photo?: UploadedFile; cv?: UploadedFile } = {},
) {
  const { photo, cv } = files;
  const p = await participantByCode(deps, form.participantCode);
  const current = await storedFiles(deps.db, p.id);
  // A photo or CV sent earlier still counts for a project that requires one.
  assertRegistrationComplete(p.landing_form_json, {
    ...form,
    photo: photo ? photo.filename || 'photo' : form.photo || (current.photo_path ?? ''),
    cv: cv ? cv.filename || 'cv' : form.cv || (current.cv_path ?? ''),
  });
  const { fields } = parseLandingForm(p.landing_form_json);
  // A field the project's form does not show is not taken, so it is not checked either.
  if (fields.education_level.show && form.education_level && !isEducationLevel(form.education_level))
    throw fieldError('education_level', JOURNEY_MESSAGES.educationLevel);
  if (!form.is_agree_tnc) throw fieldError('is_agree_tnc', JOURNEY_MESSAGES.agreeToTerms);
  const stored =
    photo && fields.photo.show ? await storeParticipantPhoto(deps.env, p.id, photo.buffer) : null;
  const storedCv = cv && fields.cv.show ? await storeParticipantCv(deps.env, p.id, cv) : null;
  const now = nowIso();
  const status = p.status === 'invited' ? 'registered' : p.status;
  await participantRecords.saveRegistration(deps.db, p.id, {
    name: form.name,
    email: form.email,
    phone: form.phone,
    ...registrationColumns(p.landing_form_json, form),
    ...(stored ? { photo_path: stored.path, photo_thumbnail: stored.thumbnail } : {}),
    ...(storedCv ? { cv_path: storedCv.path, cv_name: storedCv.name } : {}),
    is_agree_tnc: 1,
    status,
    registered_at: p.registered_at ?? now,
    updated_at: now,
  });
  if (stored) await removeParticipantPhoto(deps.env, current.photo_path, current.photo_thumbnail);
  if (storedCv) await removeParticipantCv(deps.env, current.cv_path);
  return { participant_code: p.participant_code, status, is_registered: true };
}

/**
 * test-activities/cities: the regencies and cities of Indonesia (migration 016) as a datatable
 * page. The search value filters by name (global search or the `name` column's search); paging
 * and sorting happen in SQL. Column 0 is the name, so `order: [{column: 0, dir: 'asc'}]` lists
 * them alphabetically.
 */
export function cityDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return cityPage(deps.db, query);
}
