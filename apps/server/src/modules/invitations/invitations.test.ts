import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { creditFiguresOf, invitePerson } from '../../../test/support/invitation-calls';
import { submitRegistration } from '../../../test/support/journey.fixtures';
import { idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { demoProject, rivalTenant, tightCorporate } from '../../../test/tenants';
import { DEMO_PARTICIPANT_CODE } from '../../seed/demo-content';

let t: TestApp;
let consultant: string;
let collaborator: string;
let outsider: string;
let projectId: number;

beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  outsider = (await rivalTenant(t, { slug: 'rival' })).token;
  projectId = (await demoProject(t)).id;
});
afterAll(() => t.close());

const outbox = (to: string) =>
  t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const participant = (id: number) =>
  t.deps.db.selectFrom('participants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('project languages and invitation templates', () => {
  it('lists the variables and the shipped default templates (Indonesian and English)', async () => {
    const vars = await t.callOk('projects/invitations/variables', {}, consultant);
    expect(vars.map((v: { token: string }) => v.token)).toEqual([
      '{name}',
      '{project}',
      '{link}',
      '{code}',
      '{expiry}',
      '{corporate}',
    ]);
    const templates = await t.callOk('projects/configs/languages/templates', {}, consultant);
    expect(templates.map((x: { language_code: string }) => x.language_code)).toEqual(['id', 'en']);
    expect(templates[0].subject).toBe('Undangan asesmen: {project}');
  });

  it('starts with the default language on the default template; adds English once', async () => {
    const before = await t.callOk(
      'projects/configs/languages/translation-list',
      { project_id: projectId },
      consultant,
    );
    expect(before).toEqual([
      expect.objectContaining({ language_code: 'id', has_template: false, is_project_default: true }),
    ]);
    const added = await t.callOk(
      'projects/configs/languages/new',
      { project_id: projectId, language_code: 'en' },
      consultant,
    );
    expect(added).toMatchObject({ language_code: 'en', language_name: 'English', source: 'default' });
    await expectRefusal(
      t.call('projects/configs/languages/new', { project_id: projectId, language_code: 'EN' }, consultant),
      { status: 409, message: 'language_code: English (en) is already a language of this project' },
    );
    await expectRefusal(
      t.call('projects/configs/languages/new', { project_id: projectId, language_code: 'xx' }, consultant),
      { status: 400, message: 'language_code: xx is not a master language', field: 'language_code' },
    );
  });

  it('refuses a template with an unknown variable, naming it; saves a good one', async () => {
    const bad = await t.call(
      'projects/configs/languages/update',
      {
        project_id: projectId,
        language_code: 'en',
        subject: 'Hi {name}',
        body: 'Open {link} by {deadline} or {foo}',
      },
      consultant,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error!.field).toBe('body');
    expect(bad.body.error!.message).toMatch(
      /^body: unknown variable \{deadline\}, \{foo\}; the variables are \{name\}/,
    );
    const badSubject = await t.call(
      'projects/configs/languages/update',
      { project_id: projectId, language_code: 'en', subject: '{foo} invite', body: 'x' },
      consultant,
    );
    expect(badSubject.body.error!.message).toMatch(/^subject: unknown variable \{foo\}/);
    await expectRefusal(
      t.call(
        'projects/configs/languages/update',
        { project_id: projectId, language_code: 'fr', subject: 's', body: 'b' },
        consultant,
      ),
      { status: 400, message: /^language_code: fr is not a language of this project/ },
    );
    const saved = await t.callOk(
      'projects/configs/languages/update',
      {
        project_id: projectId,
        language_code: 'en',
        subject: 'Your {project} test',
        body: 'Hello {name} from {corporate}: open {link} with code {code} before {expiry}.',
      },
      consultant,
    );
    expect(saved).toMatchObject({ source: 'project', subject: 'Your {project} test' });
    const detail = await t.callOk(
      'projects/configs/languages/detail',
      { project_id: projectId, language_code: 'en' },
      collaborator,
    );
    expect(detail.body).toContain('{corporate}');
    const list = await t.callOk(
      'projects/configs/languages/translation-list',
      { project_id: projectId },
      consultant,
    );
    expect(
      list.map((l: { language_code: string; has_template: boolean }) => [l.language_code, l.has_template]),
    ).toEqual([
      ['id', false],
      ['en', true],
    ]);
  });
});

describe('single invitation', () => {
  it('invites in the chosen language from the project template, with expiry from the project', async () => {
    await t.deps.db
      .updateTable('projects')
      .set({ code_expiry_days: 7 })
      .where('id', '=', projectId)
      .execute();
    const res = await t.callOk(
      'projects/invitations/invite',
      {
        project_id: projectId,
        name: 'Rina Putri',
        email: 'Rina@Example.com',
        phone: '0812',
        language_code: 'EN',
      },
      collaborator,
    );
    expect(res.participant_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(res.link).toMatch(new RegExp(`/test-activity/${res.participant_code}$`));
    const p = await participant(res.participant_id);
    expect(p).toMatchObject({ language_code: 'en', invite_count: 1, phone: '0812', status: 'invited' });
    const days = (Date.parse(p.code_expires_at!) - Date.parse(p.invited_at!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const [mail] = await outbox('rina@example.com');
    expect(mail.subject).toBe('Your Graduate Intake 2026 (demo) test');
    expect(mail.body_text).toContain(
      `Hello Rina Putri from Demo Corporation: open ${res.link} with code ${res.participant_code}`,
    );
    expect(mail.body_text).not.toMatch(/\{(name|link|code|expiry|corporate)\}/);
  });

  it('uses the default Indonesian template when no language is given', async () => {
    const res = await invitePerson(t, consultant, projectId, 'Adi', 'adi@example.com');
    expect((await participant(res.participant_id)).language_code).toBe('id');
    const [mail] = await outbox('adi@example.com');
    expect(mail.subject).toBe('Undangan asesmen: Graduate Intake 2026 (demo)');
    expect(mail.body_text).toContain('Yth. Adi,');
    expect(mail.body_text).toContain(`Kode peserta Anda: ${res.participant_code}`);
  });

  it('refuses a language the project does not have, a duplicate e-mail and bad input', async () => {
    await expectRefusal(
      t.call(
        'projects/invitations/invite',
        { project_id: projectId, name: 'X', email: 'x@example.com', language_code: 'fr' },
        consultant,
      ),
      { status: 400, message: 'language_code: fr is not a language of this project (use id, en)' },
    );
    const dup = await t.call(
      'projects/invitations/invite',
      { project_id: projectId, name: 'R', email: 'rina@example.com' },
      consultant,
    );
    expect(dup.status).toBe(409);
    await expectRefusal(
      t.call('projects/invitations/invite', { project_id: projectId, name: ' ', email: 'nope' }, consultant),
      { status: 400, message: /^(name: name is required|email: email must be a valid e-mail address)$/ },
    );
  });
});

describe('invitations list, code, resend and revoke', () => {
  let ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const n of ['Budi', 'Citra', 'Dodi', 'Euis']) {
      const r = await t.callOk(
        'projects/invitations/invite',
        { project_id: projectId, name: n, email: `${n.toLowerCase()}@example.com` },
        consultant,
      );
      ids[n] = r.participant_id;
    }
    ids = { ...ids };
    await t.deps.db
      .updateTable('participants')
      .set({ status: 'completed' })
      .where('id', '=', ids.Citra)
      .execute();
  });

  it('the datatable searches, filters by status and sorts in SQL', async () => {
    const cols = [{ data: 'name' }, { data: 'email' }, { data: 'invite_count' }, { data: 'status' }];
    const page = await t.callOk(
      'projects/invitations/datatable',
      {
        project_id: projectId,
        status: 'invited',
        columns: cols,
        order: [{ column: 0, dir: 'asc' }],
        length: 3,
      },
      collaborator,
    );
    expect(page.data.map((r: { name: string }) => r.name)).toEqual(['Adi', 'Budi', 'Dewi Demo']);
    const search = await t.callOk(
      'projects/invitations/datatable',
      { project_id: projectId, search: { value: 'EUIS@' } },
      collaborator,
    );
    expect(search.data.map((r: { name: string }) => r.name)).toEqual(['Euis']);
    expect(page.data[0]).toMatchObject({ invite_count: 1, language_code: 'id', status: 'invited' });
    expect(page.data[0].invited_at).toBeTruthy();
    const completed = await t.callOk(
      'projects/invitations/datatable',
      { project_id: projectId, status: 'completed' },
      collaborator,
    );
    expect(completed.data.map((r: { name: string }) => r.name)).toEqual(['Citra']);
    await expectRefusal(
      t.call('projects/invitations/datatable', { project_id: projectId, status: 'lost' }, collaborator),
      { status: 400, field: 'status' },
    );
  });

  it('answers a participant code and link', async () => {
    const c = await t.callOk('projects/invitations/code', { participant_id: ids.Budi }, collaborator);
    const p = await participant(ids.Budi);
    expect(c).toEqual({
      participant_id: ids.Budi,
      participant_code: p.participant_code,
      link: expect.stringContaining(`/test-activity/${p.participant_code}`),
    });
  });

  it('resends: a new e-mail and invite_count + 1; a completed participant is refused with 409', async () => {
    const row = await t.callOk('projects/invitations/resend', { participant_id: ids.Budi }, consultant);
    expect(row.invite_count).toBe(2);
    // The resent e-mail speaks the participant's language (Indonesian), not the sender's (English).
    const mails = await outbox('budi@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Undangan asesmen: Graduate Intake 2026 (demo)',
      'Undangan asesmen: Graduate Intake 2026 (demo)',
    ]);
    expect(mails[1].body_text).toContain('Yth. Budi,');
    await expectRefusal(t.call('projects/invitations/resend', { participant_id: ids.Citra }, consultant), {
      status: 409,
      message: 'citra@example.com has already completed the test; the invitation cannot be resent.',
    });
  });

  it('revokes selected: a completed participant is skipped with "already completed"; the revoked code stops working', async () => {
    const res = await t.callOk(
      'projects/invitations/selected-revoke',
      { participant_ids: [ids.Dodi, ids.Citra] },
      consultant,
    );
    expect(res).toEqual({ done: [ids.Dodi], skipped: [{ id: ids.Citra, reason: 'already completed' }] });
    expect(await participant(ids.Citra)).toMatchObject({ status: 'completed', revoked_at: null });
    const dodi = await participant(ids.Dodi);
    expect(dodi.status).toBe('revoked');
    expect(dodi.revoked_at).toBeTruthy();
    await expectRefusal(t.call('test-activities/landing', { participant_code: dodi.participant_code }), {
      status: 403,
      message: 'This participant code was revoked. Please contact the organiser.',
    });
    const again = await t.callOk(
      'projects/invitations/selected-revoke',
      { participant_ids: [ids.Dodi] },
      consultant,
    );
    expect(again).toEqual({ done: [], skipped: [{ id: ids.Dodi, reason: 'already revoked' }] });
    await expectRefusal(t.call('projects/invitations/resend', { participant_id: ids.Dodi }, consultant), {
      status: 409,
      message: "dodi@example.com's invitation was revoked; it cannot be resent.",
    });
  });

  it('resends selected: revoked and completed are skipped with their reasons', async () => {
    const res = await t.callOk(
      'projects/invitations/selected-resend',
      { participant_ids: [ids.Euis, ids.Dodi, ids.Citra] },
      consultant,
    );
    expect(res).toEqual({
      done: [ids.Euis],
      skipped: [
        { id: ids.Dodi, reason: 'revoked' },
        { id: ids.Citra, reason: 'already completed' },
      ],
    });
    expect((await participant(ids.Euis)).invite_count).toBe(2);
    const empty = await t.call('projects/invitations/selected-resend', { participant_ids: [] }, consultant);
    expect(empty.body.error!.message).toBe('participant_ids: choose at least 1 participant');
  });

  it('an expired code answers 410 and the participant shows as expired; a resend opens it again', async () => {
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', ids.Euis)
      .execute();
    const p = await participant(ids.Euis);
    await expectRefusal(t.call('test-activities/landing', { participant_code: p.participant_code }), {
      status: 410,
      message: 'This participant code has expired. Please contact the organiser.',
    });
    expect((await participant(ids.Euis)).status).toBe('expired');
    await t.callOk('projects/invitations/resend', { participant_id: ids.Euis }, consultant);
    expect((await participant(ids.Euis)).status).toBe('invited');
    expect((await t.call('test-activities/landing', { participant_code: p.participant_code })).status).toBe(
      200,
    );
  });
});

describe('credits', () => {
  it('refuses invitations the balance does not cover, naming the numbers; revoking frees a reservation', async () => {
    const tight = await tightCorporate(t, consultant, { slug: 'tight', cost: 2, credits: 4 });
    const summary = await creditFiguresOf(t, consultant, tight.projectId);
    expect(summary).toEqual({
      account_corporate_id: tight.corporateId,
      balance: 4,
      reserved: 0,
      available: 4,
      reserved_participants: 0,
      reservations: [],
      cost_per_participant: 2,
    });
    const a = await invitePerson(t, consultant, tight.projectId, 'A', 'a@tight.test');
    await invitePerson(t, consultant, tight.projectId, 'B', 'b@tight.test');
    await expectRefusal(
      t.call(
        'projects/invitations/invite',
        { project_id: tight.projectId, name: 'C', email: 'c@tight.test' },
        consultant,
      ),
      {
        status: 400,
        message:
          'Not enough credits: inviting 1 participant needs 2 credits, 0 credits are available (balance 4 credits, 4 credits reserved for 2 invited participants who have not started).',
      },
    );
    expect(await outbox('c@tight.test')).toHaveLength(0);
    await t.callOk(
      'projects/invitations/selected-revoke',
      { participant_ids: [a.participant_id] },
      consultant,
    );
    expect((await creditFiguresOf(t, consultant, tight.projectId)).reserved).toBe(2);
    await invitePerson(t, consultant, tight.projectId, 'C', 'c@tight.test');
  });

  it('concurrent invitations cannot spend the same credits', async () => {
    const race = await tightCorporate(t, consultant, { slug: 'race', cost: 2, credits: 4 });
    const results = await Promise.all(
      ['r1', 'r2', 'r3', 'r4'].map((n) =>
        t.call(
          'projects/invitations/invite',
          { project_id: race.projectId, name: n, email: `${n}@race.test` },
          consultant,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    const summary = await creditFiguresOf(t, consultant, race.projectId);
    expect(summary).toMatchObject({ balance: 4, reserved: 4, available: 0 });
  });

  it('debits a participant once when they start, and never blocks an invited candidate', async () => {
    const code = DEMO_PARTICIPANT_CODE;
    const reg = await submitRegistration(t, {
      participantCode: code,
      name: 'Dewi Lestari',
      email: 'dewi@example.com',
      phone: '0812',
      is_agree_tnc: 'true',
    });
    expect(reg.status).toBe(200);
    const dewi = await t.deps.db
      .selectFrom('participants')
      .select(['id', 'account_corporate_id'])
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    // The balance below zero must not stop a candidate who was already invited.
    await t.deps.db
      .insertInto('credit_ledger')
      .values({
        account_corporate_id: dewi.account_corporate_id,
        kind: 'grant',
        reason: 'top_up',
        amount: -10_000,
        reserved_change: 0,
        instrument_id: null,
        remarks: 'drain',
        created_by: null,
        created_at: new Date().toISOString(),
        participant_id: null,
        project_id: null,
      })
      .execute();
    const home = await t.callOk('test-activities/home', { participant_code: code });
    const submissionId = home.instruments[0].submission_id;
    for (let i = 0; i < 2; i++) {
      const started = await t.call('test-activities/mark-as-started', {
        participant_code: code,
        submission_id: submissionId,
      });
      expect(started.status).toBe(200);
    }
    const debits = await t.deps.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('participant_id', '=', dewi.id)
      .where('kind', '=', 'charge')
      .execute();
    expect(debits).toHaveLength(1);
    // The project's cost: the reasoning test (2 credits since tightCorporate), the inventory (1) and
    // the adaptive test (1); the charge names the test started, and its line is rendered per reader.
    expect(debits[0]).toMatchObject({
      amount: -4,
      reason: 'started',
      remarks: '',
      project_id: projectId,
      instrument_id: await idOfInstrument(t, 'DEMO-ABILITY'),
    });
  });
});

describe('access rules', () => {
  const calls = (ids: { participant: number }) =>
    [
      ['projects/invitations/invite', { project_id: projectId, name: 'Eve', email: 'eve@example.com' }],
      ['projects/invitations/datatable', { project_id: projectId }],
      ['projects/invitations/code', { participant_id: ids.participant }],
      ['projects/invitations/resend', { participant_id: ids.participant }],
      ['projects/invitations/selected-resend', { participant_ids: [ids.participant] }],
      ['projects/invitations/selected-revoke', { participant_ids: [ids.participant] }],
      ['projects/invitations/credits', { project_id: projectId }],
      ['projects/participants/datatable-progress', { project_id: projectId }],
      ['projects/configs/languages/translation-list', { project_id: projectId }],
      ['projects/configs/languages/new', { project_id: projectId, language_code: 'en' }],
      [
        'projects/configs/languages/update',
        { project_id: projectId, language_code: 'id', subject: 's', body: 'b' },
      ],
      ['projects/configs/languages/detail', { project_id: projectId, language_code: 'id' }],
    ] as const;

  it('another tenant gets 404 for every call on our project and participants, and changes nothing', async () => {
    const targetId = await idOfRow(t, 'participants', 'email', 'budi@example.com');
    const before = await participant(targetId);
    for (const [path, body] of calls({ participant: targetId })) {
      const res = await t.call(path, body, outsider);
      expect(res.status, path).toBe(404);
    }
    expect(await participant(targetId)).toEqual(before);
    expect(await outbox('eve@example.com')).toHaveLength(0);
  });

  it('answers 401 without a signed-in user and 403 before a collaborator agrees to the terms', async () => {
    const anonymous = await t.anonymousToken();
    const pending = (await rivalTenant(t, { slug: 'pending', agreeTnc: false })).token;
    for (const [path, body] of calls({ participant: 1 })) {
      expect((await t.call(path, body)).status, path).toBe(401);
      expect((await t.call(path, body, anonymous)).status, path).toBe(401);
      expect((await t.call(path, body, pending)).status, path).toBe(403);
    }
    expect((await t.call('projects/invitations/variables', {})).status).toBe(401);
    expect((await t.call('projects/configs/languages/templates', {}, anonymous)).status).toBe(401);
  });
});
