import type { InstrumentItem, ItemBankRow } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { insertProjectRunning } from '../../../test/support/project-rows';
import { expectRefusal } from '../../../test/support/refusals';
import { addTestDimension } from '../../../test/support/test-dimensions';
import { nowIso } from '../../lib/clock';

let t: TestApp;
let admin: string;

const COUNT = 300;
/** A permutation of 0..299 (37 is prime to 300), so every item has its own b. */
const bOf = (i: number) => ((i * 37) % COUNT) / 100 - 1.5;

function bankItem(i: number): InstrumentItem {
  const common = {
    stem: `<p>Stem <b>number</b> ${i}${i === 124 ? ' zebra &amp; co' : ''}</p>`,
    indicator: i % 2 ? 'BV.1' : 'BV.2',
    irt: { model: '2PL' as const, a: 1 + (i % 5) / 10, b: bOf(i) },
  };
  if (i % 3 === 0) return { ...common, type: 'true-false', key: true };
  return {
    ...common,
    type: 'single',
    options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id}` })),
    key: 'B',
  };
}

let instrumentId: number;
let sectionId: string;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await addTestDimension(t, admin, { code: 'BV', name: 'Bank view dim' }, { 'BV.1': 'One', 'BV.2': 'Two' });
  const created = await t.callOk(
    'instruments/new',
    { code: 'BANK-VIEW', name: 'Bank view', kind: 'ability' },
    admin,
  );
  instrumentId = created.id;
  const saved = await t.callOk(
    'instruments/content',
    {
      id: instrumentId,
      sections: [
        { title: 'Bank', items: Array.from({ length: COUNT }, (_, i) => bankItem(i)) },
        { title: 'Extra', items: [{ type: 'text', stem: 'Tell us more' }] },
      ],
    },
    admin,
  );
  sectionId = saved.sections[0].id;
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>) =>
  t.call<{ recordsTotal: number; recordsFiltered: number; data: ItemBankRow[] }>(
    'instruments/items/list',
    { id: instrumentId, ...body },
    admin,
  );
const rowsOf = async (body: Record<string, unknown>) => {
  const res = await list(body);
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.data!;
};
const draftJson = async () =>
  (
    await t.deps.db
      .selectFrom('instruments')
      .select(['content_json', 'updated_at'])
      .where('id', '=', instrumentId)
      .executeTakeFirstOrThrow()
  ).content_json;

describe('instruments/items/list', () => {
  it('pages and sorts the draft: page 2 of 50 sorted by b', async () => {
    const page = await rowsOf({ sort: 'b', dir: 'asc', page: 2, page_size: 50 });
    expect(page.recordsTotal).toBe(COUNT + 1);
    // The text item has no IRT parameters: it sorts last and is still counted.
    expect(page.recordsFiltered).toBe(COUNT + 1);
    const sorted = Array.from({ length: COUNT }, (_, i) => bOf(i)).sort((x, y) => x - y);
    expect(page.data.map((r) => r.irt?.b)).toEqual(sorted.slice(50, 100));

    const first = page.data[0];
    expect(first).toMatchObject({
      section_id: sectionId,
      section_title: 'Bank',
      irt: { model: '2PL', c: null, thresholds: [] },
      has_key: true,
      exposure: null,
      status: 'draft',
      flagged: false,
    });
    expect(first.stem).toMatch(/^Stem number \d+$/);
    // Position is 1-based in the section: b = position-1 permuted back.
    expect(bOf(first.position - 1)).toBe(first.irt?.b);

    const down = await rowsOf({ sort: 'b', dir: 'desc', page: 1, page_size: 3 });
    expect(down.data.map((r) => r.irt?.b)).toEqual(sorted.slice(-3).reverse());
    const last = await rowsOf({ sort: 'b', page: 7, page_size: 50 });
    expect(last.data.at(-1)?.type).toBe('text');
  });

  it('filters by indicator, type, model, section and search', async () => {
    expect((await rowsOf({ indicator: 'BV.1' })).recordsFiltered).toBe(150);
    expect((await rowsOf({ type: 'true-false' })).recordsFiltered).toBe(100);
    expect((await rowsOf({ type: 'true-false', indicator: 'BV.2' })).recordsFiltered).toBe(50);
    expect((await rowsOf({ model: 'none' })).data.map((r) => r.type)).toEqual(['text']);
    expect((await rowsOf({ section_id: sectionId })).recordsFiltered).toBe(COUNT);

    const zebra = await rowsOf({ search: 'ZEBRA' });
    expect(zebra.recordsFiltered).toBe(1);
    expect(zebra.data[0]).toMatchObject({ position: 125, stem: 'Stem number 124 zebra & co' });
    const byId = await rowsOf({ search: zebra.data[0].id });
    expect(byId.data.map((r) => r.id)).toEqual([zebra.data[0].id]);

    const positions = (await rowsOf({ page: 2, page_size: 100 })).data.map((r) => r.position);
    expect(positions[0]).toBe(101);
    expect(positions.at(-1)).toBe(200);
  });

  it('refuses a page size over 100 and an unknown section', async () => {
    const big = await list({ page_size: 101 });
    expect(big.status).toBe(400);
    expect(big.body.error?.message).toMatch(/page_size/);
    const nowhere = await list({ section_id: 's_nowhere' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error?.message).toMatch(/s_nowhere/);
  });
});

describe('instruments/items/detail and update', () => {
  it('saves one item and reads it back', async () => {
    const [row] = (await rowsOf({ search: 'zebra' })).data;
    const read = await t.callOk('instruments/items/detail', { id: instrumentId, item_id: row.id }, admin);
    expect(read).toMatchObject({ section_id: sectionId, position: 125, item: { id: row.id, key: 'B' } });

    const changed = {
      ...read.item,
      stem: '<p>A new stem<script>alert(1)</script></p>',
      key: 'C',
      indicator: 'BV.2',
      irt: { model: '3PL', a: 1.2, b: 0.4, c: 0.2 },
    };
    const saved = await t.callOk(
      'instruments/items/update',
      { id: instrumentId, section_id: sectionId, item: changed },
      admin,
    );
    expect(saved).toMatchObject({
      position: 125,
      item: { id: row.id, stem: '<p>A new stem</p>', key: 'C', indicator: 'BV.2' },
    });
    const again = await t.callOk('instruments/items/detail', { id: instrumentId, item_id: row.id }, admin);
    expect(again.item).toEqual(saved.item);
    const listed = (await rowsOf({ search: row.id })).data[0];
    expect(listed).toMatchObject({ stem: 'A new stem', irt: { model: '3PL', a: 1.2, b: 0.4, c: 0.2 } });
    const detail = await t.callOk('instruments/detail', { id: instrumentId }, admin);
    expect(detail.item_count).toBe(COUNT + 1);
  });

  it('refuses an unknown item or an invalid one with a 400 naming it, and changes nothing', async () => {
    const before = await draftJson();
    const [row] = (await rowsOf({ page_size: 1 })).data;
    const read = await t.callOk('instruments/items/detail', { id: instrumentId, item_id: row.id }, admin);
    const update = (item: unknown, section = sectionId) =>
      t.call('instruments/items/update', { id: instrumentId, section_id: section, item }, admin);

    const unknown = await update({ ...read.item, id: 'i_nothere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'item.id' });
    expect(unknown.body.error?.message).toMatch(/i_nothere/);

    const noId = await update({ ...read.item, id: undefined });
    expect(noId.status).toBe(400);
    expect(noId.body.error?.field).toBe('item.id');

    const otherSection = await update(read.item, 's_nowhere');
    expect(otherSection.status).toBe(400);
    expect(otherSection.body.error?.field).toBe('section_id');

    const noOptions = await update({ ...read.item, type: 'single', options: [{ id: 'A', text: 'x' }] });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.error?.message).toMatch(/at least 2 options/);

    const badIndicator = await update({ ...read.item, indicator: 'NOPE.9' });
    expect(badIndicator.status).toBe(400);
    expect(badIndicator.body.error).toMatchObject({
      field: 'item.indicator',
      message: "item.indicator: unknown indicator 'NOPE.9'",
    });

    const emptied = await update({ ...read.item, stem: '<script>alert(1)</script>' });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error?.field).toBe('item.stem');

    await expectRefusal(
      t.call('instruments/items/detail', { id: instrumentId, item_id: 'i_nothere' }, admin),
      { status: 400, message: /i_nothere/ },
    );

    expect(await draftJson()).toBe(before);
  });
});

describe('live figures', () => {
  it('shows exposure from adaptive sessions, published or draft, and open flags', async () => {
    await t.callOk('instruments/submit', { id: instrumentId }, admin);
    const version = await t.deps.db
      .selectFrom('instrument_versions')
      .select(['id', 'version'])
      .where('instrument_id', '=', instrumentId)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    // An item added after publishing is in the draft only.
    const detail = await t.callOk('instruments/detail', { id: instrumentId }, admin);
    await t.callOk(
      'instruments/content',
      {
        id: instrumentId,
        sections: [
          detail.sections[0],
          { ...detail.sections[1], items: [...detail.sections[1].items, { type: 'text', stem: 'New one' }] },
        ],
      },
      admin,
    );

    const corporateId = await idOfDemoCorporate(t);
    const { projectId, projectInstrumentId } = await insertProjectRunning(
      t.deps.db,
      corporateId,
      'Bank view',
      {
        instrumentId,
        versionId: version.id,
      },
    );
    const now = nowIso();
    const people = await t.deps.db
      .insertInto('participants')
      .values(
        [0, 1, 2, 3].map((i) => ({
          project_id: projectId,
          account_corporate_id: corporateId,
          participant_code: `BV-${i}`,
          name: `Bank ${i}`,
          email: `bank.${i}@example.com`,
          phone: '',
          status: 'completed' as const,
          is_agree_tnc: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const subs = await t.deps.db
      .insertInto('submissions')
      .values(
        people.map((p) => ({
          participant_id: p.id,
          project_instrument_id: projectInstrumentId,
          state: 'finished' as const,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const [x, y] = detail.sections[0].items.map((i: { id: string }) => i.id);
    await t.deps.db
      .insertInto('adaptive_sessions')
      .values(subs.map((s) => ({ submission_id: s.id, section_id: sectionId, seed: 1, created_at: now })))
      .execute();
    const step = (submission: number, n: number, item: string | null) => ({
      submission_id: submission,
      section_id: sectionId,
      step: n,
      item_id: item,
      stop_reason: item ? null : 'se_target',
      theta: 0,
      se: 1,
      decided_at: now,
    });
    await t.deps.db
      .insertInto('adaptive_steps')
      .values([
        step(subs[0].id, 0, x),
        step(subs[1].id, 0, x),
        step(subs[2].id, 0, x),
        step(subs[2].id, 1, y),
        step(subs[2].id, 2, null),
      ])
      .execute();
    const flagger = await t.deps.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('item_reviews')
      .values({
        instrument_id: instrumentId,
        item_id: y,
        analysis_id: null,
        instrument_version: version.version,
        reason: 'low_discrimination',
        note: '',
        flagged_by: flagger.id,
        flagged_at: now,
      })
      .execute();

    const top = (await rowsOf({ sort: 'exposure', dir: 'desc', page_size: 3 })).data;
    expect(top.map((r) => [r.id, r.exposure, r.status, r.flagged])).toEqual([
      [x, 0.75, 'published', false],
      [y, 0.25, 'published', true],
      [expect.any(String), 0, 'published', false],
    ]);
    // The other section had no adaptive session; the new item is in the draft only.
    const extra = (await rowsOf({ model: 'none' })).data;
    expect(extra.map((r) => [r.stem, r.exposure, r.status])).toEqual([
      ['Tell us more', null, 'published'],
      ['New one', null, 'draft'],
    ]);
  });
});
