import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { qtiFixture, zipFiles } from '../../../test/qti-packages';
import { unzip, xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti, type QtiReport } from '../../../test/support/qti-analysis';
import { qtiRoundTrip } from '../../../test/support/qti-round-trip';

// Hottext, hotspot and slider interactions through QTI: the package test/fixtures/qti/selection-v2p2
// imported (keys, mappings with per-choice points and bounds, the hotspot's picture and areas, the
// slider's bounds, step and tolerance; what cannot be carried named per item), exported as 2.2 and
// 3.0 valid against the XSDs, and imported back unchanged — with and without this product's metadata.

let t: TestApp;
let admin: string;
let sourceId: number;
let report: QtiReport;

type Item = Record<string, unknown>;

const analyse = async (id: number, content: Buffer, language = 'en') => {
  const { started, progress, report: done } = await analyseQti(t, admin, { id }, content, language);
  expect(started.status, JSON.stringify(started.body?.error ?? progress?.error)).toBe(200);
  return done as typeof report;
};
const { newInstrument, confirm, itemsOf, exportedPackage } = qtiRoundTrip(() => ({ t, token: admin }));
/** An item's fields that are set (the fields every item has are stored as null when unset). */
const setFields = (item: Item) => Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null));
/** A stored picture's path: the same picture may be stored again under another name. */
const samePicture = (items: Item[]) =>
  JSON.parse(JSON.stringify(items).replaceAll(/\/uploads\/items\/[0-9a-f]{32}\.png/g, 'PICTURE'));

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  sourceId = await newInstrument('SELECT');
  report = await analyse(sourceId, await qtiFixture('selection-v2p2'));
});
afterAll(() => t.close());

describe('hottext, hotspot and slider from QTI', () => {
  it('imports each interaction, and names what it changed or could not carry', () => {
    const items = Object.fromEntries(report.items.map((i) => [i.identifier, i]));
    expect(report.counts).toEqual({ imported: 5, changed: 1, skipped: 2 });
    for (const id of ['verb', 'errors'])
      expect(items[id], id).toMatchObject({ status: 'imported', type: 'hottext', notes: [] });
    for (const id of ['shapes', 'warmest'])
      expect(items[id], id).toMatchObject({ status: 'imported', type: 'hotspot', notes: [] });
    expect(items.litres).toMatchObject({ status: 'imported', type: 'numeric', notes: [] });
    expect(items.age).toMatchObject({ status: 'changed', type: 'numeric' });
    expect(items.age.notes).toEqual([
      'its slider gives no step: it moves in steps of 1 here',
      'its slider runs from its upper bound to its lower (reverse): shown from lower to upper here',
      'its slider labels each step (stepLabel): shown without step labels here',
    ]);
    expect(items.oval).toMatchObject({ status: 'skipped' });
    expect(items.oval.notes).toEqual([
      "has a hotspot of shape 'ellipse': only rect, circle and poly areas can be carried",
    ]);
    expect(items.capital.status).toBe('skipped');
    expect(items.capital.notes[0]).toMatch(/^uses selectPointInteraction, scored by points clicked/);
  });

  it('answers the reasons in Indonesian to an Indonesian reader', async () => {
    const scratch = await newInstrument('SELECT-ID');
    const items = Object.fromEntries(
      (await analyse(scratch, await qtiFixture('selection-v2p2'), 'id')).items.map((i) => [i.identifier, i]),
    );
    expect(items.oval.notes).toEqual([
      "memiliki hotspot berbentuk 'ellipse': hanya area rect, circle dan poly yang dapat dibawa",
    ]);
    expect(items.age.notes[0]).toBe('slidernya tidak menyebut langkah: di sini bergerak per 1');
    expect(items.capital.notes[0]).toMatch(/^memakai selectPointInteraction/);
  });

  it('stores spans, areas, the picture, keys, points, bounds and the slider', async () => {
    expect((await confirm(report.analysis_id)).status).toBe(200);
    const items = Object.fromEntries((await itemsOf(sourceId)).map((i) => [i.id, i]));
    expect(setFields(items.verb)).toEqual({
      id: 'verb',
      type: 'hottext',
      stem: '<p>The [[DOG]] [[RAN]] home.</p><p>Select the verb.</p>',
      spans: [
        { id: 'DOG', text: 'dog' },
        { id: 'RAN', text: 'ran' },
      ],
      keys: ['RAN'],
      max_choices: 1,
    });
    expect(items.errors).toMatchObject({
      type: 'hottext',
      stem: '<p>Find the spelling mistakes.</p><p>I [[E1]] your [[OK]] on [[E2]].</p>',
      spans: [
        { id: 'E1', text: 'recieved', points: 2 },
        { id: 'OK', text: 'letter', points: -1 },
        { id: 'E2', text: 'wensday', points: 1 },
      ],
      keys: ['E1', 'E2'],
      scoring: 'mapping',
      lower_bound: 0,
      upper_bound: 3,
      min_choices: 1,
      max_choices: 3,
    });
    expect(items.shapes).toMatchObject({
      type: 'hotspot',
      stem: '<p>Select the shapes with corners.</p>',
      picture: { width: 400, height: 300 },
      areas: [
        { id: 'BOX', shape: 'rect', coords: [20, 30, 180, 130] },
        { id: 'SUN', shape: 'circle', coords: [300, 100, 60] },
        { id: 'TRI', shape: 'poly', coords: [50, 200, 150, 280, 250, 220] },
      ],
      keys: ['BOX', 'TRI'],
    });
    expect(items.shapes.max_choices).toBeUndefined();
    expect((items.shapes.picture as { src: string }).src).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.png$/);
    // No width or height on the object: read from the PNG itself.
    expect(items.warmest).toMatchObject({
      picture: { width: 400, height: 300 },
      areas: [
        { id: 'BOX', points: 0.5 },
        { id: 'SUN', points: 2 },
      ],
      scoring: 'mapping',
      lower_bound: 0,
      max_choices: 1,
    });
    expect(items.warmest.upper_bound).toBeUndefined();
    expect(setFields(items.litres)).toEqual({
      id: 'litres',
      type: 'numeric',
      stem: '<p>How many litres does the jug hold?</p>',
      key: { value: 6, tolerance: 1 },
      min: 0,
      max: 10,
      slider: { step: 2, orientation: 'vertical' },
    });
    expect(items.age).toMatchObject({ key: { value: 18 }, min: 10, max: 30, slider: { step: 1 } });
  });
});

/** The package without this product's own metadata: what another QTI tool would have written. */
async function withoutOwnMetadata(zip: Buffer): Promise<Buffer> {
  const files = await unzip(zip);
  const manifest = (files.get('imsmanifest.xml') as Buffer).toString('utf8');
  const bare = manifest.replace(/<metadata>\s*<asesa:asesaItem>[\s\S]*?<\/metadata>/g, '');
  expect(bare).not.toContain('asesaItem');
  return zipFiles({ ...Object.fromEntries(files), 'imsmanifest.xml': bare });
}

describe.each([
  ['2.2', 'qti-v2p2.xsd'],
  ['3.0', 'qti-v3p0.xsd'],
])('QTI %s export of hottext, hotspot and slider', (version, qtiXsd) => {
  let files: Map<string, Buffer>;
  let zip: Buffer;
  beforeAll(async () => {
    ({ zip, files } = await exportedPackage(sourceId, version));
  });
  const text = (name: string) => (files.get(name) as Buffer).toString('utf8');

  it('writes the interactions with their choices and scoring, valid against the XSDs', () => {
    for (const id of ['verb', 'errors', 'shapes', 'warmest', 'litres', 'age'])
      expect(xsdProblems(text(`items/${id}.xml`), qtiXsd), id).toBe('');
    expect([...files.keys()].filter((n) => n.startsWith('items/media/'))).toHaveLength(1);
    const v3 = version === '3.0';
    const errors = text('items/errors.xml');
    expect(errors).toContain(
      v3
        ? 'I <qti-hottext identifier="E1">recieved</qti-hottext>'
        : 'I <hottext identifier="E1">recieved</hottext>',
    );
    expect(errors).toContain(v3 ? 'map-key="OK" mapped-value="-1"' : 'mapKey="OK" mappedValue="-1"');
    expect(errors).toContain(v3 ? 'lower-bound="0" upper-bound="3"' : 'lowerBound="0" upperBound="3"');
    expect(errors).toContain('rptemplates/map_response');
    expect(text('items/verb.xml')).toContain('cardinality="single"');
    const shapes = text('items/shapes.xml');
    expect(shapes).toMatch(
      /<object type="image\/png" data="media\/[0-9a-f]{32}\.png" width="400" height="300"\/>/,
    );
    expect(shapes).toContain(
      v3
        ? '<qti-hotspot-choice identifier="TRI" shape="poly" coords="50,200,150,280,250,220"/>'
        : '<hotspotChoice identifier="TRI" shape="poly" coords="50,200,150,280,250,220"/>',
    );
    expect(shapes).toContain('rptemplates/match_correct');
    const litres = text('items/litres.xml');
    expect(litres).toContain(
      v3
        ? '<qti-slider-interaction response-identifier="RESPONSE" lower-bound="0" upper-bound="10" step="2" orientation="vertical"/>'
        : '<sliderInteraction responseIdentifier="RESPONSE" lowerBound="0" upperBound="10" step="2" orientation="vertical"/>',
    );
    expect(litres).toContain(
      v3 ? 'tolerance-mode="absolute" tolerance="1 1"' : 'toleranceMode="absolute" tolerance="1 1"',
    );
    // The schemas do check: an area without coords, an unknown shape, a slider without bounds fail.
    expect(xsdProblems(shapes.replace(/ coords="20,30,180,130"/, ''), qtiXsd)).not.toBe('');
    expect(xsdProblems(shapes.replace('shape="rect"', 'shape="square"'), qtiXsd)).not.toBe('');
    expect(xsdProblems(litres.replace(v3 ? ' lower-bound="0"' : ' lowerBound="0"', ''), qtiXsd)).not.toBe('');
    expect(xsdProblems(errors.replace(v3 ? ' max-choices="3"' : ' maxChoices="3"', ''), qtiXsd)).not.toBe('');
  });

  it('comes back unchanged when imported, with or without this product metadata', async () => {
    const source = samePicture(await itemsOf(sourceId));
    for (const [suffix, bytes] of [
      ['A', zip],
      ['B', await withoutOwnMetadata(zip)],
    ] as const) {
      const target = await newInstrument(`SEL-RT-${version.replace('.', '')}${suffix}`);
      const analysed = await analyse(target, bytes);
      expect(analysed.counts, suffix).toEqual({ imported: 6, changed: 0, skipped: 0 });
      expect((await confirm(analysed.analysis_id)).status).toBe(200);
      const back = samePicture(await itemsOf(target));
      for (const [i, item] of source.entries()) expect(back[i], `${suffix} ${item.id}`).toEqual(item);
      expect(back).toHaveLength(source.length);
    }
  });
});
