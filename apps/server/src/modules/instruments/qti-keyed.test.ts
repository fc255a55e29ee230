import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { qtiFixture } from '../../../test/qti-packages';
import { xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti, type QtiReport } from '../../../test/support/qti-analysis';
import { exportQti } from '../../../test/support/qti-export';
import { qtiRoundTrip } from '../../../test/support/qti-round-trip';
import { parseContent, publishProblems } from './instrument-content';
import { itemDefinitionsOf } from './item-definitions';

// Keyed text and shuffled choices through QTI: the package test/fixtures/qti/keyed-v2p2 imported
// (text entries and an extended text keyed by their mapping or correct response, a fixed choice),
// exported again as 2.2 and 3.0 valid against the XSDs, and imported back unchanged.

let t: TestApp;
let admin: string;
let sourceId: number;
let report: QtiReport;

const analyse = async (id: number, content: Buffer, mode = 'append') => {
  const { started, report } = await analyseQti(t, admin, { id, mode }, content);
  expect(started.status, JSON.stringify(started.body.error)).toBe(200);
  return report;
};
const { newInstrument, confirm, itemsOf, exportedPackage } = qtiRoundTrip(() => ({ t, token: admin }));

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  sourceId = await newInstrument('KEYED');
  report = await analyse(sourceId, await qtiFixture('keyed-v2p2'));
});
afterAll(() => t.close());

describe('keyed text from QTI', () => {
  it('reports keyed text entries and an extended text as imported, and says what a mixed mapping loses', () => {
    const items = Object.fromEntries(report.items.map((i) => [i.identifier, i]));
    expect(report.counts).toEqual({ imported: 4, changed: 1, skipped: 0 });
    for (const id of ['capital', 'symbol', 'motto'])
      expect(items[id], id).toMatchObject({ status: 'imported', type: 'text', notes: [] });
    expect(items.colours).toMatchObject({ status: 'imported', type: 'single', notes: [] });
    expect(items.mixed).toMatchObject({
      status: 'changed',
      notes: [
        'its text answers scoring 0 or less (and any default score) were left out: other answers score 0 here',
        'its accepted answers mixed case rules: any letter case is accepted here',
      ],
    });
  });

  it('stores the accepted answers, their scores and the case rule; the fixed choice keeps its mark', async () => {
    expect((await confirm(report.analysis_id)).status).toBe(200);
    const items = Object.fromEntries((await itemsOf(sourceId)).map((i) => [i.id, i]));
    expect(items.capital).toMatchObject({
      type: 'text',
      scoring: 'keyed',
      case_sensitive: false,
      accepted: [{ value: 'Jakarta' }, { value: 'DKI Jakarta' }, { value: 'Batavia', score: 0.5 }],
    });
    expect(items.symbol).toMatchObject({
      scoring: 'keyed',
      case_sensitive: true,
      accepted: [{ value: 'Fe' }],
    });
    expect(items.motto).toMatchObject({
      accepted: [{ value: 'Bhinneka Tunggal Ika', score: 2 }, { value: 'Unity in Diversity' }],
    });
    expect(items.mixed).toMatchObject({
      case_sensitive: false,
      accepted: [{ value: 'pH' }, { value: 'acidity' }],
    });
    expect(items.colours).toMatchObject({ shuffle: true, key: 'red' });
    expect((items.colours as { options: unknown[] }).options.at(-1)).toMatchObject({
      id: 'none',
      fixed: true,
    });
    // Scoring reads them as keyed text items.
    const definitions = itemDefinitionsOf(
      { sections: [{ items: [items.capital, items.symbol] }] },
      { indicators: null },
    );
    expect(definitions).toEqual([
      {
        id: 'capital',
        type: 'text',
        accepted: [{ value: 'Jakarta' }, { value: 'DKI Jakarta' }, { value: 'Batavia', score: 0.5 }],
      },
      { id: 'symbol', type: 'text', accepted: [{ value: 'Fe' }], caseSensitive: true },
    ]);
  });
});

describe.each([
  ['2.2', 'qti-v2p2.xsd'],
  ['3.0', 'qti-v3p0.xsd'],
])('QTI %s export of keyed text and shuffled choices', (version, xsd) => {
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    ({ files } = await exportedPackage(sourceId, version));
  });
  const text = (name: string) => (files.get(name) as Buffer).toString('utf8');

  it('writes the accepted answers as a string mapping scored by map_response, valid against the XSD', () => {
    const v3 = version === '3.0';
    for (const name of ['capital', 'symbol', 'motto', 'mixed', 'colours'])
      expect(xsdProblems(text(`items/${name}.xml`), xsd), name).toBe('');
    const capital = text('items/capital.xml');
    expect(capital).toContain(v3 ? 'rptemplates/map_response.xml' : 'rptemplates/map_response"');
    expect(capital).toContain(
      v3
        ? '<qti-map-entry map-key="Batavia" mapped-value="0.5" case-sensitive="false"/>'
        : '<mapEntry mapKey="Batavia" mappedValue="0.5" caseSensitive="false"/>',
    );
    expect(text('items/symbol.xml')).toContain(v3 ? 'case-sensitive="true"' : 'caseSensitive="true"');
    // The best answer is the correct response.
    expect(text('items/motto.xml')).toMatch(/<(qti-)?value>Bhinneka Tunggal Ika<\/(qti-)?value>/);
    const colours = text('items/colours.xml');
    expect(colours).toContain('shuffle="true"');
    expect(colours).toMatch(/identifier="none" fixed="true"/);
  });

  it('comes back unchanged when imported, reported as imported', async () => {
    const target = await newInstrument(`KEYED-RT-${version.replace('.', '')}`);
    const res = await exportQti(t, admin, sourceId, version);
    const analysed = await analyse(target, res.bytes as Buffer, 'replace');
    expect(analysed.counts).toEqual({ imported: 5, changed: 0, skipped: 0 });
    expect((await confirm(analysed.analysis_id)).status).toBe(200);
    expect(await itemsOf(target)).toEqual(await itemsOf(sourceId));
  });
});

it('a keyed text item without accepted answers cannot be published: the problem names it', () => {
  const content = parseContent(
    JSON.stringify({
      sections: [
        { id: 's1', title: 'A', items: [{ id: 'q1', type: 'text', stem: 'Capital?', scoring: 'keyed' }] },
      ],
    }),
  );
  const problems = publishProblems(content, { dimensionOf: new Map(), indicatorsOf: new Map() });
  expect(problems.map((p) => p.en).join('; ')).toContain('is keyed but lists no accepted answer');
  expect(problems.map((p) => p.id).join('; ')).toContain('tidak mencantumkan jawaban yang diterima');
});
