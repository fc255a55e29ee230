import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { qtiFixture } from '../../../test/qti-packages';
import { xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti, type QtiReport } from '../../../test/support/qti-analysis';
import { exportQti } from '../../../test/support/qti-export';
import { qtiRoundTrip } from '../../../test/support/qti-round-trip';

// Match, associate and gap-match interactions through QTI: the package test/fixtures/qti/pairs-v2p2
// imported (keys, mappings, the associate interaction as a match of its choices with themselves),
// exported as 2.2 and 3.0 valid against the XSDs, and imported back unchanged.

let t: TestApp;
let admin: string;
let sourceId: number;
let report: QtiReport;

type Item = Record<string, unknown>;

/** The package's analysis (a job) run to its end: its report as the call's data. */
const analyse = async (id: number, content: Buffer) => {
  const { started, progress, report: done } = await analyseQti(t, admin, { id }, content);
  const ok = started.status === 200 && done !== null;
  return {
    status: ok ? 200 : started.status === 200 ? 400 : started.status,
    body: { data: done, error: started.body?.error ?? progress?.error ?? null },
  };
};
const { newInstrument, confirm, itemsOf, exportedPackage } = qtiRoundTrip(() => ({ t, token: admin }));

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  sourceId = await newInstrument('PAIRS');
  const res = await analyse(sourceId, await qtiFixture('pairs-v2p2'));
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  report = res.body.data;
});
afterAll(() => t.close());

describe('match and gap match from QTI', () => {
  it('imports each interaction, and says the associate interaction became a match of directed pairs', () => {
    const items = Object.fromEntries(report.items.map((i) => [i.identifier, i]));
    expect(report.counts).toEqual({ imported: 4, changed: 1, skipped: 0 });
    for (const id of ['capitals', 'planets'])
      expect(items[id], id).toMatchObject({ status: 'imported', type: 'match' });
    for (const id of ['seasons', 'verbs'])
      expect(items[id], id).toMatchObject({ status: 'imported', type: 'gap-match' });
    expect(items.couples).toMatchObject({ status: 'changed', type: 'match' });
    expect(items.couples.notes[0]).toMatch(/^is an associateInteraction, imported as a match/);
  });

  it('stores choices, keys, mappings, gap markers and use limits', async () => {
    expect((await confirm(report.analysis_id)).status).toBe(200);
    const items = Object.fromEntries((await itemsOf(sourceId)).map((i) => [i.id, i]));
    expect(items.capitals).toMatchObject({
      type: 'match',
      stem: '<p>Match each country with its capital.</p>',
      sources: [
        { id: 'FR', text: 'France', match_max: 1 },
        { id: 'ID', text: '<b>Indonesia</b>', match_max: 1 },
      ],
      targets: [{ id: 'PAR' }, { id: 'JKT' }, { id: 'ROM' }],
      key: [
        { source: 'FR', target: 'PAR' },
        { source: 'ID', target: 'JKT' },
      ],
      max_associations: 2,
      shuffle: true,
    });
    expect(items.capitals.mapping).toBeUndefined();
    expect(items.planets).toMatchObject({
      mapping: {
        entries: [
          { source: 'M', target: 'HOT', points: 1 },
          { source: 'N', target: 'COLD', points: 2 },
          { source: 'E', target: 'MILD', points: 1 },
        ],
        default_points: -1,
        lower_bound: 0,
        upper_bound: 4,
      },
      max_associations: 0,
    });
    expect((items.planets.targets as Item[]).map((c) => c.match_max)).toEqual([0, 0, 0]);
    expect(items.couples).toMatchObject({
      sources: [{ id: 'A' }, { id: 'P' }, { id: 'D' }, { id: 'L' }],
      targets: [{ id: 'A' }, { id: 'P' }, { id: 'D' }, { id: 'L' }],
      key: [
        { source: 'A', target: 'P' },
        { source: 'D', target: 'L' },
      ],
    });
    expect(items.seasons).toMatchObject({
      type: 'gap-match',
      stem: '<p>Snow falls in [[G1]] and the sun burns in [[G2]].</p><p>Fill the gaps.</p>',
      gap_texts: [
        { id: 'W', text: 'winter', match_max: 1 },
        { id: 'S', text: 'summer', match_max: 2 },
        { id: 'A', text: 'autumn', match_max: 1 },
      ],
      gaps: [
        { id: 'G1', key: 'W' },
        { id: 'G2', key: 'S', points: 2 },
      ],
      scoring: 'per-gap',
    });
    expect(items.verbs).toMatchObject({
      stem: '<blockquote><p>Yesterday I [[GA]] out and [[GB]] a bird.</p></blockquote>',
      gaps: [
        { id: 'GA', key: 'went' },
        { id: 'GB', key: 'saw' },
      ],
      scoring: 'all-or-nothing',
      shuffle: true,
    });
  });
});

describe.each([
  ['2.2', 'qti-v2p2.xsd'],
  ['3.0', 'qti-v3p0.xsd'],
])('QTI %s export of match and gap match', (version, qtiXsd) => {
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    ({ files } = await exportedPackage(sourceId, version));
  });

  it('writes match and gap-match interactions with their pairs, valid against the XSDs', () => {
    const text = (name: string) => (files.get(name) as Buffer).toString('utf8');
    for (const id of ['capitals', 'planets', 'couples', 'seasons', 'verbs'])
      expect(xsdProblems(text(`items/${id}.xml`), qtiXsd), id).toBe('');
    const v3 = version === '3.0';
    const planets = text('items/planets.xml');
    expect(planets).toContain(v3 ? '<qti-match-interaction' : '<matchInteraction');
    expect(planets).toContain(v3 ? 'base-type="directedPair"' : 'baseType="directedPair"');
    expect(planets).toContain(v3 ? 'map-key="N COLD" mapped-value="2"' : 'mapKey="N COLD" mappedValue="2"');
    expect(planets).toContain(
      v3
        ? 'lower-bound="0" upper-bound="4" default-value="-1"'
        : 'lowerBound="0" upperBound="4" defaultValue="-1"',
    );
    const seasons = text('items/seasons.xml');
    expect(seasons).toContain(
      v3 ? 'Snow falls in <qti-gap identifier="G1"/>' : 'Snow falls in <gap identifier="G1"/>',
    );
    expect(seasons).toContain(
      v3
        ? '<qti-gap-text identifier="S" match-max="2">summer'
        : '<gapText identifier="S" matchMax="2">summer',
    );
    expect(text('items/verbs.xml')).toContain('rptemplates/match_correct');
    // The schemas do check: a match set missing, a gap text without its matchMax fail.
    expect(
      xsdProblems(
        planets.replace(
          v3
            ? /<qti-simple-match-set>[\s\S]*?<\/qti-simple-match-set>/
            : /<simpleMatchSet>[\s\S]*?<\/simpleMatchSet>/,
          '',
        ),
        qtiXsd,
      ),
    ).not.toBe('');
    expect(xsdProblems(seasons.replace(v3 ? ' match-max="2"' : ' matchMax="2"', ''), qtiXsd)).not.toBe('');
  });

  it('comes back unchanged when imported', async () => {
    const target = await newInstrument(`PAIRS-RT-${version.replace('.', '')}`);
    const res = await exportQti(t, admin, sourceId, version);
    const analysed = await analyse(target, res.bytes as Buffer);
    expect(analysed.status, JSON.stringify(analysed.body.error)).toBe(200);
    expect(analysed.body.data.counts).toEqual({ imported: 5, changed: 0, skipped: 0 });
    expect((await confirm(analysed.body.data.analysis_id)).status).toBe(200);
    expect(await itemsOf(target)).toEqual(await itemsOf(sourceId));
  });
});
