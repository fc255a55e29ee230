import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { qtiFixture } from '../../../test/qti-packages';
import { unzip, xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti } from '../../../test/support/qti-analysis';
import { exportQti } from '../../../test/support/qti-export';
import { expectRefusal } from '../../../test/support/refusals';
import { addTestDimension } from '../../../test/support/test-dimensions';

// An instrument of every item type exported as a QTI content package (2.2 and 3.0): each file
// valid against the XSDs in test/fixtures/qti/xsd, and the package imported back leaves every
// item as it was.

let t: TestApp;
let admin: string;
let sourceId: number;
let image: string;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  await addTestDimension(t, admin, { code: 'QX', name: 'QTI dim' }, { 'QX.1': 'One', 'QX.2': 'Two' });
  sourceId = (await t.callOk('instruments/new', { code: 'QTI-SRC', name: 'Source', kind: 'ability' }, admin))
    .id;
  // A picture uploaded through the item editor's call, shown in a stem.
  const png = (await unzip(await qtiFixture('bank-v3p0'))).get('media/sign.png') as Buffer;
  const uploaded = await upload(
    t,
    'instruments/images/upload',
    admin,
    { id: String(sourceId) },
    { field: 'image', filename: 's.png', content: png },
  );
  image = uploaded.body.data.path;
  const opts = (...texts: string[]) => texts.map((text, i) => ({ id: 'ABCDEFGHIJ'[i], text }));
  await t.callOk(
    'instruments/content',
    {
      id: sourceId,
      sections: [
        {
          title: 'Part one',
          time_limit_seconds: 600,
          navigation: 'forward_only',
          items: [
            {
              id: 'single1',
              type: 'single',
              stem: `<p>Line one<br />line two</p><p><img src="${image}" alt="sign" /></p>`,
              options: opts('Yes', 'No & maybe'),
              key: 'A',
              indicator: 'QX.1',
              weight: 2,
              shuffle: true,
              time_limit_seconds: 45,
              irt: { model: '2PL', a: 1.2, b: -0.3 },
            },
            {
              id: 'single2',
              type: 'single',
              stem: 'Worth most?',
              options: [
                { id: 'A', text: 'Gold', value: 3 },
                { id: 'B', text: 'Tin', value: -1 },
              ],
            },
            {
              id: 'multi1',
              type: 'multiple',
              stem: 'Primes',
              options: opts('2', '3', '4'),
              keys: ['A', 'B'],
              scoring: 'partial',
              max_choices: 3,
            },
            {
              id: 'multi2',
              type: 'multiple',
              stem: 'Evens',
              options: opts('2', '3', '4'),
              keys: ['A', 'C'],
              min_choices: 1,
              max_choices: 2,
            },
            {
              id: 'multi3',
              type: 'multiple',
              stem: 'Checklist',
              options: [
                { id: 'A', text: 'a', value: 1, weights: { 'QX.2': 0.5 } },
                { id: 'B', text: 'b', value: 2 },
              ],
            },
            {
              id: 'math1',
              type: 'numeric',
              stem: 'Energy <math><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math> in J?',
              key: { value: 9.8, tolerance: 0.25 },
              min: 0,
              max: 100,
            },
            { id: 'num2', type: 'numeric', stem: 'Exactly three', key: { value: 3 } },
            {
              id: 'inline1',
              type: 'inline-choice',
              stem: '<p>The sky is [[colour]] and grass is [[g2]].</p><p>Pick [[any]].</p>',
              indicator: 'QX.1',
              gaps: [
                { id: 'colour', options: opts('blue', 'green & red'), key: 'A' },
                { id: 'g2', options: opts('green', 'blue', 'pink'), key: 'A' },
                { id: 'any', options: opts('one', 'two') },
              ],
            },
          ],
        },
        {
          title: 'Part two',
          time_limit_seconds: null,
          navigation: 'free',
          items: [
            {
              id: 'lik1',
              type: 'likert',
              stem: 'I plan ahead.',
              points: 4,
              reverse: true,
              indicator: 'QX.2',
              options: opts('1', '2', '3', '4').map((o, i) => ({ ...o, value: i + 1 })),
            },
            { id: 'tf1', type: 'true-false', stem: 'Water is wet.', key: true },
            { id: 'tf2', type: 'true-false', stem: 'I like rain.', reverse: true, indicator: 'QX.1' },
            {
              id: 'rank1',
              type: 'ranking',
              stem: 'Smallest first',
              options: opts('1', '2', '3'),
              keys: ['A', 'B', 'C'],
            },
            { id: 'rank2', type: 'ranking', stem: 'Your order', options: opts('x', 'y'), shuffle: true },
            { id: 'text1', type: 'text', stem: 'Describe.', scoring: 'unscored', max_length: 500 },
            {
              id: 'text2',
              type: 'text',
              stem: 'Capital?',
              scoring: 'rubric',
              rubric: [{ score: 1, description: 'York' }],
            },
            {
              id: 'fc1',
              type: 'forced-choice',
              stem: 'Most and least like me',
              statements: [
                { id: 'A', text: 'a', indicator: 'QX.1' },
                { id: 'B', text: 'b', indicator: 'QX.2' },
                { id: 'C', text: 'c', indicator: 'QX.1' },
              ],
            },
          ],
        },
      ],
    },
    admin,
  );
});
afterAll(() => t.close());

const exportVersion = (version: string) => exportQti(t, admin, sourceId, version);

describe.each([
  ['2.2', 'qti-v2p2.xsd', 'imscp-v2p2.xsd'],
  ['3.0', 'qti-v3p0.xsd', 'imscp-v3p0.xsd'],
])('QTI %s export', (version, qtiXsd, cpXsd) => {
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    const res = await exportVersion(version);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    files = await unzip(res.bytes as Buffer);
  });

  it('is a content package: manifest, test, one file per item, the media; every file valid against the XSDs', () => {
    const names = [...files.keys()].sort();
    expect(names).toEqual(
      expect.arrayContaining(['imsmanifest.xml', 'test.xml', 'items/single1.xml', 'items/text2.xml']),
    );
    expect(names.filter((n) => n.startsWith('items/media/'))).toHaveLength(1);
    // The forced-choice block is the one item QTI cannot hold.
    expect(names.filter((n) => /^items\/[^/]+\.xml$/.test(n))).toHaveLength(15);
    expect(xsdProblems((files.get('imsmanifest.xml') as Buffer).toString('utf8'), cpXsd)).toBe('');
    for (const [name, body] of files)
      if (name.endsWith('.xml') && name !== 'imsmanifest.xml')
        expect(xsdProblems(body.toString('utf8'), qtiXsd), name).toBe('');
    // The schemas do check: a wrong cardinality, a missing shuffle, a misplaced element fail.
    const item = (files.get('items/single1.xml') as Buffer).toString('utf8');
    expect(xsdProblems(item.replace('cardinality="single"', 'cardinality="one"'), qtiXsd)).not.toBe('');
    expect(xsdProblems(item.replace(/ shuffle="true"/, ''), qtiXsd)).not.toBe('');
    const manifest = (files.get('imsmanifest.xml') as Buffer).toString('utf8');
    expect(xsdProblems(manifest.replace(/<organizations\/>/, ''), cpXsd)).not.toBe('');
  });

  it('writes each scoring rule the way QTI tools read it', () => {
    const text = (name: string) => (files.get(name) as Buffer).toString('utf8');
    const v3 = version === '3.0';
    const multi = text('items/multi1.xml');
    expect(multi).toContain(v3 ? 'rptemplates/map_response.xml' : 'rptemplates/map_response"');
    expect(multi).toContain(v3 ? 'lower-bound="0" upper-bound="2"' : 'lowerBound="0" upperBound="2"');
    expect(text('items/math1.xml')).toContain(
      v3
        ? 'tolerance-mode="absolute" tolerance="0.25 0.25"'
        : 'toleranceMode="absolute" tolerance="0.25 0.25"',
    );
    expect(text('items/math1.xml')).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(text('items/single1.xml')).toContain('shuffle="true"');
    expect(text('items/single1.xml')).toContain('<br />');
    expect(text('items/rank1.xml')).toContain('cardinality="ordered"');
    // Inline choices stay in the sentence; the score is the sum of each keyed gap's mapping.
    const inline = text('items/inline1.xml');
    expect(inline).toMatch(
      v3
        ? /The sky is <qti-inline-choice-interaction response-identifier="colour"/
        : /The sky is <inlineChoiceInteraction responseIdentifier="colour"/,
    );
    expect(inline).toContain('green &amp; red');
    expect(inline.replace(/>\s+</g, '><')).toContain(
      v3
        ? '<qti-sum><qti-map-response identifier="colour"/><qti-map-response identifier="g2"/></qti-sum>'
        : '<sum><mapResponse identifier="colour"/><mapResponse identifier="g2"/></sum>',
    );
    expect(text('test.xml')).toContain(v3 ? 'navigation-mode="linear"' : 'navigationMode="linear"');
  });

  it('comes back unchanged item by item when imported', async () => {
    const target = (
      await t.callOk(
        'instruments/new',
        { code: `QTI-RT-${version.replace('.', '')}`, name: 'Round trip', kind: 'ability' },
        admin,
      )
    ).id;
    const res = await exportVersion(version);
    const { report } = await analyseQti(t, admin, { id: target, mode: 'replace' }, res.bytes as Buffer);
    expect(report.counts.skipped).toBe(0);
    const done = await t.call(
      'instruments/items/import-qti-confirm',
      { analysis_id: report.analysis_id },
      admin,
    );
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    const source = (await t.callOk('instruments/detail', { id: sourceId }, admin)).sections;
    const back = (await t.callOk('instruments/detail', { id: target }, admin)).sections;
    // The picture is stored again under a new name: the same picture, another path.
    const samePicture = (s: unknown) =>
      JSON.parse(JSON.stringify(s).replaceAll(/\/uploads\/items\/[0-9a-f]{32}\.png/g, 'IMAGE'));
    const withoutFc = source.map((s: { items: { type: string }[] }) => ({
      ...s,
      items: s.items.filter((i) => i.type !== 'forced-choice'),
    }));
    expect(back.map((s: { title: string }) => s.title)).toEqual(['Part one', 'Part two']);
    for (const [si, section] of withoutFc.entries()) {
      const { id: _a, items, ...settings } = section;
      const { id: _b, items: backItems, ...backSettings } = back[si];
      expect(backSettings).toEqual(settings);
      expect(backItems.map((i: { id: string }) => i.id)).toEqual(items.map((i: { id: string }) => i.id));
      for (const [ii, item] of items.entries())
        expect(samePicture(backItems[ii]), (item as { id: string }).id).toEqual(samePicture(item));
    }
  });
});

it('answers 403 to consultants and a 400 naming a wrong version', async () => {
  const consultant = await t.signIn('consultant');
  expect((await t.call('instruments/items/export-qti', { id: sourceId }, consultant)).status).toBe(403);
  await expectRefusal(t.call('instruments/items/export-qti', { id: sourceId, version: '2.0' }, admin), {
    status: 400,
    message: "version: version must be '2.2' or '3.0'",
  });
});
