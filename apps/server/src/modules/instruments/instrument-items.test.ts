import type { InstrumentItem } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBuffer, upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { uploadImage } from '../../../test/support/image-uploads';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { addTestDimension } from '../../../test/support/test-dimensions';
import { ITEM_IMAGE_MAX_BYTES } from './instruments.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await addTestDimension(
    t,
    admin,
    { code: 'EXT', name: 'Extraversion' },
    { 'EXT.SOC': 'Sociability', 'EXT.ASS': 'Assertiveness' },
  );
  await addTestDimension(t, admin, { code: 'NUM', name: 'Numerical' }, { 'NUM.CALC': 'Calculation' });
});
afterAll(() => t.close());

const opts = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));
const likertOptions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String.fromCharCode(65 + i), text: `${i + 1}`, value: i + 1 }));

/** One item of every type, all valid for publishing. */
const EVERY_TYPE: InstrumentItem[] = [
  {
    type: 'single',
    stem: '<p>2 + 2 = <b>?</b></p>',
    options: opts('3', '4'),
    key: 'B',
    indicator: 'NUM.CALC',
  },
  {
    type: 'multiple',
    stem: 'Pick the even numbers',
    options: opts('2', '3', '4'),
    keys: ['A', 'C'],
    min_choices: 1,
    max_choices: 2,
    indicator: 'NUM.CALC',
  },
  { type: 'true-false', stem: '7 is prime', key: true, indicator: 'NUM.CALC' },
  {
    type: 'likert',
    stem: 'I enjoy parties',
    points: 5,
    options: likertOptions(5),
    indicator: 'EXT.SOC',
    irt: { model: 'GRM', a: 1.2, thresholds: [-2, -1, 0, 1] },
  },
  {
    type: 'likert',
    stem: 'I avoid crowds',
    points: 5,
    reverse: true,
    options: likertOptions(5),
    indicator: 'EXT.SOC',
  },
  {
    type: 'forced-choice',
    stem: 'Which is most and least like you?',
    statements: [
      { id: 'A', text: 'I talk to strangers', indicator: 'EXT.SOC' },
      { id: 'B', text: 'I take charge', indicator: 'EXT.ASS' },
      { id: 'C', text: 'I count carefully', indicator: 'NUM.CALC' },
    ],
  },
  {
    type: 'ranking',
    stem: 'Order from small to large',
    options: opts('1', '10', '100'),
    keys: ['A', 'B', 'C'],
  },
  {
    type: 'numeric',
    stem: '15% of 240?',
    min: 0,
    max: 1000,
    key: { value: 36, tolerance: 0.5 },
    indicator: 'NUM.CALC',
    irt: { model: '3PL', a: 1.1, b: 0.2, c: 0.2 },
    time_limit_seconds: 60,
  },
  {
    type: 'text',
    stem: 'Describe a team success',
    scoring: 'rubric',
    rubric: [{ score: 1, description: 'Clear' }],
  },
  {
    type: 'single',
    stem: 'At a party I…',
    options: [
      { id: 'A', text: 'mingle', weights: { 'EXT.SOC': 2, 'EXT.ASS': 1 } },
      { id: 'B', text: 'stay home', weights: { 'EXT.SOC': 0 } },
    ],
  },
];

async function newInstrument(code: string, kind = 'personality') {
  return t.callOk(
    'instruments/new',
    { code, name: `Instrument ${code}`, kind: kind as 'personality' },
    admin,
  );
}

describe('instrument items of every type', () => {
  it('saves, reads back and publishes an instrument with every item type', async () => {
    const { id } = await newInstrument('ALL-TYPES');
    const saved = await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          { title: 'Everything', time_limit_seconds: 900, navigation: 'forward_only', items: EVERY_TYPE },
        ],
      },
      admin,
    );
    expect(saved.item_count).toBe(EVERY_TYPE.length);
    expect(saved.sections[0].navigation).toBe('forward_only');
    const items = saved.sections[0].items;
    expect(items.map((i: { type: string }) => i.type)).toEqual(EVERY_TYPE.map((i) => i.type));
    expect(items[0]).toMatchObject({ key: 'B', indicator: 'NUM.CALC', stem: '<p>2 + 2 = <b>?</b></p>' });
    expect(items[3].irt).toEqual({ model: 'GRM', a: 1.2, thresholds: [-2, -1, 0, 1] });
    expect(items[4].reverse).toBe(true);
    expect(items[7]).toMatchObject({ key: { value: 36, tolerance: 0.5 }, time_limit_seconds: 60 });
    expect(items[9].options[0].weights).toEqual({ 'EXT.SOC': 2, 'EXT.ASS': 1 });
    const detail = await t.callOk('instruments/detail', { id }, admin);
    expect(detail.sections).toEqual(saved.sections);
    const published = await t.callOk('instruments/submit', { id }, admin);
    expect(published).toMatchObject({ status: 'published', version: 1 });
  });

  it('stores rich text sanitised: scripts and handlers go, formatting and uploaded images stay', async () => {
    const { id } = await newInstrument('RICH');
    const saved = await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          {
            title: 'S',
            items: [
              {
                type: 'single',
                stem: '<p onclick="steal()">Look <script>alert(1)</script><em>closely</em> <img src="/uploads/items/a.png" onerror="x()"><img src="https://evil.example/x.png"></p>',
                options: [
                  { id: 'A', text: '<a href="javascript:alert(1)">yes</a>' },
                  { id: 'B', text: '1 < 2' },
                ],
                key: 'A',
              },
            ],
          },
        ],
      },
      admin,
    );
    const item = saved.sections[0].items[0];
    expect(item.stem).toBe('<p>Look <em>closely</em> <img src="/uploads/items/a.png" /></p>');
    expect(item.options[0].text).toBe('<a rel="noopener noreferrer" target="_blank">yes</a>');
    expect(item.options[1].text).toBe('1 &lt; 2');
    const onlyScript = await t.call(
      'instruments/content',
      {
        id,
        sections: [
          {
            title: 'S',
            items: [{ type: 'single', stem: '<script>alert(1)</script>', options: opts('a', 'b') }],
          },
        ],
      },
      admin,
    );
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.error).toMatchObject({
      message: 'sections.0.items.0.stem: is empty once unsafe HTML is removed',
      field: 'sections.0.items.0.stem',
    });
  });

  it('refuses bad items with a 400 that names the problem', async () => {
    const { id } = await newInstrument('BAD-ITEMS');
    const save = (item: unknown) =>
      t.call('instruments/content', { id, sections: [{ title: 'S', items: [item] }] }, admin);
    const twoKeys = await save({ type: 'single', stem: 'Q', options: opts('a', 'b'), key: ['A', 'B'] });
    expect(twoKeys.status).toBe(400);
    expect(twoKeys.body.error!.message).toBe('sections.0.items.0.key: has 2 keys where 1 is allowed');
    const unknownIndicator = await save({
      type: 'single',
      stem: 'Q',
      options: opts('a', 'b'),
      key: 'A',
      indicator: 'NOPE',
    });
    expect(unknownIndicator.status).toBe(400);
    expect(unknownIndicator.body.error).toMatchObject({
      message: "sections.0.items.0.indicator: unknown indicator 'NOPE'",
      field: 'sections.0.items.0.indicator',
    });
    const unknownWeight = await save({
      type: 'single',
      stem: 'Q',
      options: [
        { id: 'A', text: 'a', weights: { 'EXT.XYZ': 1 } },
        { id: 'B', text: 'b' },
      ],
    });
    expect(unknownWeight.body.error!.message).toBe(
      "sections.0.items.0.options.0.weights.EXT.XYZ: unknown indicator 'EXT.XYZ'",
    );
    const notNumber = await save({
      type: 'single',
      stem: 'Q',
      options: [
        { id: 'A', text: 'a', weights: { 'EXT.SOC': 'lots' } },
        { id: 'B', text: 'b' },
      ],
    });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.error!.message).toBe(
      'sections.0.items.0.options.0.weights.EXT.SOC: weight must be a number',
    );
    const badType = await save({ type: 'essay', stem: 'Q' });
    expect(badType.status).toBe(400);
    expect(badType.body.error!.field).toBe('sections.0.items.0.type');
    const foreignImage = await save({
      type: 'single',
      stem: 'Q',
      image: 'https://evil.example/x.png',
      options: opts('a', 'b'),
    });
    expect(foreignImage.body.error!.message).toBe(
      'sections.0.items.0.image: image must be an uploaded image (/uploads/…)',
    );
  });

  it('lists every problem that prevents publishing', async () => {
    const { id } = await newInstrument('PROBLEMS');
    await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          { title: 'Empty', items: [] },
          {
            title: 'Broken',
            items: [
              { type: 'single', stem: 'No key', options: opts('a', 'b') },
              { type: 'multiple', stem: 'Keys', options: opts('a', 'b'), keys: ['A', 'Z'] },
              { type: 'likert', stem: 'No points', options: likertOptions(5), indicator: 'EXT.SOC' },
              {
                type: 'forced-choice',
                stem: 'Pair',
                statements: [
                  { id: 'A', text: 'a', indicator: 'EXT.SOC' },
                  { id: 'B', text: 'b' },
                ],
              },
              { type: 'numeric', stem: 'Range', min: 10, max: 1, key: { value: 5 } },
              { type: 'true-false', stem: 'TF' },
            ],
          },
        ],
      },
      admin,
    );
    const res = await t.call('instruments/submit', { id }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(
      'The instrument cannot be published: Section 1 (Empty) has no items. ' +
        'Section 2 (Broken), item 1 has no key. ' +
        "Section 2 (Broken), item 2 has a key 'Z' that is not one of its options. " +
        'Section 2 (Broken), item 3 is a Likert item without points. ' +
        'Section 2 (Broken), item 4 is a forced-choice block of 2 statements; a block needs 3 to 4. ' +
        'Section 2 (Broken), item 4 statement 2 has no indicator. ' +
        'Section 2 (Broken), item 5 has a minimum 10 above its maximum 1. ' +
        'Section 2 (Broken), item 6 has no key. ' +
        'Indicator EXT.ASS (dimension EXT) has no item.',
    );
  });

  it('names a single item with two keys and an indicator removed since saving at publish time', async () => {
    const dim = await t.callOk(
      'test-dimensions/new',
      { code: 'GONE', name: 'Gone', indicators: [{ code: 'GONE.1', name: 'One' }] },
      admin,
    );
    const { id } = await newInstrument('STALE');
    await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          {
            title: 'S',
            items: [{ type: 'single', stem: 'Q', options: opts('a', 'b'), key: 'A', indicator: 'GONE.1' }],
          },
        ],
      },
      admin,
    );
    await t.callOk('test-dimensions/mark-as-removed', { id: dim.id }, admin);
    const res = await t.call('instruments/submit', { id }, admin);
    expect(res.body.error!.message).toBe(
      "The instrument cannot be published: Section 1 (S), item 1 uses the unknown indicator 'GONE.1'.",
    );
  });
});

describe('instrument calls', () => {
  it('previews the draft as a participant sees it: no keys, weights, values or IRT', async () => {
    const { id } = await newInstrument('PREVIEW');
    await t.callOk('instruments/content', { id, sections: [{ title: 'All', items: EVERY_TYPE }] }, admin);
    const survey = await t.callOk('instruments/test-survey', { id }, admin);
    expect(survey).toMatchObject({ id, code: 'PREVIEW', name: 'Instrument PREVIEW' });
    const text = JSON.stringify(survey);
    for (const secret of [
      '"key"',
      '"keys"',
      '"weights"',
      '"value"',
      '"irt"',
      '"indicator"',
      '"rubric"',
      '"reverse"',
    ])
      expect(text).not.toContain(secret);
    const items = survey.sections[0].items;
    expect(items[2].options).toEqual([
      { id: 'true', text: 'True', image: null },
      { id: 'false', text: 'False', image: null },
    ]);
    expect(items[5].options.map((o: { id: string }) => o.id)).toEqual(['A', 'B', 'C']);
    expect(items[1]).toMatchObject({ min_choices: 1, max_choices: 2 });
    expect(items[7]).toMatchObject({ min: 0, max: 1000, options: [], time_limit_seconds: 60 });
  });

  it('lists the indicators the items use and their score-table columns', async () => {
    const { id } = await newInstrument('INDICATORS');
    await t.callOk('instruments/content', { id, sections: [{ title: 'All', items: EVERY_TYPE }] }, admin);
    const indicators = await t.callOk('instruments/indicators', { id }, admin);
    expect(indicators.map((i: { code: string; item_count: number }) => [i.code, i.item_count])).toEqual([
      ['EXT.SOC', 4],
      ['EXT.ASS', 2],
      ['NUM.CALC', 5],
    ]);
    expect(indicators[0]).toMatchObject({
      dimension_code: 'EXT',
      dimension_name: 'Extraversion',
      name: 'Sociability',
    });
    const columns = await t.callOk('instruments/indicator-columns', { id }, admin);
    expect(columns).toEqual([
      { data: 'EXT.SOC', title: 'Sociability', dimension: 'Extraversion' },
      { data: 'EXT.ASS', title: 'Assertiveness', dimension: 'Extraversion' },
      { data: 'NUM.CALC', title: 'Calculation', dimension: 'Numerical' },
    ]);
  });

  it('updates metadata with sanitised instructions, duplicates as a draft and removes softly', async () => {
    const source = await newInstrument('SOURCE');
    await t.callOk(
      'instruments/content',
      { id: source.id, sections: [{ title: 'All', items: EVERY_TYPE }] },
      admin,
    );
    await t.callOk('instruments/submit', { id: source.id }, admin);
    const updated = await t.callOk(
      'instruments/update',
      {
        id: source.id,
        name: 'Renamed',
        kind: 'survey',
        instructions: '<p>Read <script>x()</script>carefully</p>',
      },
      admin,
    );
    expect(updated).toMatchObject({ name: 'Renamed', kind: 'survey', code: 'SOURCE', version: 1 });
    expect((await t.callOk('instruments/detail', { id: source.id }, admin)).instructions).toBe(
      '<p>Read carefully</p>',
    );

    const copy = await t.callOk('instruments/duplicate', { id: source.id, code: 'SOURCE-2' }, admin);
    expect(copy).toMatchObject({ code: 'SOURCE-2', name: 'Renamed (copy)', status: 'draft', version: 0 });
    expect(copy.item_count).toBe(EVERY_TYPE.length);
    const copyDetail = await t.callOk('instruments/detail', { id: copy.id }, admin);
    const sourceDetail = await t.callOk('instruments/detail', { id: source.id }, admin);
    expect(copyDetail.sections).toEqual(sourceDetail.sections);
    await expectRefusal(t.call('instruments/duplicate', { id: source.id, code: 'SOURCE-2' }, admin), {
      status: 409,
      message: "An instrument with code 'SOURCE-2' already exists.",
    });

    expect(await t.callOk('instruments/mark-as-removed', { id: copy.id }, admin)).toEqual({ ok: true });
    expect((await t.call('instruments/detail', { id: copy.id }, admin)).status).toBe(404);
    const list = await t.callOk('instruments/list', { search: { value: 'SOURCE' } }, admin);
    expect(list.data.map((r: { code: string }) => r.code)).toEqual(['SOURCE']);
  });

  it('uploads item images checked by content and size', async () => {
    const { id } = await newInstrument('IMAGES');
    const png = await imageBuffer('png');
    const ok = await uploadImage(
      t,
      'instruments/images/upload',
      admin,
      { filename: 'q.png', content: png },
      { id: String(id) },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.path).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.path });
    expect(served.statusCode).toBe(200);
    const resource = await uploadImage(t, 'resources/images/upload', admin, {
      filename: 'r.jpg',
      content: await imageBuffer('jpeg'),
    });
    expect(resource.body.data.path).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.jpg$/);
    // The uploaded path is accepted as an item image.
    await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          {
            title: 'S',
            items: [
              { type: 'single', stem: 'Q', image: ok.body.data.path, options: opts('a', 'b'), key: 'A' },
            ],
          },
        ],
      },
      admin,
    );
    const text = await uploadImage(t, 'resources/images/upload', admin, {
      filename: 'evil.png',
      content: Buffer.from('<script>alert(1)</script>'),
    });
    expect(text.status).toBe(400);
    expect(text.body.error).toEqual({
      message: 'image must be a PNG, JPEG, WebP or GIF picture',
      field: 'image',
    });
    const big = await uploadImage(t, 'resources/images/upload', admin, {
      filename: 'big.png',
      content: Buffer.alloc(ITEM_IMAGE_MAX_BYTES + 1),
    });
    expect(big.status).toBe(413);
    expect(big.body.error!.message).toBe('image is larger than 2 MB');
    const unknown = await uploadImage(
      t,
      'instruments/images/upload',
      admin,
      { filename: 'q.png', content: png },
      { id: '99999' },
    );
    expect(unknown.status).toBe(404);
  });

  it('answers 403 to non-admins on every instrument call', async () => {
    const paths = [
      ['instruments/list', {}],
      ['instruments/new', { code: 'NOPE', name: 'N', kind: 'ability' }],
      ['instruments/detail', { id: 1 }],
      ['instruments/update', { id: 1, name: 'N', kind: 'ability' }],
      ['instruments/mark-as-removed', { id: 1 }],
      ['instruments/duplicate', { id: 1, code: 'NOPE' }],
      ['instruments/content', { id: 1, sections: [{ title: 'S', items: [] }] }],
      ['instruments/submit', { id: 1 }],
      ['instruments/test-survey', { id: 1 }],
      ['instruments/indicators', { id: 1 }],
      ['instruments/indicator-columns', { id: 1 }],
    ] as const;
    const png = await imageBuffer('png');
    for (const who of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(who);
      for (const [path, body] of paths)
        expect((await t.call(path, body, token)).status, `${who} ${path}`).toBe(403);
      for (const [path, fields] of [
        ['instruments/images/upload', { id: '1' }],
        ['resources/images/upload', {}],
      ] as const) {
        const res = await upload(t, path, token, fields, { field: 'image', filename: 'q.png', content: png });
        expect(res.status, `${who} ${path}`).toBe(403);
      }
    }
  });
});
