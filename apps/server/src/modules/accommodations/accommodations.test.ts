import type { AccommodationDetail, CallRequest } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishedAbility, keyedSingle as single } from '../../../test/support/ability-instruments';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { rivalTenant } from '../../../test/tenants';

// Accommodations through HTTP on a real database: the staff's grant with its reason, the server's
// clocks honouring it (per test and per section, breaks, screen-reader mode), a grant made while a
// section runs, the participant's request by e-mail to the project's staff, and the refusals.

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rivalConsultant: string;
/** Two timed sections (300 s, 120 s) and an untimed one whose second item has its own 20 s. */
let instrumentId: number;

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  ({ consultantToken: rivalConsultant } = await rivalTenant(t, { slug: 'rival-accommodations' }));
  const sections = [
    { title: 'First', time_limit_seconds: 300, items: [1, 2].map((n) => single(`First ${n}`)) },
    { title: 'Second', time_limit_seconds: 120, items: [1, 2].map((n) => single(`Second ${n}`)) },
    {
      title: 'Third',
      time_limit_seconds: null,
      items: [single('Untimed'), single('Quick', { time_limit_seconds: 20 })],
    },
  ];
  instrumentId = await publishedAbility(t, admin, 'ACC-CLOCKS', sections, 'Clocks');
});
afterAll(() => t.close());

async function newParticipant() {
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: `Accommodations ${Date.now()}`, instrument_ids: [instrumentId] },
    consultant,
  );
  const p = await registeredParticipant(t, project.id);
  const detail = await t.callOk(
    'projects/participants/accommodations/detail',
    { participant_id: p.id },
    consultant,
  );
  return { ...p, projectId: project.id, test: detail.tests[0] };
}

const start = (code: string, submissionId: number) =>
  t.callOk('test-activities/mark-as-started', { participant_code: code, submission_id: submissionId });
const finishSection = (code: string, submissionId: number, sectionId: string | null | undefined) =>
  t.callOk('test-activities/finish-section', {
    participant_code: code,
    submission_id: submissionId,
    section_id: sectionId as string,
  });
const grant = (body: Record<string, unknown>, token = consultant) =>
  t.call(
    'projects/participants/accommodations/grant',
    {
      requested_by: 'staff',
      reason: 'Dyslexia report',
      ...body,
    } as CallRequest<'projects/participants/accommodations/grant'>,
    token,
  );

describe('a grant and the clocks', () => {
  it('lengthens the running section at once and the next ones; the record names reason, asker and granter', async () => {
    const p = await newParticipant();
    const a = await start(p.code, p.submissionId);
    expect(a.remaining_seconds).toBeLessThanOrEqual(300);
    const res = await grant({
      participant_id: p.id,
      extra_time_percent: 50,
      requested_by: 'other',
      requester_name: 'Dr. Sari (occupational therapist)',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as AccommodationDetail).current).toMatchObject({
      state: 'granted',
      extra_time_percent: 50,
      reason: 'Dyslexia report',
      requested_by: 'other',
      requester_name: 'Dr. Sari (occupational therapist)',
      decided_by_name: 'Citra Consultant',
    });
    const longer = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    expect(longer.remaining_seconds).toBeGreaterThan(445);
    expect(longer.remaining_seconds).toBeLessThanOrEqual(450);
    expect(longer.extra_time_percent).toBe(50);
    await finishSection(p.code, p.submissionId, a.current_section_id);
    const second = await start(p.code, p.submissionId);
    expect(second.remaining_seconds).toBeGreaterThan(175);
    expect(second.remaining_seconds).toBeLessThanOrEqual(180);
  });

  it('takes a section’s grant over its test’s over every test’s, and break minutes are not added to the clock (a break pauses it)', async () => {
    const p = await newParticipant();
    const [first, second] = p.test.sections;
    expect(
      (
        await grant(
          {
            participant_id: p.id,
            extra_time_percent: 10,
            break_minutes: 2,
            extra_time_overrides: [
              { project_instrument_id: p.test.project_instrument_id, percent: 25 },
              { project_instrument_id: p.test.project_instrument_id, section_id: second.id, percent: 100 },
            ],
          },
          collaborator,
        )
      ).status,
    ).toBe(200);
    const a = await start(p.code, p.submissionId);
    // First: 300 s + 25 % (the test's); the 2 break minutes are taken as pauses.
    expect(a.remaining_seconds).toBeGreaterThan(370);
    expect(a.remaining_seconds).toBeLessThanOrEqual(375);
    expect(a.extra_time_percent).toBe(25);
    expect(a.break_minutes).toBe(2);
    expect(a.breaks).toMatchObject({ granted_seconds: 120, used_seconds: 0, on_break_since: null });
    await finishSection(p.code, p.submissionId, first.id);
    const b = await start(p.code, p.submissionId);
    // Second: 120 s + 100 % (its own).
    expect(b.remaining_seconds).toBeGreaterThan(235);
    expect(b.remaining_seconds).toBeLessThanOrEqual(240);
    expect(b.extra_time_percent).toBe(100);
  });

  it('in screen-reader mode a question has no clock of its own', async () => {
    const p = await newParticipant();
    await grant({ participant_id: p.id, screen_reader: true, larger_text: true });
    const a = await start(p.code, p.submissionId);
    await finishSection(p.code, p.submissionId, a.current_section_id);
    await start(p.code, p.submissionId);
    const b = await t.callOk('test-activities/instrument', {
      participant_code: p.code,
      attempt_id: p.submissionId,
    });
    await finishSection(p.code, p.submissionId, b.current_section_id);
    const c = await start(p.code, p.submissionId);
    const quick = c.sections[2].items[1];
    expect(quick.time_limit_seconds).toBeNull();
    const shown = await t.callOk('test-activities/item-shown', {
      participant_code: p.code,
      submission_id: p.submissionId,
      item_id: quick.id,
    });
    expect(shown.remaining_seconds).toBeNull();
    // Long after the 20 s the question would have had, its answer still counts.
    await t.deps.db
      .updateTable('item_views')
      .set({ shown_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('submission_id', '=', p.submissionId)
      .execute();
    const late = await t.call('test-activities/submission', {
      participant_code: p.code,
      submission_id: p.submissionId,
      submission: { [quick.id]: { value: 'A', seq: 1 } },
      is_final: false,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const own = await t.callOk('test-activities/accommodation', { participant_code: p.code });
    expect(own.terms).toMatchObject({ screen_reader: true, larger_text: true, high_contrast: false });
  });

  it('refuses a grant of nothing, an unknown section, a foreign participant and no sign-in', async () => {
    const p = await newParticipant();
    const nothing = await grant({ participant_id: p.id });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toMatchObject({ field: 'extra_time_percent' });
    expect(nothing.body.error!.message).toContain('Choose at least one adjustment');
    const noReason = await grant({ participant_id: p.id, extra_time_percent: 10, reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error!.message).toBe('reason: reason is required: say why the adjustment is made');
    const tooMuch = await grant({ participant_id: p.id, extra_time_percent: 150 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error!.message).toBe('extra_time_percent: extra_time_percent must be at most 100');
    const badSection = await grant({
      participant_id: p.id,
      extra_time_overrides: [
        { project_instrument_id: p.test.project_instrument_id, section_id: 'nope', percent: 10 },
      ],
    });
    expect(badSection.status).toBe(400);
    expect(badSection.body.error).toMatchObject({
      field: 'extra_time_overrides.0.section_id',
      message: 'extra_time_overrides.0.section_id: Section nope is not a section of that test.',
    });
    const foreign = await grant({ participant_id: p.id, extra_time_percent: 10 }, rivalConsultant);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error!.message).toBe('Participant not found.');
    const anonymous = await t.call('projects/participants/accommodations/grant', {
      participant_id: p.id,
      extra_time_percent: 10,
      reason: 'x',
      requested_by: 'staff',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the participant asks from the dashboard', () => {
  it('e-mails the project’s staff in their language; staff grant the request, which becomes the grant in force', async () => {
    const p = await newParticipant();
    expect(await t.callOk('test-activities/accommodation', { participant_code: p.code })).toEqual({
      terms: null,
      request: null,
    });
    const asked = await t.callOk('test-activities/accommodation-request', {
      participant_code: p.code,
      needs: ['extra_time', 'larger_text'],
      message: 'I have dyslexia and read slowly.',
    });
    expect(asked.request).toMatchObject({ state: 'requested' });
    const mails = await t.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('project_id', '=', p.projectId)
      .execute();
    const toConsultant = mails.find((m) => m.to_address === 'consultant@asesa.test');
    const toCollaborator = mails.find((m) => m.to_address === 'collaborator@asesa.test');
    expect(toConsultant?.body_text).toContain('I have dyslexia and read slowly.');
    expect(toConsultant?.body_text).toMatch(/extra time, larger text|waktu tambahan, teks lebih besar/);
    expect(toCollaborator?.subject).toMatch(/Nadia/);
    // A second request while the first waits is refused with a message saying so.
    await expectRefusal(
      t.call('test-activities/accommodation-request', {
        participant_code: p.code,
        message: 'Please',
      }),
      { status: 409, message: 'Your earlier request is still waiting for an answer from the project team.' },
    );

    const detail = await t.callOk(
      'projects/participants/accommodations/detail',
      { participant_id: p.id },
      consultant,
    );
    expect(detail.current).toBeNull();
    expect(detail.pending).toHaveLength(1);
    expect(detail.pending[0]).toMatchObject({
      requested_by: 'candidate',
      request_message: 'I have dyslexia and read slowly.',
      request_needs: ['extra_time', 'larger_text'],
    });
    const granted = await grant({
      participant_id: p.id,
      request_id: detail.pending[0].id,
      extra_time_percent: 25,
      larger_text: true,
      reason: 'Asked by the candidate; dyslexia',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((granted.body.data as AccommodationDetail).pending).toHaveLength(0);
    expect((granted.body.data as AccommodationDetail).current).toMatchObject({
      extra_time_percent: 25,
      requested_by: 'candidate',
    });
    const twice = await grant({
      participant_id: p.id,
      request_id: detail.pending[0].id,
      extra_time_percent: 25,
    });
    expect(twice.status).toBe(409);
    const own = await t.callOk('test-activities/accommodation', { participant_code: p.code });
    expect(own).toMatchObject({
      terms: { extra_time_percent: 25, larger_text: true },
      request: { state: 'granted' },
    });
    const a = await start(p.code, p.submissionId);
    expect(a.remaining_seconds).toBeGreaterThan(370);
  });

  it('a declined request tells the participant why, and changes no clock', async () => {
    const p = await newParticipant();
    await t.callOk('test-activities/accommodation-request', {
      participant_code: p.code,
      message: 'More time please',
    });
    const [request] = (
      await t.callOk('projects/participants/accommodations/detail', { participant_id: p.id }, consultant)
    ).pending;
    const declined = await t.callOk(
      'projects/participants/accommodations/decline',
      { participant_id: p.id, request_id: request.id, reason: 'Please send the assessment report first.' },
      consultant,
    );
    expect(declined.history[0]).toMatchObject({ state: 'declined', decided_by_name: 'Citra Consultant' });
    const own = await t.callOk('test-activities/accommodation', { participant_code: p.code });
    expect(own).toEqual({
      terms: null,
      request: expect.objectContaining({
        state: 'declined',
        decline_reason: 'Please send the assessment report first.',
      }),
    });
    const a = await start(p.code, p.submissionId);
    expect(a.remaining_seconds).toBeLessThanOrEqual(300);
  });
});
