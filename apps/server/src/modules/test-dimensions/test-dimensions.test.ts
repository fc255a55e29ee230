import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const CALLS = [
  ['test-dimensions/compact-list', {}],
  ['test-dimensions/datatable', {}],
  ['test-dimensions/new', { code: 'X', name: 'X' }],
  ['test-dimensions/detail', { id: 1 }],
  ['test-dimensions/update', { id: 1, code: 'X', name: 'X' }],
  ['test-dimensions/mark-as-removed', { id: 1 }],
] as const;

describe('test dimensions (admin)', () => {
  it('creates a dimension with its indicators in order', async () => {
    const dim = await t.callOk(
      'test-dimensions/new',
      {
        code: 'EXT',
        name: 'Extraversion',
        description: 'Outgoing energy',
        indicators: [
          { code: 'EXT.SOC', name: 'Sociability' },
          { code: 'EXT.ASS', name: 'Assertiveness', description: 'Takes the lead' },
        ],
      },
      admin,
    );
    expect(dim).toMatchObject({ code: 'EXT', name: 'Extraversion', indicator_count: 2 });
    expect(dim.indicators.map((i: { code: string; position: number }) => [i.code, i.position])).toEqual([
      ['EXT.SOC', 0],
      ['EXT.ASS', 1],
    ]);
    const detail = await t.callOk('test-dimensions/detail', { id: dim.id }, admin);
    expect(detail).toEqual(dim);
  });

  it('adds, renames, reorders and removes indicators through update', async () => {
    const dim = await t.callOk(
      'test-dimensions/new',
      {
        code: 'CON',
        name: 'Conscientiousness',
        indicators: [
          { code: 'CON.ORD', name: 'Order' },
          { code: 'CON.DUT', name: 'Dutifulness' },
          { code: 'CON.ACH', name: 'Achievement' },
        ],
      },
      admin,
    );
    const [ord, dut] = dim.indicators;
    const updated = await t.callOk(
      'test-dimensions/update',
      {
        id: dim.id,
        code: 'CON',
        name: 'Conscientiousness (C)',
        indicators: [
          { id: dut.id, code: 'CON.DUT', name: 'Duty' },
          { id: ord.id, code: 'CON.ORG', name: 'Organisation' },
          { code: 'CON.SD', name: 'Self-discipline' },
        ],
      },
      admin,
    );
    expect(updated.name).toBe('Conscientiousness (C)');
    expect(
      updated.indicators.map((i: { id: number; code: string; name: string }) => [i.code, i.name]),
    ).toEqual([
      ['CON.DUT', 'Duty'],
      ['CON.ORG', 'Organisation'],
      ['CON.SD', 'Self-discipline'],
    ]);
    expect(updated.indicators[1].id).toBe(ord.id);
    // Swapping two codes in one update works (the unique index never sees a clash).
    const swapped = await t.callOk(
      'test-dimensions/update',
      {
        id: dim.id,
        code: 'CON',
        name: 'Conscientiousness',
        indicators: [
          { id: dut.id, code: 'CON.ORG', name: 'Duty' },
          { id: ord.id, code: 'CON.DUT', name: 'Organisation' },
        ],
      },
      admin,
    );
    expect(swapped.indicators.map((i: { code: string }) => i.code)).toEqual(['CON.ORG', 'CON.DUT']);
    expect(swapped.indicator_count).toBe(2);
    // The removed indicator's code stays reserved.
    await expectRefusal(
      t.call(
        'test-dimensions/update',
        {
          id: dim.id,
          code: 'CON',
          name: 'C',
          indicators: [{ code: 'CON.SD', name: 'Again' }],
        },
        admin,
      ),
      {
        status: 409,
        message: "The indicator code 'CON.SD' belongs to a removed indicator; choose another code.",
      },
    );
  });

  it('refuses duplicate codes and foreign indicator ids by name', async () => {
    await expectRefusal(t.call('test-dimensions/new', { code: 'EXT', name: 'Again' }, admin), {
      status: 409,
      message: "A dimension with code 'EXT' already exists.",
      field: 'code',
    });
    await expectRefusal(
      t.call(
        'test-dimensions/new',
        { code: 'NEU', name: 'Neuroticism', indicators: [{ code: 'EXT.SOC', name: 'Stolen' }] },
        admin,
      ),
      { status: 409, message: "An indicator with code 'EXT.SOC' already exists." },
    );
    await expectRefusal(
      t.call(
        'test-dimensions/new',
        {
          code: 'NEU',
          name: 'Neuroticism',
          indicators: [
            { code: 'NEU.A', name: 'A' },
            { code: 'NEU.A', name: 'B' },
          ],
        },
        admin,
      ),
      { status: 400, message: "indicators: the code 'NEU.A' is listed twice" },
    );
    const ext = await t.callOk('test-dimensions/compact-list', {}, admin);
    const extId = ext.find((d: { code: string }) => d.code === 'EXT').id;
    const con = ext.find((d: { code: string }) => d.code === 'CON');
    await expectRefusal(
      t.call(
        'test-dimensions/update',
        {
          id: extId,
          code: 'EXT',
          name: 'E',
          indicators: [{ id: con.indicators[0].id, code: 'X1', name: 'x' }],
        },
        admin,
      ),
      {
        status: 400,
        message: `indicators.0.id: indicator ${con.indicators[0].id} does not belong to this dimension`,
      },
    );
    await expectRefusal(t.call('test-dimensions/new', { code: 'has space', name: 'X' }, admin), {
      status: 400,
      message: 'code: code may contain only letters, digits, ., - and _',
    });
    const noName = await t.call(
      'test-dimensions/new',
      { code: 'OK', name: 'X', indicators: [{ code: 'OK.1', name: '' }] },
      admin,
    );
    expect(noName.body.error!.message).toBe('indicators.0.name: indicator name is required');
  });

  it('lists dimensions in SQL and the compact list for pickers', async () => {
    const page = await t.callOk(
      'test-dimensions/datatable',
      { search: { value: 'extra' }, columns: [{ data: 'code' }], order: [{ column: 0, dir: 'asc' }] },
      admin,
    );
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0]).toMatchObject({ code: 'EXT', indicator_count: 2 });
    const sorted = await t.callOk(
      'test-dimensions/datatable',
      { columns: [{ data: 'indicator_count' }], order: [{ column: 0, dir: 'desc' }] },
      admin,
    );
    expect(sorted.data.map((d: { indicator_count: number }) => d.indicator_count)).toEqual(
      [...sorted.data.map((d: { indicator_count: number }) => d.indicator_count)].sort((a, b) => b - a),
    );
    const compact = await t.callOk('test-dimensions/compact-list', {}, admin);
    expect(
      compact.find((d: { code: string }) => d.code === 'EXT').indicators.map((i: { code: string }) => i.code),
    ).toEqual(['EXT.SOC', 'EXT.ASS']);
  });

  it('removes a dimension softly with its indicators; unknown ids answer 404', async () => {
    const dim = await t.callOk(
      'test-dimensions/new',
      { code: 'TMP', name: 'Temporary', indicators: [{ code: 'TMP.1', name: 'One' }] },
      admin,
    );
    expect(await t.callOk('test-dimensions/mark-as-removed', { id: dim.id }, admin)).toEqual({ ok: true });
    await expectRefusal(t.call('test-dimensions/detail', { id: dim.id }, admin), {
      status: 404,
      message: 'Test dimension not found.',
    });
    const compact = await t.callOk('test-dimensions/compact-list', {}, admin);
    expect(compact.map((d: { code: string }) => d.code)).not.toContain('TMP');
    const again = await t.call('test-dimensions/mark-as-removed', { id: dim.id }, admin);
    expect(again.status).toBe(404);
    const unknown = await t.call('test-dimensions/update', { id: 99999, code: 'Z', name: 'Z' }, admin);
    expect(unknown.status).toBe(404);
  });

  it('answers 403 to consultants and collaborators on every call', async () => {
    for (const who of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(who);
      for (const [path, body] of CALLS) {
        const res = await t.call(path, body, token);
        expect(res.status, `${who} ${path}`).toBe(403);
      }
    }
  });
});
