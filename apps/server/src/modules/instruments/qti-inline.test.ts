import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { qtiFixture } from '../../../test/qti-packages';
import { unzip, xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti, type QtiItemReport, type QtiReport } from '../../../test/support/qti-analysis';
import { exportQti } from '../../../test/support/qti-export';

// Inline choice items with points per gap through QTI: the packages test/fixtures/qti/inline-v2p1
// and inline-v3p0 imported (each gap's mapping as its key's points and a wrong choice's points),
// exported as 2.2 and 3.0 valid against the XSDs, and imported back unchanged.

let t: TestApp;
let admin: string;
let sourceId: number;

type Item = Record<string, unknown>;

const analyse = async (id: number, content: Buffer, language = 'en') => {
  const { report } = await analyseQti(t, admin, { id }, content, language);
  expect(report).not.toBeNull();
  return report as QtiReport;
};
const byIdentifier = (items: QtiItemReport[]) => Object.fromEntries(items.map((i) => [i.identifier, i]));
const confirm = async (analysisId: number) =>
  expect(
    (await t.call('instruments/items/import-qti-confirm', { analysis_id: analysisId }, admin)).status,
  ).toBe(200);
const itemsOf = async (id: number) =>
  (await t.callOk('instruments/detail', { id }, admin)).sections.flatMap(
    (s: { items: Item[] }) => s.items,
  ) as Item[];
const newInstrument = async (code: string) =>
  (await t.callOk('instruments/new', { code, name: code, kind: 'ability' }, admin)).id as number;

const weightedGaps = [
  { id: 'A', key: 'a1', points: 2 },
  { id: 'B', key: 'b2', points: 0.5, wrong_points: -1 },
];

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  sourceId = await newInstrument('INLINE');
});
afterAll(() => t.close());

describe('inline choice points from QTI', () => {
  it('imports each gap’s mapping as its points (2.1), with nothing said to be dropped', async () => {
    const report = await analyse(sourceId, await qtiFixture('inline-v2p1'));
    const items = byIdentifier(report.items);
    expect(items.weights).toMatchObject({ status: 'imported', type: 'inline-choice', notes: [] });
    expect(items.bounded).toMatchObject({ status: 'imported', type: 'inline-choice', notes: [] });
    // Wrong choices costing different points cannot be held per gap: refused by name.
    expect(items.spread).toMatchObject({
      status: 'skipped',
      notes: ['is scored by map_response on a inlineChoiceInteraction, which cannot be carried'],
    });
    await confirm(report.analysis_id);
    const stored = Object.fromEntries((await itemsOf(sourceId)).map((i) => [i.id, i]));
    expect(stored.weights).toMatchObject({
      type: 'inline-choice',
      stem: '<p>She [[A]] at [[B]].</p>',
      gaps: weightedGaps,
    });
    expect((stored.weights.gaps as Item[])[0]).not.toHaveProperty('wrong_points');
    // The lower bound 0 cancels the −1 of a wrong choice: the gap keeps only its key's 1.5.
    expect(stored.bounded).toMatchObject({ gaps: [{ id: 'C', key: 'c1', points: 1.5 }] });
    expect((stored.bounded.gaps as Item[])[0]).not.toHaveProperty('wrong_points');
  });

  it('reads the same points from a 3.0 item listing each wrong choice', async () => {
    const id = await newInstrument('INLINE-30');
    const report = await analyse(id, await qtiFixture('inline-v3p0'));
    expect(byIdentifier(report.items).weights3).toMatchObject({ status: 'imported', notes: [] });
    await confirm(report.analysis_id);
    expect((await itemsOf(id))[0]).toMatchObject({ gaps: weightedGaps });
  });

  it('refuses wrong choices costing different points, in the reader’s language', async () => {
    const id = await newInstrument('INLINE-ID');
    const report = await analyse(id, await qtiFixture('inline-v2p1'), 'id');
    expect(byIdentifier(report.items).spread.notes).toEqual([
      'dinilai dengan map_response pada inlineChoiceInteraction, yang tidak dapat dibawa',
    ]);
  });
});

describe.each([
  ['2.2', 'qti-v2p2.xsd'],
  ['3.0', 'qti-v3p0.xsd'],
])('QTI %s export of inline choice points', (version, qtiXsd) => {
  let files: Map<string, Buffer>;
  const text = (name: string) => (files.get(name) as Buffer).toString('utf8');
  beforeAll(async () => {
    const res = await exportQti(t, admin, sourceId, version);
    expect(res.status).toBe(200);
    files = await unzip(res.bytes as Buffer);
  });

  it('writes each gap’s mapping with its points, valid against the XSD', () => {
    const v3 = version === '3.0';
    const weights = text('items/weights.xml');
    expect(xsdProblems(weights, qtiXsd)).toBe('');
    expect(xsdProblems(text('items/bounded.xml'), qtiXsd)).toBe('');
    const entry = (key: string, value: number) =>
      v3
        ? `<qti-map-entry map-key="${key}" mapped-value="${value}"/>`
        : `<mapEntry mapKey="${key}" mappedValue="${value}"/>`;
    const flat = weights.replace(/>\s+</g, '><');
    expect(flat).toContain(entry('a1', 2));
    expect(flat).not.toContain(entry('a2', 0));
    // A wrong choice's points are listed per option, so an empty gap still maps to 0.
    for (const [key, value] of [
      ['b1', -1],
      ['b2', 0.5],
      ['b3', -1],
    ] as const)
      expect(flat).toContain(entry(key, value));
    expect(flat).toContain(v3 ? '<qti-mapping default-value="0">' : '<mapping defaultValue="0">');
  });

  it('comes back unchanged when imported', async () => {
    const target = await newInstrument(`INLINE-RT-${version.replace('.', '')}`);
    const res = await exportQti(t, admin, sourceId, version);
    const report = await analyse(target, res.bytes as Buffer);
    expect(report.counts).toEqual({ imported: 2, changed: 0, skipped: 0 });
    await confirm(report.analysis_id);
    expect(await itemsOf(target)).toEqual(await itemsOf(sourceId));
  });
});
