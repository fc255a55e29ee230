import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { abilityDraft } from '../../../test/support/draft-instruments';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const item = (stem: string, key: string | null = 'A') => ({
  type: 'single' as const,
  stem,
  options: [
    { id: 'A', text: 'Yes' },
    { id: 'B', text: 'No' },
  ],
  key,
});

describe('instruments (admin)', () => {
  it('creates, edits and publishes an instrument with single-choice keyed items', async () => {
    const created = await t.callOk(
      'instruments/new',
      { code: 'NUM-1', name: 'Numerical 1', kind: 'ability' },
      admin,
    );
    expect(created).toMatchObject({ code: 'NUM-1', status: 'draft', version: 0, item_count: 0 });
    const saved = await t.callOk(
      'instruments/content',
      {
        id: created.id,
        sections: [
          { title: 'Part 1', time_limit_seconds: 120, items: [item('1 + 1 = 2?'), item('2 + 2 = 5?', 'B')] },
        ],
      },
      admin,
    );
    expect(saved.item_count).toBe(2);
    expect(saved.sections[0].items[0].id).toMatch(/^i_/);
    const published = await t.callOk('instruments/submit', { id: created.id }, admin);
    expect(published).toMatchObject({ status: 'published', version: 1 });
    const versions = await t.deps.db
      .selectFrom('instrument_versions')
      .selectAll()
      .where('instrument_id', '=', created.id)
      .execute();
    expect(versions).toHaveLength(1);
    const compact = await t.callOk('instruments/compact-list', {}, await t.signIn('consultant'));
    expect(compact.map((c: { code: string }) => c.code)).toContain('NUM-1');
  });

  it('keeps item ids stable across edits', async () => {
    const { id, saved: first } = await abilityDraft(t, admin, { code: 'STABLE', name: 'Stable' }, [
      { title: 'S', items: [item('Q1')] },
    ]);
    const sections = first.sections;
    sections[0].items[0].stem = 'Q1 edited';
    const second = await t.callOk('instruments/content', { id, sections }, admin);
    expect(second.sections[0].items[0].id).toBe(first.sections[0].items[0].id);
    expect(second.sections[0].items[0].stem).toBe('Q1 edited');
  });

  it('lists every problem that prevents publishing', async () => {
    const { id } = await abilityDraft(t, admin, { code: 'BROKEN', name: 'Broken' }, [
      { title: 'Empty', items: [] },
      { title: 'Keys', items: [item('No key', null), item('Bad key', 'Z')] },
    ]);
    await expectRefusal(t.call('instruments/submit', { id }, admin), {
      status: 400,
      message:
        "The instrument cannot be published: Section 1 (Empty) has no items. Section 2 (Keys), item 1 has no key. Section 2 (Keys), item 2 has a key 'Z' that is not one of its options.",
    });
    const indonesian = await t.call('instruments/submit', { id }, admin, { 'content-language': 'id' });
    expect(indonesian.body.error!.message).toBe(
      "Instrumen tidak dapat diterbitkan: Bagian 1 (Empty) tidak memiliki soal. Bagian 2 (Keys), soal 1 tidak memiliki kunci. Bagian 2 (Keys), soal 2 memiliki kunci 'Z' yang bukan salah satu opsinya.",
    );
  });

  it('refuses a duplicate code with 409 and bad fields with 400', async () => {
    const dup = await t.call('instruments/new', { code: 'NUM-1', name: 'Again', kind: 'ability' }, admin);
    const dupIndonesian = await t.call(
      'instruments/new',
      { code: 'NUM-1', name: 'Again', kind: 'ability' },
      admin,
      { 'content-language': 'id' },
    );
    expect(dupIndonesian.body.error?.message).toBe("Instrumen dengan kode 'NUM-1' sudah ada.");
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      message: "An instrument with code 'NUM-1' already exists.",
      field: 'code',
    });
    await expectRefusal(t.call('instruments/new', { code: 'has space', name: 'X', kind: 'ability' }, admin), {
      status: 400,
      message: 'code: code may contain only letters, digits, - and _',
    });
    const kind = await t.call('instruments/new', { code: 'K1', name: 'X', kind: 'horoscope' }, admin);
    expect(kind.status).toBe(400);
    expect(kind.body.error!.field).toBe('kind');
    const oneOption = await t.call(
      'instruments/content',
      {
        id: 1,
        sections: [{ title: 'S', items: [{ type: 'single', stem: 'Q', options: [{ id: 'A', text: 'a' }] }] }],
      },
      admin,
    );
    expect(oneOption.body.error!.message).toBe(
      'sections.0.items.0.options: an item needs at least 2 options',
    );
  });

  it('answers 404 for an unknown instrument', async () => {
    await expectRefusal(t.call('instruments/detail', { id: 99999 }, admin), {
      status: 404,
      message: 'Instrument not found.',
    });
  });

  it('pages, searches and sorts the list in SQL', async () => {
    const page = await t.callOk(
      'instruments/list',
      {
        start: 0,
        length: 2,
        search: { value: 'num' },
        columns: [{ data: 'code' }],
        order: [{ column: 0, dir: 'asc' }],
      },
      admin,
    );
    expect(page.recordsTotal).toBeGreaterThanOrEqual(4);
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0].code).toBe('NUM-1');
    await expectRefusal(
      t.call('instruments/list', { order: [{ column: 3, dir: 'asc' }], columns: [{ data: 'code' }] }, admin),
      { status: 400, message: 'order: column 3 cannot be sorted' },
    );
  });

  it('refuses non-admins with 403 and anonymous callers with 401', async () => {
    for (const role of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(role);
      for (const [path, body] of [
        ['instruments/list', {}],
        ['instruments/new', { code: 'X1', name: 'X', kind: 'ability' }],
        ['instruments/detail', { id: 1 }],
        ['instruments/content', { id: 1, sections: [{ title: 'S', items: [] }] }],
        ['instruments/submit', { id: 1 }],
      ] as const) {
        const res = await t.call(path, body, token);
        expect(res.status, `${role} ${path}`).toBe(403);
      }
    }
    expect((await t.call('instruments/list', {})).status).toBe(401);
  });
});

describe('authorisation comes before validation', () => {
  it('a non-admin sending an invalid body gets 403, an anonymous caller 401', async () => {
    const consultant = await t.signIn('consultant');
    const res = await t.call('instruments/new', { code: 'bad code!', kind: 'horoscope' }, consultant);
    expect(res.status).toBe(403);
    expect((await t.call('instruments/new', { nonsense: true })).status).toBe(401);
  });
});
