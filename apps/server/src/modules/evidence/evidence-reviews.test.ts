import { REVIEW_STEM_CHARS } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { publishedInstrument, publishedKeyedInstrument } from '../../../test/support/evidence.fixtures';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { simulatedSample } from '../../../test/support/simulated-samples';

// Items flagged for review from an analysis: an admin flags an item (one open flag per item),
// the list names it as authors know it (Q3, its stem), and resolving it says what became of it.
// Consultants, who analyse instruments too, may read the flags but not raise or resolve them.

const ITEMS = [
  { a: 1.0, b: -0.8 },
  { a: 1.2, b: -0.2 },
  { a: 0.9, b: 0.3 },
  { a: 1.3, b: 0.8 },
];

let t: TestApp;
let admin: string;
let consultant: string;
let instrument: Awaited<ReturnType<typeof publishedKeyedInstrument>>;
let other: Awaited<ReturnType<typeof publishedKeyedInstrument>>;
let analysisId: number;

// biome-ignore lint/suspicious/noExplicitAny: answers are read as the contract says, field by field.
type Json = any;

const flag = (body: Record<string, unknown>, token = admin) =>
  t.call<Json>('evidence/reviews/flag', body, token);
const list = (body: Record<string, unknown>, token = admin) =>
  t.call<Json>('evidence/reviews/list', body, token);
/** Flags an item of an instrument for review; `more` adds the analysis the flag comes from. */
const flagItem = (
  item: { instrument_id: number; item_id: string },
  reason: string,
  note: string,
  more: { analysis_id?: number } = {},
  token = admin,
) => flag({ ...item, ...more, reason, note }, token);
const resolve = (body: Record<string, unknown>, token = admin) =>
  t.call<Json>('evidence/reviews/resolve', body, token);

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  instrument = await publishedKeyedInstrument(t, admin, 'REVIEW-ITEMS', ITEMS.length);
  other = await publishedKeyedInstrument(t, admin, 'REVIEW-OTHER', 2);
  const corporate = await idOfDemoCorporate(t);
  await simulatedSample(t, corporate, 'Review sample', instrument, {
    items: ITEMS,
    n: 20,
    seed: 20261128,
    label: 'review',
  });
  // The flag keeps which analysis it came from; the analysis need not have run for that.
  const started = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: instrument.instrumentId, model: '2PL' },
    admin,
  );
  analysisId = started.analysis_id;
});
afterAll(() => t.close());

describe('evidence/reviews', () => {
  let reviewId: number;
  /** The item every flag of this suite's story is about (its label is Q3). */
  const third = () => ({ instrument_id: instrument.instrumentId, item_id: instrument.itemIds[2] });

  it('flags an item, and the list shows it open with its label and stem', async () => {
    const res = await flagItem(third(), 'low-discrimination', '  r below .20 in the spring sample  ', {
      analysis_id: analysisId,
    });
    expect(res.status).toBe(200);
    const row = res.body.data;
    reviewId = row.id;
    expect(row).toMatchObject({
      instrument_id: instrument.instrumentId,
      item_id: instrument.itemIds[2],
      item_label: 'Q3',
      item_stem: 'Item 3',
      analysis_id: analysisId,
      instrument_version: instrument.version,
      reason: 'low-discrimination',
      note: 'r below .20 in the spring sample',
      status: 'open',
      resolution: null,
      resolved_at: null,
    });
    expect(row.flagged_by_name).not.toBe('');

    const open = (await list({ instrument_id: instrument.instrumentId })).body.data.rows;
    expect(open.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect(open[0]).toMatchObject({ item_label: 'Q3', status: 'open' });
  });

  it('refuses a second open flag of the same item with 409, naming the item', async () => {
    await expectRefusal(flagItem(third(), 'other', 'again'), {
      status: 409,
      message: `item_id: item Q3 ('${instrument.itemIds[2]}') is already flagged for review; resolve that flag before flagging it again`,
      field: 'item_id',
    });
  });

  it('resolves a flag: the open list no longer has it, the resolved list does', async () => {
    const res = await resolve({
      review_id: reviewId,
      resolution: 'kept',
      resolution_note: 'The sample was small; kept for the next analysis.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'resolved', resolution: 'kept' });
    expect(res.body.data.resolved_by_name).not.toBeNull();

    expect((await list({ instrument_id: instrument.instrumentId })).body.data.rows).toEqual([]);
    const resolved = (await list({ instrument_id: instrument.instrumentId, status: 'resolved' })).body.data
      .rows;
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({
      id: reviewId,
      resolution: 'kept',
      resolution_note: 'The sample was small; kept for the next analysis.',
    });

    const again = await resolve({ review_id: reviewId, resolution: 'revised', resolution_note: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`review_id: review flag ${reviewId} is already resolved`);
  });

  it('lets a resolved item be flagged again, and lists all flags newest first', async () => {
    const res = await flagItem(third(), 'misfit', 'S-X² rejects the model after the revision');
    expect(res.status).toBe(200);
    const all = (await list({ instrument_id: instrument.instrumentId, status: 'all' })).body.data.rows;
    expect(all.map((r: { status: string }) => r.status)).toEqual(['open', 'resolved']);
  });

  it('keeps one open flag per item in the database too (two authors at once)', async () => {
    const open = await t.deps.db
      .selectFrom('item_reviews')
      .selectAll()
      .where('status', '=', 'open')
      .where('item_id', '=', instrument.itemIds[2])
      .executeTakeFirstOrThrow();
    const { id: _, ...copy } = open;
    await expect(t.deps.db.insertInto('item_reviews').values(copy).execute()).rejects.toThrow();
  });

  it('refuses an item the instrument does not have, naming it', async () => {
    await expectRefusal(
      flagItem({ instrument_id: instrument.instrumentId, item_id: 'x' }, 'other', 'no such item'),
      { status: 400, message: "item_id: the instrument has no item 'x'" },
    );
  });

  it('answers its refusals in Indonesian to a reader of Indonesian', async () => {
    const body = { instrument_id: instrument.instrumentId, item_id: 'x', reason: 'other', note: 'n' };
    const indonesian = { 'content-language': 'id' };
    const unknown = await t.call('evidence/reviews/flag', body, admin, indonesian);
    expect(unknown.body.error?.message).toBe("item_id: instrumen tidak memiliki soal 'x'");
    const otherAnalysis = { ...body, instrument_id: other.instrumentId, item_id: other.itemIds[0] };
    const refused = await t.call(
      'evidence/reviews/flag',
      { ...otherAnalysis, analysis_id: analysisId },
      admin,
      indonesian,
    );
    expect(refused.body.error?.message).toBe(
      `analysis_id: analisis ${analysisId} bukan analisis dari instrumen ${other.instrumentId}`,
    );
  });

  it("refuses an analysis of another instrument, and an item of another instrument's", async () => {
    const ofOther = (item_id: string) => ({ instrument_id: other.instrumentId, item_id });
    await expectRefusal(
      flagItem(ofOther(other.itemIds[0]), 'other', 'wrong analysis', { analysis_id: analysisId }),
      {
        status: 400,
        message: `analysis_id: analysis ${analysisId} is not an analysis of instrument ${other.instrumentId}`,
      },
    );
    await expectRefusal(flagItem(ofOther(instrument.itemIds[0]), 'other', 'item of the other instrument'), {
      status: 400,
      message: `item_id: the instrument has no item '${instrument.itemIds[0]}'`,
    });
  });

  it('names the field of every refused request', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ item_id: 'a', reason: 'other', note: 'n' }, 'instrument_id', /^instrument_id: /],
      [
        { instrument_id: instrument.instrumentId, item_id: 'a', reason: 'broken', note: 'n' },
        'reason',
        /^reason: must be one of too-easy, too-hard, .*other$/,
      ],
      [
        { instrument_id: instrument.instrumentId, item_id: instrument.itemIds[0], reason: 'dif', note: '  ' },
        'note',
        /^note: is required/,
      ],
      [
        {
          instrument_id: instrument.instrumentId,
          item_id: instrument.itemIds[0],
          reason: 'dif',
          note: 'n'.repeat(2001),
        },
        'note',
        /^note: must be at most 2000 characters$/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await flag(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.field).toBe(field);
      expect(res.body.error?.message).toMatch(message);
    }
    const resolution = await resolve({ review_id: 1, resolution: 'ignored', resolution_note: 'n' });
    expect(resolution.status).toBe(400);
    expect(resolution.body.error?.message).toBe('resolution: must be one of revised, kept, removed');
    const note = await resolve({ review_id: 1, resolution: 'kept', resolution_note: '' });
    expect(note.status).toBe(400);
    expect(note.body.error?.message).toMatch(/^resolution_note: is required/);
    const status = await list({ instrument_id: instrument.instrumentId, status: 'closed' });
    expect(status.status).toBe(400);
    expect(status.body.error?.message).toBe('status: must be one of open, resolved, all');
  });

  it('answers 404 for an unknown review flag or instrument', async () => {
    expect((await resolve({ review_id: 999_999, resolution: 'kept', resolution_note: 'n' })).status).toBe(
      404,
    );
    expect((await list({ instrument_id: 999_999 })).status).toBe(404);
  });

  it('lets consultants read the flags but not raise or resolve them (403)', async () => {
    const open = await list({ instrument_id: instrument.instrumentId }, consultant);
    expect(open.status).toBe(200);
    expect(open.body.data.rows).toHaveLength(1);
    const first = { instrument_id: instrument.instrumentId, item_id: instrument.itemIds[0] };
    const raised = await flagItem(first, 'too-easy', 'a consultant may not', {}, consultant);
    expect(raised.status).toBe(403);
    const resolved = await resolve(
      { review_id: open.body.data.rows[0].id, resolution: 'kept', resolution_note: 'no' },
      consultant,
    );
    expect(resolved.status).toBe(403);
    const collaborator = await t.signIn('collaborator');
    expect((await list({ instrument_id: instrument.instrumentId }, collaborator)).status).toBe(403);
  });

  it('writes the audit log for flags and resolutions', async () => {
    const rows = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('action', 'like', 'evidence/reviews/%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'evidence/reviews/flag',
      'evidence/reviews/resolve',
      'evidence/reviews/flag',
    ]);
  });

  it('shows a long rich-text stem as one shortened line, and no label once the item is removed', async () => {
    const long = `<p>${'word '.repeat(60)}</p><p>&amp; more</p>`;
    const rich = await publishedInstrument(t, admin, 'REVIEW-RICH', [
      {
        type: 'single',
        stem: long,
        options: [
          { id: 'A', text: 'A' },
          { id: 'B', text: 'B' },
        ],
        key: 'A',
      },
      {
        type: 'single',
        stem: '<b>Second</b> item',
        options: [
          { id: 'A', text: 'A' },
          { id: 'B', text: 'B' },
        ],
        key: 'A',
      },
    ]);
    const flagged = (
      await t.callOk(
        'evidence/reviews/flag',
        { instrument_id: rich.instrumentId, item_id: rich.itemIds[0], reason: 'other', note: 'long stem' },
        admin,
      )
    ).item_stem as string;
    expect(flagged.length).toBe(REVIEW_STEM_CHARS);
    expect(flagged.endsWith('…')).toBe(true);
    expect(flagged).not.toContain('<');

    // The draft drops the first item: the flag stays, without a label.
    const detail = await t.callOk('instruments/detail', { id: rich.instrumentId }, admin);
    await t.callOk(
      'instruments/content',
      {
        id: rich.instrumentId,
        sections: detail.sections.map((s: { items: unknown[] }) => ({ ...s, items: s.items.slice(1) })),
      },
      admin,
    );
    const rows = (await list({ instrument_id: rich.instrumentId })).body.data.rows;
    expect(rows[0]).toMatchObject({ item_id: rich.itemIds[0], item_label: null, item_stem: '' });
  });
});
