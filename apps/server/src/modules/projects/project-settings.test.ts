import { DEFAULT_LANDING_FORM, DEFAULT_PROJECT_SETTINGS } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { scoreParticipantJob } from '../scoring-runs/scoring-runs.service';
import { enrolParticipant } from '../test-attempts/sittings.service';
import { newParticipantCode } from './participant-code';

// Projects as campaigns: creation from a job profile, settings, instruments (with variations),
// competences, landing form, duplicate and removal, and what the participant then sees.

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rivalConsultant: string;
let rivalCollaborator: string;
let ability: number;
let personality: number;
let profileId: number;
let competenceId: number;
let draftCompetenceId: number;
/** Published variation of the ability test (its first two items), and one of the personality test. */
let abilityShort: number;
let personalityShort: number;
let unpublishedVariation: number;
let abilityFirstItems: string[];
/** Every item of the ability test's published version with its key. */
let abilityItems: Array<{ id: string; key: string }>;

const idOf = async (table: 'instruments' | 'competences', code: string) =>
  (await t.deps.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

async function newVariation(instrumentId: number, code: string, itemIds?: string[]) {
  const v = await t.callOk(
    'instruments/variations/new',
    { instrument_id: instrumentId, code, name: code },
    admin,
  );
  if (itemIds)
    await t.callOk(
      'instruments/variations/content',
      { id: v.id, sections: [{ title: 'Short form', time_limit_seconds: null, item_ids: itemIds }] },
      admin,
    );
  return v.id as number;
}

/** A multipart registration (test-activities/submit) with the given fields. */
async function register(participantCode: string, fields: Record<string, string> = {}) {
  const all = { participantCode, name: 'Putri', email: 'putri@example.com', is_agree_tnc: 'true', ...fields };
  return submitRegistration(t, all);
}

/** Adds a participant straight through the repository (the invitation call belongs to the participants work). */
async function invite(projectId: number, name: string, email: string) {
  const participant_code = newParticipantCode();
  const row = await enrolParticipant(t.deps.db, {
    projectId,
    corporateId: 1,
    code: participant_code,
    name,
    email,
  });
  return { participant_id: row.id, participant_code };
}

const newProject = (body: Record<string, unknown> = {}, token = consultant) =>
  t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: 'Campaign', instrument_ids: [ability], ...body },
    token,
  );

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  ({ consultantToken: rivalConsultant, token: rivalCollaborator } = await rivalTenant(t, {
    slug: 'rival-projects',
  }));
  ability = await idOf('instruments', 'DEMO-ABILITY');
  personality = await idOf('instruments', 'DEMO-PERSONALITY');
  competenceId = await idOf('competences', 'ANALYTICAL');
  profileId = await idOfRow(t, 'job_profiles', 'name', 'Graduate Trainee (demo)');
  const version = await t.deps.db
    .selectFrom('instrument_versions')
    .select('content_json')
    .where('instrument_id', '=', ability)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const items = (
    JSON.parse(version.content_json) as { sections: { items: { id: string }[] }[] }
  ).sections.flatMap((s) => s.items.map((i) => i.id));
  abilityFirstItems = items.slice(0, 2);
  abilityItems = (
    JSON.parse(version.content_json) as { sections: { items: { id: string; key: string }[] }[] }
  ).sections.flatMap((s) => s.items);
  abilityShort = await newVariation(ability, 'SHORT', abilityFirstItems);
  await t.callOk('instruments/variations/submit', { id: abilityShort }, admin);
  personalityShort = await newVariation(personality, 'P-SHORT');
  await t.callOk('instruments/variations/submit', { id: personalityShort }, admin);
  unpublishedVariation = await newVariation(ability, 'DRAFT-FORM');
  const draft = await t.callOk(
    'competences/duplicate',
    { id: competenceId, code: 'ANALYTICAL-DRAFT', name: 'Analytical (draft)' },
    admin,
  );
  draftCompetenceId = draft.id;
});
afterAll(() => t.close());

describe('projects/new', () => {
  it('from a job profile copies its instruments in order and its competence targets', async () => {
    const p = await t.callOk(
      'projects/new',
      { account_corporate_id: 1, name: 'Graduates', job_profile_id: profileId },
      consultant,
    );
    expect(p.job_profile).toEqual({ id: profileId, name: 'Graduate Trainee (demo)' });
    expect(p.instruments.map((i: { code: string }) => i.code)).toEqual([
      'DEMO-ABILITY',
      'DEMO-PERSONALITY',
      'DEMO-CAT',
    ]);
    expect(p.instruments[0]).toMatchObject({ position: 0, version: 1, variation: null, credit_cost: 1 });
    // The demo profile asks for three competences; Analytical thinking weighs double.
    expect(p.competences[0]).toEqual({
      competence_id: competenceId,
      code: 'ANALYTICAL',
      name: 'Analytical thinking',
      target_level: 2,
      weight: 2,
      levels: [
        { level: 1, label: 'Developing' },
        { level: 2, label: 'Proficient' },
        { level: 3, label: 'Role model' },
      ],
      // Its texts in other languages, so the project's pages can speak the reader's.
      translations: {
        id: expect.objectContaining({
          name: 'Berpikir analitis',
          levels: { '1': 'Berkembang', '2': 'Cakap', '3': 'Teladan' },
        }),
      },
    });
    expect(p.competences.map((c: { code: string; weight: number }) => [c.code, c.weight])).toEqual([
      ['ANALYTICAL', 2],
      ['PLANNING', 1],
      ['TEAMWORK', 1],
    ]);
    expect(p.settings).toEqual(DEFAULT_PROJECT_SETTINGS);
    expect(p.has_started_participants).toBe(false);
    expect(p.description).toBe('');
  });

  it('the request overrides the profile: instruments with a variation, competences, settings', async () => {
    const p = await newProject({
      job_profile_id: profileId,
      description: 'Second wave',
      instrument_ids: undefined,
      instruments: [{ instrument_id: personality }, { instrument_id: ability, variation_id: abilityShort }],
      competences: [{ competence_id: competenceId, target_level: 3, weight: 2.5 }],
      settings: { proctoring_level: 'strict', show_results: true, default_language: 'en' },
    });
    expect(p.instruments.map((i: { code: string; variation: unknown }) => [i.code, i.variation])).toEqual([
      ['DEMO-PERSONALITY', null],
      ['DEMO-ABILITY', { id: abilityShort, name: 'SHORT' }],
    ]);
    expect(p.competences[0]).toMatchObject({ target_level: 3, weight: 2.5 });
    expect(p.settings).toEqual({
      ...DEFAULT_PROJECT_SETTINGS,
      proctoring_level: 'strict',
      show_results: true,
      default_language: 'en',
    });
    expect(p.description).toBe('Second wave');
  });

  it('refuses bad variations, competences, languages and job profiles with a 400 naming the row', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { instruments: [{ instrument_id: ability, variation_id: personalityShort }] },
        "instruments.0.variation_id: variation 'P-SHORT' is a form of another instrument, not of instrument " +
          ability,
        'instruments.0.variation_id',
      ],
      [
        { instruments: [{ instrument_id: ability, variation_id: unpublishedVariation }] },
        "instruments.0.variation_id: variation 'DRAFT-FORM' is not published",
        'instruments.0.variation_id',
      ],
      [
        { competences: [{ competence_id: competenceId, target_level: 9, weight: 1 }] },
        "competences.0.target_level: competence 'ANALYTICAL' has no level 9 (levels: 1, 2, 3)",
        'competences.0.target_level',
      ],
      [
        { competences: [{ competence_id: competenceId, target_level: 1, weight: 'heavy' }] },
        'competences.0.weight: weight must be a number',
        'competences.0.weight',
      ],
      [
        { competences: [{ competence_id: draftCompetenceId, target_level: 1, weight: 1 }] },
        "competences.0.competence_id: competence 'ANALYTICAL-DRAFT' is not submitted yet, so it cannot be scored",
        'competences.0.competence_id',
      ],
      [
        { settings: { default_language: 'xx' } },
        "default_language: 'xx' is not a language of the master languages",
        'default_language',
      ],
      [
        { job_profile_id: 9999, instrument_ids: undefined },
        'job_profile_id: unknown job profile 9999',
        'job_profile_id',
      ],
      [{ instrument_ids: undefined }, 'instrument_ids: choose at least 1 instrument', 'instrument_ids'],
    ];
    for (const [body, message, field] of cases) {
      const res = await t.call(
        'projects/new',
        { account_corporate_id: 1, name: 'X', instrument_ids: [ability], ...body },
        consultant,
      );
      expect(res.status, message).toBe(400);
      expect(res.body.error).toMatchObject({ message, field });
    }
  });
});

describe('projects/list, update, update-setting, mark-as-removed', () => {
  it('filters the list by corporate and status and shows the job profile', async () => {
    const all = await t.callOk(
      'projects/list',
      { account_corporate_id: 1, search: { value: 'Graduates' } },
      consultant,
    );
    expect(all.data.map((r: { name: string }) => r.name)).toEqual(['Graduates']);
    expect(all.data[0].job_profile_name).toBe('Graduate Trainee (demo)');
    const other = await t.callOk('projects/list', { account_corporate_id: 9999 }, consultant);
    expect(other.recordsTotal).toBe(0);
    const closed = await t.callOk('projects/list', { status: 'closed' }, consultant);
    expect(closed.recordsTotal).toBe(0);
    const active = await t.callOk('projects/list', { status: 'active' }, consultant);
    expect(active.recordsTotal).toBeGreaterThan(1);
  });

  it('updates name, description and dates; refuses an end before the start', async () => {
    const p = await newProject({ name: 'Before' });
    const updated = await t.callOk(
      'projects/update',
      { id: p.id, name: 'After', description: 'Q3 intake', start_date: '2026-07-01', end_date: '2026-07-31' },
      collaborator,
    );
    expect(updated).toMatchObject({
      name: 'After',
      description: 'Q3 intake',
      start_date: '2026-07-01',
      end_date: '2026-07-31',
    });
    await expectRefusal(
      t.call(
        'projects/update',
        { id: p.id, name: 'After', start_date: '2026-07-31', end_date: '2026-07-01' },
        consultant,
      ),
      { status: 400, message: 'end_date: the end date is before the start date', field: 'end_date' },
    );
    await expectRefusal(
      t.call('projects/update', { id: p.id, name: 'After', start_date: '31/07/2026' }, consultant),
      { status: 400, field: 'start_date' },
    );
  });

  it('update-setting changes the settings given and refuses an unknown language', async () => {
    const p = await newProject();
    const saved = await t.callOk(
      'projects/update-setting',
      { id: p.id, code_expiry_days: 14, proctoring_level: 'webcam', randomise_items: true },
      consultant,
    );
    expect(saved.settings).toEqual({
      ...DEFAULT_PROJECT_SETTINGS,
      code_expiry_days: 14,
      proctoring_level: 'webcam',
      randomise_items: true,
    });
    await expectRefusal(
      t.call('projects/update-setting', { id: p.id, default_language: 'klingon' }, consultant),
      {
        status: 400,
        message: "default_language: 'klingon' is not a language of the master languages",
        field: 'default_language',
      },
    );
    await expectRefusal(
      t.call('projects/update-setting', { id: p.id, proctoring_level: 'paranoid' }, consultant),
      { status: 400, field: 'proctoring_level' },
    );
    const days = await t.call('projects/update-setting', { id: p.id, code_expiry_days: 0 }, consultant);
    expect(days.body.error!.message).toBe('code_expiry_days: code_expiry_days must be at least 1');
    expect((await t.callOk('projects/detail', { id: p.id }, consultant)).settings.code_expiry_days).toBe(14);
  });

  it('mark-as-removed hides the project and stops its participant codes', async () => {
    const p = await newProject({ name: 'Short-lived' });
    const invited = await invite(p.id, 'Gone', 'gone@example.com');
    expect(await t.callOk('projects/mark-as-removed', { id: p.id }, consultant)).toEqual({ ok: true });
    expect((await t.call('projects/detail', { id: p.id }, consultant)).status).toBe(404);
    expect((await t.call('projects/mark-as-removed', { id: p.id }, consultant)).status).toBe(404);
    const list = await t.callOk('projects/list', { search: { value: 'Short-lived' } }, consultant);
    expect(list.recordsFiltered).toBe(0);
    const landing = await t.call('test-activities/landing', { participant_code: invited.participant_code });
    expect(landing.status).toBe(404);
  });
});

describe('projects/competences', () => {
  it('replaces the targets and names the bad row', async () => {
    const p = await newProject();
    const saved = await t.callOk(
      'projects/competences',
      { project_id: p.id, competences: [{ competence_id: competenceId, target_level: 1, weight: 0.5 }] },
      collaborator,
    );
    expect(
      saved.competences.map((c: { target_level: number; weight: number }) => [c.target_level, c.weight]),
    ).toEqual([[1, 0.5]]);
    const cases: [unknown[], string][] = [
      [[{ competence_id: competenceId, target_level: 4, weight: 1 }], 'competences.0.target_level'],
      [[{ competence_id: competenceId, target_level: 1, weight: 'x' }], 'competences.0.weight'],
      [[{ competence_id: competenceId, target_level: 1, weight: 0 }], 'competences.0.weight'],
      [[{ competence_id: 9999, target_level: 1, weight: 1 }], 'competences.0.competence_id'],
      [
        [
          { competence_id: competenceId, target_level: 1, weight: 1 },
          { competence_id: competenceId, target_level: 2, weight: 1 },
        ],
        'competences.1.competence_id',
      ],
    ];
    for (const [competences, field] of cases) {
      const res = await t.call('projects/competences', { project_id: p.id, competences }, consultant);
      expect(res.status, field).toBe(400);
      expect(res.body.error!.field).toBe(field);
      expect(res.body.error!.message.startsWith(`${field}: `)).toBe(true);
    }
    const zero = await t.call(
      'projects/competences',
      { project_id: p.id, competences: [{ competence_id: competenceId, target_level: 1, weight: 0 }] },
      consultant,
    );
    expect(zero.body.error!.message).toBe('competences.0.weight: weight must be a number greater than 0');
    const cleared = await t.callOk('projects/competences', { project_id: p.id, competences: [] }, consultant);
    expect(cleared.competences).toEqual([]);
  });
});

describe('projects/instrument-orders', () => {
  it('reorders, adds with a variation and gives invited participants the new test; frozen once started', async () => {
    const p = await newProject({ name: 'Orders' });
    const invited = await invite(p.id, 'Putri', 'putri@example.com');
    const reordered = await t.callOk(
      'projects/instrument-orders',
      {
        project_id: p.id,
        instruments: [
          { instrument_id: personality, variation_id: personalityShort },
          { instrument_id: ability },
        ],
      },
      consultant,
    );
    expect(
      reordered.instruments.map((i: { code: string; position: number; variation: { id: number } | null }) => [
        i.code,
        i.position,
        i.variation?.id ?? null,
      ]),
    ).toEqual([
      ['DEMO-PERSONALITY', 0, personalityShort],
      ['DEMO-ABILITY', 1, null],
    ]);
    const subs = await t.deps.db
      .selectFrom('submissions')
      .select('state')
      .where('participant_id', '=', invited.participant_id)
      .execute();
    expect(subs).toHaveLength(2);

    await expectRefusal(
      t.call(
        'projects/instrument-orders',
        { project_id: p.id, instruments: [{ instrument_id: ability, variation_id: unpublishedVariation }] },
        consultant,
      ),
      { status: 400, field: 'instruments.0.variation_id' },
    );
    const none = await t.call(
      'projects/instrument-orders',
      { project_id: p.id, instruments: [] },
      consultant,
    );
    expect(none.body.error!.message).toBe('instruments: choose at least 1 instrument');

    expect((await register(invited.participant_code)).status).toBe(200);
    const home = await t.callOk('test-activities/home', { participant_code: invited.participant_code });
    await t.callOk('test-activities/mark-as-started', {
      participant_code: invited.participant_code,
      submission_id: home.instruments[0].submission_id,
    });
    expect((await t.callOk('projects/detail', { id: p.id }, consultant)).has_started_participants).toBe(true);
    await expectRefusal(
      t.call(
        'projects/instrument-orders',
        { project_id: p.id, instruments: [{ instrument_id: ability }] },
        consultant,
      ),
      {
        status: 409,
        message: expect.stringContaining(
          'a published instrument is versioned, never changed under a running project',
        ),
      },
    );
    const still = await t.callOk('projects/detail', { id: p.id }, consultant);
    expect(still.instruments).toHaveLength(2);
  });

  it('serves the variation’s published form to the participant', async () => {
    const p = await newProject({ instruments: [{ instrument_id: ability, variation_id: abilityShort }] });
    const invited = await invite(p.id, 'Vera', 'vera@example.com');
    await register(invited.participant_code, { email: 'vera@example.com' });
    const home = await t.callOk('test-activities/home', { participant_code: invited.participant_code });
    expect(home.instruments[0].item_count).toBe(2);
    const attempt = await t.callOk('test-activities/instrument', {
      participant_code: invited.participant_code,
      attempt_id: home.instruments[0].attempt_id,
    });
    expect(attempt.sections.flatMap((s: { items: { id: string }[] }) => s.items.map((i) => i.id))).toEqual(
      abilityFirstItems,
    );
  });
});

describe('projects/duplicate', () => {
  it('copies settings, instruments, competences, landing form and languages, not participants', async () => {
    const p = await t.callOk(
      'projects/new',
      {
        account_corporate_id: 1,
        name: 'Original',
        job_profile_id: profileId,
        instruments: [{ instrument_id: ability, variation_id: abilityShort }],
        settings: { show_results: true },
      },
      consultant,
    );
    await t.callOk(
      'projects/configs/landing-form/update',
      { project_id: p.id, fields: { city: { show: true, required: true } } },
      consultant,
    );
    const now = nowIso();
    await t.deps.db
      .insertInto('project_languages')
      .values({
        project_id: p.id,
        language_code: 'en',
        invitation_subject: 'Hello {name}',
        invitation_body: 'Open {link}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await invite(p.id, 'Ana', 'ana@example.com');

    const copy = await t.callOk('projects/duplicate', { id: p.id }, collaborator);
    expect(copy.id).not.toBe(p.id);
    expect(copy.name).toBe('Original (copy)');
    expect(copy.participant_count).toBe(0);
    expect(copy.settings).toEqual(p.settings);
    expect(copy.instruments).toEqual(p.instruments);
    expect(copy.competences).toEqual(p.competences);
    expect(copy.job_profile).toEqual(p.job_profile);
    const form = await t.callOk('projects/configs/landing-form/detail', { project_id: copy.id }, consultant);
    expect(form.fields.city).toEqual({ show: true, required: true });
    const languages = await t.deps.db
      .selectFrom('project_languages')
      .select(['language_code', 'invitation_subject'])
      .where('project_id', '=', copy.id)
      .execute();
    expect(languages).toEqual([{ language_code: 'en', invitation_subject: 'Hello {name}' }]);

    const named = await t.callOk('projects/duplicate', { id: p.id, name: 'Wave 2' }, consultant);
    expect(named.name).toBe('Wave 2');
  });
});

describe('projects/configs/landing-form', () => {
  it('starts from the default form and keeps name and e-mail required', async () => {
    const p = await newProject();
    expect(await t.callOk('projects/configs/landing-form/detail', { project_id: p.id }, consultant)).toEqual(
      DEFAULT_LANDING_FORM,
    );
    const saved = await t.callOk(
      'projects/configs/landing-form/update',
      {
        project_id: p.id,
        fields: { city: { show: true, required: true }, phone: { show: false, required: false } },
      },
      consultant,
    );
    expect(saved.fields).toEqual({
      ...DEFAULT_LANDING_FORM.fields,
      city: { show: true, required: true },
      phone: { show: false, required: false },
    });
    await expectRefusal(
      t.call(
        'projects/configs/landing-form/update',
        { project_id: p.id, fields: { name: { show: false, required: false } } },
        consultant,
      ),
      {
        status: 400,
        message: 'fields.name: the name field is always shown and required',
        field: 'fields.name',
      },
    );
    const optionalEmail = await t.call(
      'projects/configs/landing-form/update',
      { project_id: p.id, fields: { email: { show: true, required: false } } },
      consultant,
    );
    expect(optionalEmail.body.error!.field).toBe('fields.email');
    const hiddenRequired = await t.call(
      'projects/configs/landing-form/update',
      { project_id: p.id, fields: { gender: { show: false, required: true } } },
      consultant,
    );
    expect(hiddenRequired.body.error).toMatchObject({
      message: 'fields.gender: a required field must be shown',
      field: 'fields.gender',
    });
    const notBool = await t.call(
      'projects/configs/landing-form/update',
      { project_id: p.id, fields: { cv: { show: 'yes', required: false } } },
      consultant,
    );
    expect(notBool.status).toBe(400);
  });

  it('the participant gets the form and must fill the configured required fields', async () => {
    const p = await newProject({ name: 'Form' });
    await t.callOk(
      'projects/configs/landing-form/update',
      {
        project_id: p.id,
        fields: {
          city: { show: true, required: true },
          birth_date: { show: true, required: true },
          gender: { show: true, required: false },
        },
      },
      consultant,
    );
    const invited = await invite(p.id, 'Citra', 'citra@example.com');
    const landing = await t.callOk('test-activities/landing', { participant_code: invited.participant_code });
    expect(landing.registration_form.fields.city).toEqual({ show: true, required: true });
    const noCity = await register(invited.participant_code, { birth_date: '1999-02-03' });
    expect(noCity.status).toBe(400);
    expect(noCity.body.error).toMatchObject({ message: 'city: city is required', field: 'city' });
    const badDate = await register(invited.participant_code, { city: 'Bandung', birth_date: 'yesterday' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.field).toBe('birth_date');
    const ok = await register(invited.participant_code, {
      city: 'Bandung',
      birth_date: '1999-02-03',
      gender: 'female',
      education_level: 'master',
    });
    expect(ok.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('participants')
      .select(['city', 'birth_date', 'gender', 'education_level'])
      .where('id', '=', invited.participant_id)
      .executeTakeFirstOrThrow();
    // education_level is not on this project's form, so it is not taken.
    expect(row).toEqual({ city: 'Bandung', birth_date: '1999-02-03', gender: 'female', education_level: '' });
  });
});

describe('access', () => {
  it('needs a signed-in user and hides other tenants’ projects (404)', async () => {
    const p = await newProject({ name: 'Private' });
    const calls: [string, Record<string, unknown>][] = [
      ['projects/detail', { id: p.id }],
      ['projects/update', { id: p.id, name: 'Hijack' }],
      ['projects/update-setting', { id: p.id, show_results: true }],
      ['projects/duplicate', { id: p.id }],
      ['projects/mark-as-removed', { id: p.id }],
      ['projects/instrument-orders', { project_id: p.id, instruments: [{ instrument_id: personality }] }],
      ['projects/competences', { project_id: p.id, competences: [] }],
      ['projects/configs/landing-form/detail', { project_id: p.id }],
      [
        'projects/configs/landing-form/update',
        { project_id: p.id, fields: { city: { show: true, required: false } } },
      ],
    ];
    for (const [path, body] of calls) {
      expect((await t.call(path, body)).status, `${path} anonymous`).toBe(401);
      expect((await t.call(path, body, rivalConsultant)).status, `${path} rival consultant`).toBe(404);
      expect((await t.call(path, body, rivalCollaborator)).status, `${path} rival collaborator`).toBe(404);
    }
    const after = await t.callOk('projects/detail', { id: p.id }, consultant);
    expect(after).toMatchObject({ name: 'Private', settings: DEFAULT_PROJECT_SETTINGS });
    expect(after.instruments.map((i: { code: string }) => i.code)).toEqual(['DEMO-ABILITY']);
    const theirList = await t.callOk('projects/list', { account_corporate_id: 1 }, rivalConsultant);
    expect(theirList.recordsTotal).toBe(0);
    expect(
      (
        await t.call(
          'projects/new',
          { account_corporate_id: 1, name: 'X', instrument_ids: [ability] },
          rivalConsultant,
        )
      ).status,
    ).toBe(404);
    expect((await t.call('projects/instrument-options', {})).status).toBe(401);
  });

  it('job-profile-template gives the profile’s instruments and targets to prefill a new project', async () => {
    const template = await t.callOk('projects/job-profile-template', { id: profileId }, collaborator);
    expect(template.instruments).toEqual([
      { instrument_id: ability },
      { instrument_id: personality },
      { instrument_id: await idOf('instruments', 'DEMO-CAT') },
    ]);
    expect(template.competences).toHaveLength(3);
    expect(template.competences[0]).toEqual({ competence_id: competenceId, target_level: 2, weight: 2 });
    await expectRefusal(t.call('projects/job-profile-template', { id: 9999 }, consultant), {
      status: 400,
      field: 'job_profile_id',
    });
    expect((await t.call('projects/job-profile-template', { id: profileId })).status).toBe(401);
  });

  it('instrument-options lists published instruments with their published variations', async () => {
    const options = await t.callOk('projects/instrument-options', {}, collaborator);
    const abilityOption = options.find((o: { id: number }) => o.id === ability);
    expect(abilityOption).toMatchObject({ code: 'DEMO-ABILITY', credit_cost: 1 });
    expect(abilityOption.variations).toEqual([{ id: abilityShort, code: 'SHORT', name: 'SHORT' }]);
  });
});

describe('variations under a running project', () => {
  it('keep the form the project chose, and its participants are scored on that form', async () => {
    const form = await newVariation(ability, 'PINNED', abilityFirstItems);
    await t.callOk('instruments/variations/submit', { id: form }, admin);
    const p = await newProject({
      name: 'Pinned form',
      instrument_ids: undefined,
      instruments: [{ instrument_id: ability, variation_id: form }],
    });
    const invited = await invite(p.id, 'Eka', 'eka@example.com');
    // The admin publishes the form again with a third item while the project runs.
    await t.callOk(
      'instruments/variations/content',
      {
        id: form,
        sections: [
          {
            title: 'Longer form',
            time_limit_seconds: null,
            item_ids: abilityItems.slice(0, 3).map((i) => i.id),
          },
        ],
      },
      admin,
    );
    await t.callOk('instruments/variations/submit', { id: form }, admin);

    expect((await register(invited.participant_code)).status).toBe(200);
    const home = await t.callOk('test-activities/home', { participant_code: invited.participant_code });
    const attempt = await t.callOk('test-activities/mark-as-started', {
      participant_code: invited.participant_code,
      submission_id: home.instruments[0].submission_id,
    });
    const shown = attempt.sections.flatMap((s: { items: { id: string }[] }) => s.items.map((i) => i.id));
    expect(shown).toEqual(abilityFirstItems);

    const keyOf = new Map(abilityItems.map((i) => [i.id, i.key]));
    await t.callOk('test-activities/submission', {
      participant_code: invited.participant_code,
      submission_id: home.instruments[0].submission_id,
      submission: Object.fromEntries(shown.map((id: string) => [id, keyOf.get(id)])),
      is_final: true,
    });
    await t.callOk('test-activities/congrat-candidate', { participant_code: invited.participant_code });
    await scoreParticipantJob(t.deps, { participantId: invited.participant_id });
    const scored = await t.deps.db
      .selectFrom('participants')
      .select(['status', 'number_correct', 'max_score'])
      .where('id', '=', invited.participant_id)
      .executeTakeFirstOrThrow();
    // Scored on the two items of the pinned form: full marks, not 2 of the whole test.
    expect(scored).toEqual({ status: 'scored', number_correct: 2, max_score: 2 });
  });
});
