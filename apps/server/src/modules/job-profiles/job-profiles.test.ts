import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { callsUnder, expectForbiddenCalls } from '../../../test/support/forbidden-calls';
import { insertInstrumentRow, COMPETENCE_LEVELS as LEVELS } from '../../../test/support/library-rows';
import { startAppAs } from '../../../test/support/module-setup';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let lead: number;
let comm: number;
let [inst1, inst2, inst3, draftInst] = [0, 0, 0, 0];

const insertInstrument = (code: string, version: number) => insertInstrumentRow(t, code, { version });

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  lead = (await t.callOk('competences/new', { code: 'JP-LEAD', name: 'Leadership', levels: LEVELS }, admin))
    .id;
  comm = (
    await t.callOk(
      'competences/new',
      { code: 'JP-COMM', name: 'Communication', levels: LEVELS.slice(0, 2) },
      admin,
    )
  ).id;
  inst1 = await insertInstrument('JP-I1', 1);
  inst2 = await insertInstrument('JP-I2', 2);
  inst3 = await insertInstrument('JP-I3', 1);
  draftInst = await insertInstrument('JP-DRAFT', 0);
});
afterAll(() => t.close());

async function expect400(path: string, body: unknown, message: string) {
  const res = await t.call(path, body, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.message).toBe(message);
}

const profile = (extra: Record<string, unknown> = {}) => ({
  name: 'Sales manager',
  description: 'Leads the sales team',
  competences: [
    { competence_id: lead, target_level: 3, weight: 2 },
    { competence_id: comm, target_level: 2, weight: 1 },
  ],
  instrument_ids: [inst2, inst1],
  ...extra,
});

describe('job profiles', () => {
  it('creates, lists, reads, updates and removes a profile', async () => {
    const p = await t.callOk('job-profiles/new', profile(), admin);
    expect(p).toMatchObject({ name: 'Sales manager', description: 'Leads the sales team' });
    expect(p.competences).toEqual([
      {
        competence_id: lead,
        code: 'JP-LEAD',
        name: 'Leadership',
        target_level: 3,
        target_label: 'Role model',
        weight: 2,
      },
      {
        competence_id: comm,
        code: 'JP-COMM',
        name: 'Communication',
        target_level: 2,
        target_label: 'Proficient',
        weight: 1,
      },
    ]);
    expect(p.instruments.map((i: { instrument_id: number }) => i.instrument_id)).toEqual([inst2, inst1]);

    const page = await t.callOk('job-profiles/datatable', { search: { value: 'sales' } }, admin);
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0]).toMatchObject({ id: p.id, competence_count: 2, instrument_count: 2 });

    const updated = await t.callOk(
      'job-profiles/update',
      {
        ...profile({
          name: 'Sales lead',
          competences: [{ competence_id: comm, target_level: 1, weight: 0.5 }],
        }),
        id: p.id,
      },
      admin,
    );
    expect(updated.name).toBe('Sales lead');
    expect(updated.competences).toMatchObject([{ competence_id: comm, target_level: 1, weight: 0.5 }]);
    expect((await t.callOk('job-profiles/detail', { id: p.id }, admin)).name).toBe('Sales lead');

    expect(await t.callOk('job-profiles/mark-as-removed', { id: p.id }, admin)).toEqual({ ok: true });
    expect((await t.call('job-profiles/detail', { id: p.id }, admin)).status).toBe(404);
    const after = await t.callOk('job-profiles/datatable', { search: { value: 'sales' } }, admin);
    expect(after.recordsFiltered).toBe(0);
  });

  it('keeps the order of instrument-orders', async () => {
    const p = await t.callOk('job-profiles/new', profile({ name: 'Order' }), admin);
    const order = await t.callOk(
      'job-profiles/instrument-orders',
      { job_profile_id: p.id, instrument_ids: [inst3, inst1, inst2] },
      admin,
    );
    expect(order.map((i: { instrument_id: number }) => i.instrument_id)).toEqual([inst3, inst1, inst2]);
    expect(order.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
    const detail = await t.callOk('job-profiles/detail', { id: p.id }, admin);
    expect(detail.instruments.map((i: { code: string }) => i.code)).toEqual(['JP-I3', 'JP-I1', 'JP-I2']);
    const swapped = await t.callOk(
      'job-profiles/instrument-orders',
      { job_profile_id: p.id, instrument_ids: [inst2, inst3] },
      admin,
    );
    expect(swapped.map((i: { instrument_id: number }) => i.instrument_id)).toEqual([inst2, inst3]);
  });

  it('refuses bad targets, weights and instruments with the problem named', async () => {
    await expect400(
      'job-profiles/new',
      profile({ competences: [{ competence_id: comm, target_level: 3, weight: 1 }] }),
      "competences.0.target_level: competence 'JP-COMM' has no level 3 (levels: 1, 2)",
    );
    await expect400(
      'job-profiles/new',
      profile({ competences: [{ competence_id: lead, target_level: 1, weight: 0 }] }),
      'competences.0.weight: weight must be greater than 0',
    );
    await expect400(
      'job-profiles/new',
      profile({ competences: [{ competence_id: lead, target_level: 1, weight: 'a lot' }] }),
      'competences.0.weight: weight must be a number',
    );
    await expect400(
      'job-profiles/new',
      profile({ competences: [{ competence_id: 99999, target_level: 1, weight: 1 }] }),
      'competences.0.competence_id: unknown competence 99999',
    );
    await expect400(
      'job-profiles/new',
      profile({
        competences: [
          { competence_id: lead, target_level: 1, weight: 1 },
          { competence_id: lead, target_level: 2, weight: 1 },
        ],
      }),
      `competences.1.competence_id: competence ${lead} is listed twice`,
    );
    await expect400(
      'job-profiles/new',
      profile({ instrument_ids: [inst1, draftInst] }),
      "instrument_ids.1: instrument 'JP-DRAFT' is not published",
    );
    await expect400(
      'job-profiles/new',
      profile({ instrument_ids: [inst1, inst2, inst1] }),
      `instrument_ids.2: instrument ${inst1} is listed twice`,
    );
    await expect400(
      'job-profiles/new',
      profile({ instrument_ids: [77777] }),
      'instrument_ids.0: unknown instrument 77777',
    );
    const p = await t.callOk('job-profiles/new', profile({ name: 'Orders' }), admin);
    await expect400(
      'job-profiles/instrument-orders',
      { job_profile_id: p.id, instrument_ids: [inst1, inst1] },
      `instrument_ids.1: instrument ${inst1} is listed twice`,
    );
    await expect400('job-profiles/new', profile({ name: ' ' }), 'name: name is required');
  });

  it('compact list is for every signed-in user', async () => {
    const p = await t.callOk('job-profiles/new', profile({ name: 'Compact' }), admin);
    for (const token of [admin, consultant, collaborator]) {
      const res = await t.call('job-profiles/compact-list', {}, token);
      expect(res.status).toBe(200);
      expect((res.body.data as { id: number }[]).find((x) => x.id === p.id)).toEqual({
        id: p.id,
        name: 'Compact',
        competence_ids: [lead, comm],
        instrument_ids: [inst2, inst1],
      });
    }
    expect((await t.call('job-profiles/compact-list', {})).status).toBe(401);
  });
});

describe('job profiles: access', () => {
  it('answers 403 to consultants and collaborators on every admin call', async () => {
    const paths = callsUnder('job-profiles/');
    expect(paths).toHaveLength(7);
    const bodies: Record<string, unknown> = {
      'job-profiles/datatable': {},
      'job-profiles/new': profile(),
      'job-profiles/update': { ...profile(), id: 1 },
      'job-profiles/instrument-orders': { job_profile_id: 1, instrument_ids: [] },
    };
    const adminOnly = paths.filter((p) => p !== 'job-profiles/compact-list');
    await expectForbiddenCalls(t, adminOnly, [consultant, collaborator], (path) => bodies[path] ?? { id: 1 });
  });
});
