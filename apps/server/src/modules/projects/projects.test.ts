import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { idOfInstrument, startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { rivalTenant } from '../../../test/tenants';
import { CODE_ALPHABET, newParticipantCode } from './participant-code';

let t: TestApp;
let consultant: string;
let collaborator: string;
let outsider: string;
let instrumentId: number;
beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  outsider = (await rivalTenant(t)).token;
  instrumentId = await idOfInstrument(t, 'DEMO-ABILITY');
});
afterAll(() => t.close());

describe('participant codes', () => {
  it('are 12 symbols of an unambiguous alphabet in groups of four, and unique', () => {
    const codes = new Set(Array.from({ length: 2000 }, newParticipantCode));
    expect(codes.size).toBe(2000);
    for (const c of [...codes].slice(0, 50)) {
      expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect([...c.replaceAll('-', '')].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
    }
  });
});

describe('projects', () => {
  it('a consultant creates a project on the published version of an instrument', async () => {
    const p = await t.callOk(
      'projects/new',
      { account_corporate_id: 1, name: 'Sales Trainees', instrument_ids: [instrumentId] },
      consultant,
    );
    expect(p).toMatchObject({
      name: 'Sales Trainees',
      corporate_name: 'Demo Corporation',
      participant_count: 0,
      status: 'active',
    });
    expect(p.instruments).toEqual([
      {
        id: instrumentId,
        code: 'DEMO-ABILITY',
        name: 'Penalaran Umum (demo)',
        position: 0,
        version: 1,
        variation: null,
        credit_cost: 1,
      },
    ]);
  });

  it('refuses unpublished or unknown instruments and bad dates, naming the field', async () => {
    const draft = await t.callOk(
      'instruments/new',
      { code: 'DRAFT', name: 'Draft', kind: 'ability' },
      await t.signIn('admin'),
    );
    await expectRefusal(
      t.call(
        'projects/new',
        { account_corporate_id: 1, name: 'X', instrument_ids: [draft.id, 9999] },
        consultant,
      ),
      {
        status: 400,
        message: `instrument_ids: instrument ${draft.id}, 9999 is not published or does not exist`,
        field: 'instrument_ids',
      },
    );
    const none = await t.call(
      'projects/new',
      { account_corporate_id: 1, name: 'X', instrument_ids: [] },
      consultant,
    );
    expect(none.body.error!.message).toBe('instrument_ids: choose at least 1 instrument');
    const dates = await t.call(
      'projects/new',
      {
        account_corporate_id: 1,
        name: 'X',
        instrument_ids: [instrumentId],
        start_date: '2026-05-01',
        end_date: '2026-04-01',
      },
      consultant,
    );
    expect(dates.body.error!.message).toBe('end_date: the end date is before the start date');
  });

  it('lists projects per tenant; other tenants get 404 for our ids', async () => {
    const mine = await t.callOk('projects/list', {}, collaborator);
    expect(mine.recordsTotal).toBe(2);
    const theirs = await t.callOk('projects/list', {}, outsider);
    expect(theirs.recordsTotal).toBe(0);
    for (const [path, body] of [
      ['projects/detail', { id: 1 }],
      ['projects/invitations/invite', { project_id: 1, name: 'Eve', email: 'eve@example.com' }],
      ['projects/participants/datatable', { project_id: 1 }],
      ['projects/new', { account_corporate_id: 1, name: 'Hijack', instrument_ids: [instrumentId] }],
    ] as const) {
      const res = await t.call(path, body, outsider);
      expect(res.status, path).toBe(404);
    }
    expect(
      await t.deps.db
        .selectFrom('participants')
        .select('id')
        .where('email', '=', 'eve@example.com')
        .execute(),
    ).toHaveLength(0);
  });
});

describe('participants and invitations', () => {
  it('invites a participant: a code, submissions for each instrument and an e-mail in the outbox', async () => {
    const res = await t.callOk(
      'projects/invitations/invite',
      { project_id: 1, name: 'Rina Putri', email: 'Rina@Example.com' },
      collaborator,
    );
    expect(res.participant_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const mail = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'rina@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('held');
    expect(mail.body_text).toContain(`/test-activity/${res.participant_code}`);
    const subs = await t.deps.db
      .selectFrom('submissions')
      .select('state')
      .where('participant_id', '=', res.participant_id)
      .execute();
    // One submission per instrument of the demo project: the reasoning test, the inventory and the adaptive test.
    expect(subs).toEqual([{ state: 'not_started' }, { state: 'not_started' }, { state: 'not_started' }]);
  });

  it('refuses the same e-mail twice in a project with 409', async () => {
    await expectRefusal(
      t.call(
        'projects/invitations/invite',
        { project_id: 1, name: 'Rina', email: 'rina@example.com' },
        collaborator,
      ),
      { status: 409, message: 'rina@example.com is already a participant of this project.' },
    );
    const bad = await t.call(
      'projects/invitations/invite',
      { project_id: 1, name: 'X', email: 'not-an-email' },
      collaborator,
    );
    expect(bad.body.error!.message).toBe('email: email must be a valid e-mail address');
  });

  it('the participants datatable searches, sorts and pages in SQL', async () => {
    for (const n of ['Adi', 'Budi', 'Citra']) {
      await t.callOk(
        'projects/invitations/invite',
        { project_id: 1, name: n, email: `${n.toLowerCase()}@example.com` },
        collaborator,
      );
    }
    const cols = [{ data: 'name' }, { data: 'email' }, { data: 'status' }];
    const page = await t.callOk(
      'projects/participants/datatable',
      { project_id: 1, columns: cols, order: [{ column: 0, dir: 'asc' }], start: 1, length: 2 },
      collaborator,
    );
    // Adi, Budi, Citra, Rina and DEMO-PCODE-01, plus the 6 demo candidates (demo-participants.ts).
    expect(page.recordsTotal).toBe(11);
    expect(page.data.map((p: { name: string }) => p.name)).toEqual(['Budi', 'Citra']);
    const search = await t.callOk(
      'projects/participants/datatable',
      { project_id: 1, search: { value: 'CITRA' } },
      collaborator,
    );
    expect(search.recordsFiltered).toBe(1);
    const byColumn = await t.callOk(
      'projects/participants/datatable',
      { project_id: 1, columns: [{ data: 'status', search: { value: 'invited' } }] },
      collaborator,
    );
    expect(byColumn.recordsFiltered).toBe(5);
    const wildcard = await t.callOk(
      'projects/participants/datatable',
      { project_id: 1, search: { value: '%' } },
      collaborator,
    );
    expect(wildcard.recordsFiltered).toBe(0);
    await expectRefusal(
      t.call('projects/participants/datatable', { project_id: 1, length: 100000 }, collaborator),
      { status: 400, field: 'length' },
    );
  });
});
