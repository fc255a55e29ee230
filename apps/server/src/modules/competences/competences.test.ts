import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { callsUnder, expectForbiddenCalls } from '../../../test/support/forbidden-calls';
import { COMPETENCE_LEVELS as LEVELS } from '../../../test/support/library-rows';
import { startAppAs } from '../../../test/support/module-setup';
import { nowIso } from '../../lib/clock';
import { colourCheck, contrastRatio, deltaE } from './colour-check';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let dimA: number;
let dimB: number;

async function insertDimension(code: string): Promise<number> {
  const now = nowIso();
  const row = await t.deps.db
    .insertInto('test_dimensions')
    .values({ code, name: `Dimension ${code}`, description: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  dimA = await insertDimension('CMP-A');
  dimB = await insertDimension('CMP-B');
});
afterAll(() => t.close());

const newCompetence = (code: string, extra: Record<string, unknown> = {}) =>
  t.callOk('competences/new', { code, name: `Competence ${code}`, levels: LEVELS, ...extra }, admin);

async function expect400(path: string, body: unknown, message: string) {
  const res = await t.call(path, body, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.message).toBe(message);
}

describe('colour maths', () => {
  it('computes WCAG contrast and ΔE', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(deltaE('#ffffff', '#ffffff')).toBe(0);
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(colourCheck(LEVELS).ok).toBe(true);
  });
});

describe('competences', () => {
  it('creates, lists, reads and updates a draft', async () => {
    const c = await newCompetence('LEAD', { description: 'Leads people' });
    expect(c).toMatchObject({ code: 'LEAD', status: 'draft', levels: LEVELS, dimensions: [] });
    const page = await t.callOk('competences/datatable', { search: { value: 'lead' } }, admin);
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0]).toMatchObject({ code: 'LEAD', level_count: 3, status: 'draft' });
    const detail = await t.callOk('competences/detail', { id: c.id }, admin);
    expect(detail.description).toBe('Leads people');
    const updated = await t.callOk(
      'competences/update',
      { id: c.id, name: 'Leadership', levels: [...LEVELS].reverse() },
      admin,
    );
    expect(updated.name).toBe('Leadership');
    expect(updated.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3]);
    expect((await t.call('competences/new', { code: 'lead', name: 'X', levels: LEVELS }, admin)).status).toBe(
      409,
    );
  });

  it('sets behavioural dimensions in order and weighted test dimensions', async () => {
    const c = await newCompetence('COMM');
    const withDims = await t.callOk(
      'competences/dimensions',
      {
        competence_id: c.id,
        dimensions: [{ name: 'Listens', description: 'Lets others finish' }, { name: 'Explains' }],
      },
      admin,
    );
    expect(withDims.dimensions.map((d: { name: string }) => d.name)).toEqual(['Listens', 'Explains']);
    const scored = await t.callOk(
      'competences/dimension-scorings',
      {
        competence_id: c.id,
        scorings: [
          { test_dimension_id: dimA, weight: 2 },
          { test_dimension_id: dimB, weight: 0.5 },
        ],
      },
      admin,
    );
    expect(scored.dimension_scorings).toEqual([
      { test_dimension_id: dimA, code: 'CMP-A', name: 'Dimension CMP-A', weight: 2 },
      { test_dimension_id: dimB, code: 'CMP-B', name: 'Dimension CMP-B', weight: 0.5 },
    ]);
  });

  it('refuses bad weights and unknown dimensions with the problem named', async () => {
    const c = await newCompetence('BADW');
    // Each case: the scorings sent, and the problem the refusal names.
    const cases: Array<[scorings: Array<{ test_dimension_id: number; weight: unknown }>, problem: string]> = [
      [[{ test_dimension_id: dimA, weight: 'heavy' }], 'scorings.0.weight: weight must be a number'],
      [[{ test_dimension_id: dimA, weight: 0 }], 'scorings.0.weight: weight must be greater than 0'],
      [[{ test_dimension_id: dimA, weight: -1 }], 'scorings.0.weight: weight must be greater than 0'],
      [
        [
          { test_dimension_id: dimA, weight: 1 },
          { test_dimension_id: 99999, weight: 1 },
        ],
        'scorings.1.test_dimension_id: unknown test dimension 99999',
      ],
      [
        [
          { test_dimension_id: dimA, weight: 1 },
          { test_dimension_id: dimA, weight: 2 },
        ],
        `scorings: test dimension ${dimA} is listed twice`,
      ],
    ];
    for (const [scorings, problem] of cases)
      await expect400('competences/dimension-scorings', { competence_id: c.id, scorings }, problem);
  });

  it('refuses level ranges that overlap or leave gaps', async () => {
    const [l1, l2, l3] = LEVELS;
    await expect400(
      'competences/new',
      { code: 'OVR', name: 'O', levels: [l1, { ...l2, min: 3 }, l3] },
      'levels: level 1 (1–4) and level 2 (3–7) overlap',
    );
    await expect400(
      'competences/new',
      { code: 'GAP', name: 'G', levels: [l1, l2, { ...l3, min: 8 }] },
      'levels: gap between level 2 (ends at 7) and level 3 (starts at 8)',
    );
    await expect400(
      'competences/new',
      { code: 'INV', name: 'I', levels: [{ ...l1, min: 4, max: 1 }] },
      'levels: level 1: min 4 must be less than max 1',
    );
    await expect400(
      'competences/new',
      { code: 'TWI', name: 'T', levels: [l1, { ...l2, level: 1 }] },
      'levels: level 1 is listed twice',
    );
    await expect400(
      'competences/new',
      { code: 'HEX', name: 'H', levels: [{ ...l1, colour: 'red' }] },
      'levels.0.colour: colour must be a hex colour such as #2e7d32',
    );
  });

  it('checks colours and submit refuses levels that fail, listing each', async () => {
    const bad = [
      { ...LEVELS[0], colour: '#777777', text_colour: '#ffffff' },
      { ...LEVELS[1], colour: '#787878', text_colour: '#000000' },
      { ...LEVELS[2], colour: '#1b5e20', text_colour: '#113311' },
    ];
    const check = await t.callOk('competences/colour-check', { levels: bad }, admin);
    expect(check.ok).toBe(false);
    expect(check.min_contrast).toBe(4.5);
    expect(check.min_delta_e).toBe(15);
    expect(check.levels.map((l: { readable: boolean }) => l.readable)).toEqual([false, true, false]);
    expect(
      check.levels.map((l: { distinguishable_from_next: boolean }) => l.distinguishable_from_next),
    ).toEqual([false, true, true]);
    expect(check.levels[2].delta_e_next).toBeNull();

    const c = await newCompetence('COLR', { levels: bad });
    await t.callOk(
      'competences/dimension-scorings',
      { competence_id: c.id, scorings: [{ test_dimension_id: dimA, weight: 1 }] },
      admin,
    );
    const stored = await t.callOk('competences/colour-check', { id: c.id }, admin);
    expect(stored).toEqual(check);
    const res = await t.call('competences/submit', { id: c.id }, admin);
    expect(res.status).toBe(400);
    const message = res.body.error?.message as string;
    expect(message.startsWith('levels: the colour check failed: ')).toBe(true);
    expect(message).toContain(
      'level 1 (Developing): text #ffffff on #777777 has contrast 4.48, needs at least 4.5',
    );
    expect(message).toContain(
      'level 1 (Developing) and level 2 (Proficient): colours #777777 and #787878 differ by ΔE',
    );
    expect(message).toContain('level 3 (Role model): text #113311 on #1b5e20 has contrast');
    expect((await t.call('competences/colour-check', {}, admin)).status).toBe(400);
  });

  it('submits a sound draft, then freezes it; duplicate makes a new draft under a new code', async () => {
    const c = await newCompetence('SUBM');
    await expect400(
      'competences/submit',
      { id: c.id },
      'dimension_scorings: a competence needs at least one weighted test dimension',
    );
    await t.callOk('competences/dimensions', { competence_id: c.id, dimensions: [{ name: 'Acts' }] }, admin);
    await t.callOk(
      'competences/dimension-scorings',
      { competence_id: c.id, scorings: [{ test_dimension_id: dimB, weight: 1.5 }] },
      admin,
    );
    const submitted = await t.callOk('competences/submit', { id: c.id }, admin);
    expect(submitted.status).toBe('submitted');
    expect((await t.call('competences/submit', { id: c.id }, admin)).status).toBe(409);
    const frozen = await t.call('competences/update', { id: c.id, name: 'X', levels: LEVELS }, admin);
    expect(frozen.status).toBe(409);
    expect(frozen.body.error?.message).toBe(
      "Competence 'SUBM' is submitted and cannot be changed; duplicate it to make a new draft.",
    );

    const copy = await t.callOk('competences/duplicate', { id: c.id, code: 'SUBM-2' }, admin);
    expect(copy).toMatchObject({ code: 'SUBM-2', name: submitted.name, status: 'draft', levels: LEVELS });
    expect(copy.id).not.toBe(c.id);
    expect(copy.dimensions.map((d: { name: string }) => d.name)).toEqual(['Acts']);
    expect(copy.dimension_scorings).toMatchObject([{ test_dimension_id: dimB, weight: 1.5 }]);
    expect((await t.call('competences/duplicate', { id: c.id, code: 'SUBM' }, admin)).status).toBe(409);
  });

  it('removes a competence; compact list is for every signed-in user', async () => {
    const c = await newCompetence('GONE');
    const list = await t.callOk('competences/compact-list', {}, consultant);
    expect(list.find((x: { code: string }) => x.code === 'GONE')).toMatchObject({
      status: 'draft',
      levels: [
        { level: 1, label: 'Developing' },
        { level: 2, label: 'Proficient' },
        { level: 3, label: 'Role model' },
      ],
    });
    expect((await t.call('competences/compact-list', {}, collaborator)).status).toBe(200);
    expect(await t.callOk('competences/mark-as-removed', { id: c.id }, admin)).toEqual({ ok: true });
    expect((await t.call('competences/detail', { id: c.id }, admin)).status).toBe(404);
    const after = await t.callOk('competences/compact-list', {}, admin);
    expect(after.some((x: { code: string }) => x.code === 'GONE')).toBe(false);
    expect((await t.call('competences/compact-list', {})).status).toBe(401);
  });
});

describe('competences: access', () => {
  it('answers 403 to consultants and collaborators on every admin call', async () => {
    const paths = callsUnder('competences/');
    expect(paths).toHaveLength(12);
    const bodies: Record<string, unknown> = {
      'competences/datatable': {},
      'competences/new': { code: 'NOPE', name: 'N', levels: LEVELS },
      'competences/update': { id: 1, name: 'N', levels: LEVELS },
      'competences/duplicate': { id: 1, code: 'NOPE2' },
      'competences/dimensions': { competence_id: 1, dimensions: [] },
      'competences/dimension-scorings': { competence_id: 1, scorings: [] },
      'competences/colour-check': { levels: LEVELS },
      'competences/translations': { id: 1, translations: {} },
    };
    const adminOnly = paths.filter((p) => p !== 'competences/compact-list');
    await expectForbiddenCalls(t, adminOnly, [consultant, collaborator], (path) => bodies[path] ?? { id: 1 });
  });
});
