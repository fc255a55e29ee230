import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { qtiFixture, zipFiles } from '../../../test/qti-packages';
import { instrumentSeries } from '../../../test/support/instrument-series';
import { startAppAs } from '../../../test/support/module-setup';
import { analyseQti } from '../../../test/support/qti-analysis';
import { expectRefusal } from '../../../test/support/refusals';
import { analysePackage } from './qti-analysis';

// The QTI packages under test/fixtures/qti, imported and compared item by item: what each item
// becomes (or why it is skipped), in the report the author confirms and in the stored draft.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

/** A new, empty ability instrument of the suite's series: its id and code. */
const newInstrument = instrumentSeries({ code: 'QTI', name: 'QTI' }, () => ({ t, token: admin }));

/** The package uploaded and its analysis job run: the report once the job is done. */
const analyse = async (id: number, content: Buffer, language = 'en', mode = 'append', token = admin) => {
  const { started, progress, report } = await analyseQti(t, token, { id, mode }, content, language);
  expect(started.status, JSON.stringify(started.body.error)).toBe(200);
  expect(progress).toMatchObject({ status: 'done', progress: 100, error: null });
  return report;
};
const confirm = (analysisId: number, token = admin) =>
  t.call('instruments/items/import-qti-confirm', { analysis_id: analysisId }, token);
const sectionsOf = async (id: number) => (await t.callOk('instruments/detail', { id }, admin)).sections;

type Report = {
  identifier: string;
  status: string;
  type: string | null;
  section: string | null;
  notes: string[];
};
const byIdentifier = (items: Report[]) => Object.fromEntries(items.map((i) => [i.identifier, i]));
/** Stored items without the fields every item has, by id. */
const itemsById = (sections: { items: Record<string, unknown>[] }[]) =>
  Object.fromEntries(sections.flatMap((s) => s.items).map((i) => [i.id, i]));
const UPLOADED = /\/uploads\/items\/[0-9a-f]{32}\.(png|mp3)/;

describe('a QTI 2.2 package with its test, media and every scoring rule', () => {
  let id: number;
  let report: { analysis_id: number; counts: unknown; sections: unknown; items: Report[]; media: number };

  beforeAll(async () => {
    ({ id } = await newInstrument());
    report = await analyse(id, await qtiFixture('bank-v2p2'));
  });

  it('reports every item (imported, imported with changes, skipped, with the reason) and writes nothing yet', async () => {
    expect(report.counts).toEqual({ imported: 8, changed: 4, skipped: 4 });
    expect(report.media).toBe(3);
    expect(report.sections).toEqual([
      { title: 'Reasoning', time_limit_seconds: 900, navigation: 'forward_only', item_count: 7 },
      { title: 'Reading and views', time_limit_seconds: 1200, navigation: 'free', item_count: 5 },
    ]);
    const items = byIdentifier(report.items);
    const row = (status: string, type: string | null, section: string | null, notes: string[] = []) => ({
      status,
      type,
      section,
      notes,
    });
    expect(items.sign).toMatchObject(row('imported', 'single', 'Reasoning'));
    expect(items.partial).toMatchObject(row('imported', 'multiple', 'Reasoning'));
    expect(items.negative).toMatchObject(row('imported', 'single', 'Reasoning'));
    expect(items.allOrNothing).toMatchObject(row('imported', 'multiple', 'Reasoning'));
    expect(items.absolute).toMatchObject(row('imported', 'numeric', 'Reasoning'));
    expect(items.relative).toMatchObject(row('imported', 'numeric', 'Reasoning'));
    expect(items.essay).toMatchObject(row('imported', 'text', 'Reading and views'));
    expect(items.pictures).toMatchObject(row('imported', 'single', 'Reading and views'));
    expect(items.order).toMatchObject(
      row('changed', 'ranking', 'Reasoning', [
        'a ranking item here scores its agreement with the correct order, not all or nothing',
      ]),
    );
    expect(items.likert).toMatchObject(
      row('changed', 'likert', 'Reading and views', [
        'has no key: imported as a Likert item of 5 points (the choices score 1 to 5)',
      ]),
    );
    expect(items.york).toMatchObject(
      row('changed', 'text', 'Reading and views', [
        'its accepted answers mixed case rules: any letter case is accepted here',
      ]),
    );
    expect(items.passage).toMatchObject(
      row('changed', 'single', 'Reading and views', [
        "its passage 'passages/lake.html' is shown in the stem",
      ]),
    );
    expect(items.bounded).toMatchObject(
      row('skipped', null, null, [
        "its mapping's bounds (lower 0, upper 2) would change scores here, so they cannot be carried",
      ]),
    );
    expect(items.custom.notes[0]).toMatch(/^has custom response processing, which cannot be carried/);
    expect(items.template.notes).toEqual([
      'is a template item (its values are drawn at test time), which cannot be carried',
    ]);
    expect(items.two.notes).toEqual([
      'has 2 interactions (textEntryInteraction, textEntryInteraction); an item here holds one',
    ]);
    expect(await sectionsOf(id)).toEqual([]);
  });

  it('answers the report in Indonesian to an Indonesian reader', async () => {
    const items = byIdentifier((await analyse(id, await qtiFixture('bank-v2p2'), 'id')).items);
    expect(items.likert.notes).toEqual([
      'tidak memiliki kunci: diimpor sebagai butir Likert 5 poin (pilihan bernilai 1 sampai 5)',
    ]);
    expect(items.template.notes).toEqual([
      'adalah butir templat (nilainya diundi saat tes), yang tidak dapat dibawa',
    ]);
  });

  it('writes the items item by item on confirmation, with their media served and the test as sections', async () => {
    const res = await confirm(report.analysis_id);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data).toMatchObject({
      imported: 12,
      item_count: 12,
      sections: ['Reasoning', 'Reading and views'],
    });
    const skipped = (res.body.data as { skipped: { item: string }[] }).skipped;
    expect(skipped.map((s) => s.item)).toEqual([
      'items/bounded.xml',
      'items/custom.xml',
      'items/template.xml',
      'items/two.xml',
    ]);
    const sections = await sectionsOf(id);
    expect(
      sections.map((s: { title: string; items: { id: string }[] }) => [s.title, s.items.map((i) => i.id)]),
    ).toEqual([
      ['Reasoning', ['sign', 'partial', 'negative', 'order', 'absolute', 'relative', 'allOrNothing']],
      ['Reading and views', ['passage', 'york', 'likert', 'essay', 'pictures']],
    ]);
    const items = itemsById(sections);
    const sign = items.sign as {
      stem: string;
      options: unknown[];
      key: string;
      time_limit_seconds: number;
      shuffle: boolean;
    };
    // One line break stays one; the picture is stored here; MathML stays MathML.
    expect(sign.stem).toMatch(
      /^<p>Look at the sign\.<br \/>What must a driver do\?<\/p><p><img src="\/uploads\/items\/[0-9a-f]{32}\.png" alt="A red octagon" \/><\/p><p>Energy is <math><mi>E<\/mi><mo>=<\/mo><mi>m<\/mi><msup><mi>c<\/mi><mn>2<\/mn><\/msup><\/math>; choose one\.<\/p>$/,
    );
    expect(sign).toMatchObject({ type: 'single', key: 'stop', time_limit_seconds: 60, shuffle: true });
    expect(sign.options).toMatchObject([
      { id: 'stop', text: 'Stop' },
      { id: 'go', text: 'Go on' },
    ]);
    const image = UPLOADED.exec(sign.stem)?.[0] as string;
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(items.partial).toMatchObject({
      type: 'multiple',
      keys: ['p2', 'p3'],
      scoring: 'partial',
      stem: '<p>Which are prime?</p>',
    });
    expect((items.negative as { options: unknown[] }).options).toMatchObject([
      { id: 'a', value: 2 },
      { id: 'b', value: -1 },
      { id: 'c', value: 0 },
    ]);
    expect(items.negative).toMatchObject({ type: 'single', key: null });
    expect(items.order).toMatchObject({ type: 'ranking', keys: ['one', 'two', 'three'], shuffle: true });
    expect(items.absolute).toMatchObject({
      type: 'numeric',
      key: { value: 9.8, tolerance: 0.5 },
      stem: '<p>Gravity on Earth in m/s² is _____.</p>',
    });
    expect(items.relative).toMatchObject({ type: 'numeric', key: { value: 300, tolerance: 15 } });
    expect(items.allOrNothing).toMatchObject({
      type: 'multiple',
      keys: ['x', 'z'],
      min_choices: 1,
      max_choices: 2,
    });
    expect(items.allOrNothing).not.toHaveProperty('scoring');
    expect(items.likert).toMatchObject({
      type: 'likert',
      points: 5,
      stem: '<p>I enjoy working in a team.</p>',
    });
    expect((items.likert as { options: { value: number }[] }).options.map((o) => o.value)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(items.york).toMatchObject({
      type: 'text',
      scoring: 'keyed',
      case_sensitive: false,
      accepted: [{ value: 'York' }, { value: 'Eboracum' }, { value: 'New York', score: 0.5 }],
    });
    expect(items.essay).toMatchObject({
      type: 'text',
      scoring: 'unscored',
      stem: '<p>Describe a day at work.</p>',
    });
    const passage = items.passage as { stem: string };
    expect(passage.stem).toMatch(
      /^<blockquote>The lake<p>Every winter the lake <b>freezes<\/b> over\.<\/p><\/blockquote><p><audio controls src="\/uploads\/items\/[0-9a-f]{32}\.mp3"><\/audio><\/p><p>The lake freezes in winter\.<\/p>$/,
    );
    const pictures = items.pictures as { options: { text: string }[] };
    expect(pictures.options.map((o) => o.text)).toEqual([
      expect.stringMatching(/^<img src="\/uploads\/items\/[0-9a-f]{32}\.png" alt="Red sign" \/>$/),
      expect.stringMatching(/^<img src="\/uploads\/items\/[0-9a-f]{32}\.png" alt="Blue sign" \/>$/),
    ]);
  });

  it('answers 410 to a second confirmation and to an unknown analysis', async () => {
    expect((await confirm(report.analysis_id)).status).toBe(410);
    const gone = await confirm(999_999);
    expect(gone.status).toBe(410);
    expect(gone.body.error!.message).toMatch(/^this import analysis is no longer available/);
  });
});

describe('the analysis job', () => {
  it('answers at once with the job; the report comes when the job has analysed every item', async () => {
    const { id } = await newInstrument();
    const started = await upload(
      t,
      'instruments/items/import-qti',
      admin,
      { id: String(id), mode: 'append' },
      { field: 'file', filename: 'package.zip', content: await qtiFixture('bank-v3p0') },
      { 'content-language': 'id' },
    );
    expect(started.status).toBe(200);
    const { analysis_id, job_id } = started.body.data;
    const progress = () => t.callOk('instruments/items/import-qti-progress', { analysis_id }, admin);
    expect(await progress()).toEqual({ job_id, status: 'queued', progress: 0, error: null, report: null });
    await expectRefusal(
      t.call('instruments/items/import-qti-confirm', { analysis_id }, admin, {
        'content-language': 'id',
      }),
      { status: 409, message: 'paket masih dianalisis: tunggu laporannya sebelum mengonfirmasi' },
    );
    await t.deps.jobs.drain();
    const done = await progress();
    expect(done).toMatchObject({ job_id, status: 'done', progress: 100, error: null });
    expect(done.report).toMatchObject({ analysis_id, id, counts: { imported: 3, changed: 1, skipped: 0 } });
    // The package itself is not kept once analysed.
    const kept = await t.deps.db
      .selectFrom('qti_import_analyses')
      .select('package_base64')
      .where('id', '=', analysis_id)
      .executeTakeFirst();
    expect(kept?.package_base64).toBeNull();
  });

  it('reports items analysed out of the total, up to every item', async () => {
    const seen: [number, number][] = [];
    await analysePackage(await qtiFixture('bank-v2p2'), 'Imported items', async (done, total) => {
      seen.push([done, total]);
    });
    expect(seen[0]).toEqual([0, 16]);
    expect(seen.at(-1)).toEqual([16, 16]);
    expect(seen.map(([done]) => done)).toEqual([...seen.map(([done]) => done)].sort((a, b) => a - b));
  });

  it('answers 410 for an unknown analysis', async () => {
    const unknown = await t.call('instruments/items/import-qti-progress', { analysis_id: 999_999 }, admin);
    expect(unknown.status).toBe(410);
  });
});

describe('a QTI 3.0 package', () => {
  it('imports its items in the order of its test, with the test section clock and navigation', async () => {
    const { id } = await newInstrument();
    const res = await analyse(id, await qtiFixture('bank-v3p0'));
    expect(res.counts).toEqual({ imported: 3, changed: 1, skipped: 0 });
    expect((await confirm(res.analysis_id)).status).toBe(200);
    const [section, ...rest] = await sectionsOf(id);
    expect(rest).toEqual([]);
    expect(section).toMatchObject({
      title: 'Only part',
      time_limit_seconds: 300,
      navigation: 'forward_only',
    });
    const items = itemsById([section]);
    expect(section.items.map((i: { id: string }) => i.id)).toEqual(['q4', 'q1', 'q2', 'q3']);
    expect((items.q1 as { stem: string }).stem).toMatch(
      /^<p><img src="\/uploads\/items\/[0-9a-f]{32}\.png" alt="Sign" \/><\/p><p>Solve <math><mfrac><mn>1<\/mn><mn>2<\/mn><\/mfrac><\/math> of 4\.<\/p>$/,
    );
    expect(items.q1).toMatchObject({ type: 'single', key: 'B' });
    expect(items.q2).toMatchObject({ type: 'multiple', keys: ['a', 'c'], scoring: 'partial' });
    expect(items.q3).toMatchObject({ type: 'numeric', key: { value: 20, tolerance: 2 } });
    expect(items.q4).toMatchObject({ type: 'likert', points: 3 });
  });
});

describe('interactions with no item type here, and broken packages', () => {
  it('skips each unsupported interaction by name and imports the rest', async () => {
    const { id } = await newInstrument();
    const items = byIdentifier((await analyse(id, await qtiFixture('others-v2p1'))).items);
    // Match, associate and gap match have item types now: the bare match and associate items (no
    // text besides the interaction) are skipped for their missing question, not their interaction.
    expect(items.gap).toMatchObject({ status: 'imported', type: 'gap-match' });
    for (const identifier of ['match', 'associate'])
      expect(items[identifier], identifier).toMatchObject({
        status: 'skipped',
        notes: ['is not a valid item here: stem: item stem is required'],
      });
    // Hottext, hotspot and slider have item types now: unkeyed, they import unscored; a hotspot
    // whose picture the package lacks is skipped, naming the file.
    expect(items.hottext).toMatchObject({ status: 'imported', type: 'hottext', notes: [] });
    expect(items.slider).toMatchObject({ status: 'imported', type: 'numeric', notes: [] });
    expect(items.hotspot).toMatchObject({
      status: 'skipped',
      notes: ["refers to 'map.png', which is not in the package: left out"],
    });
    // An inline choice without a correct response becomes an unkeyed gap in its sentence.
    expect(items.inline).toMatchObject({ status: 'imported', type: 'inline-choice', notes: [] });
    expect(items['missing.xml']).toMatchObject({
      status: 'skipped',
      notes: ['is named by imsmanifest.xml but is not in the package'],
    });
    expect(items.plain).toMatchObject({ status: 'imported', type: 'single', section: 'Imported items' });
  });

  it('splits an item with a choice and a text entry into consecutive items sharing its text, each with its own scoring', async () => {
    const { id } = await newInstrument();
    const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="mixed" title="Mixed" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="R1" cardinality="single" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration>
  <responseDeclaration identifier="R2" cardinality="single" baseType="string"><correctResponse><value>Paris</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>France borders Spain.</p>
    <choiceInteraction responseIdentifier="R1" maxChoices="1"><prompt>Which is a country?</prompt>
      <simpleChoice identifier="A">Lyon</simpleChoice><simpleChoice identifier="B">Spain</simpleChoice></choiceInteraction>
    <p>Its capital: <textEntryInteraction responseIdentifier="R2"/></p>
  </itemBody>
  <responseProcessing><setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue></responseProcessing>
</assessmentItem>`;
    const manifest = `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>
  <resource identifier="r1" type="imsqti_item_xmlv2p2" href="mixed.xml"><file href="mixed.xml"/></resource>
</resources></manifest>`;
    const zip = await zipFiles({ 'imsmanifest.xml': manifest, 'mixed.xml': item });
    const report = await analyse(id, zip);
    expect(report.counts).toEqual({ imported: 0, changed: 1, skipped: 0 });
    expect(report.items[0]).toMatchObject({ identifier: 'mixed', status: 'changed', type: 'single' });
    expect(report.items[0].notes[0]).toBe(
      'has 2 interactions of different kinds (choiceInteraction, textEntryInteraction): imported as 2 consecutive items sharing its text, each scored by its own response',
    );
    expect(report.sections).toEqual([
      { title: 'Imported items', time_limit_seconds: null, navigation: 'free', item_count: 2 },
    ]);
    const indonesian = await analyse(id, zip, 'id');
    expect(indonesian.items[0].notes[0]).toMatch(/^memiliki 2 interaksi berbeda jenis/);
    expect((await confirm(report.analysis_id)).status).toBe(200);
    const [choice, entry] = (await sectionsOf(id))[0].items;
    expect(choice).toMatchObject({ id: 'mixed_1', type: 'single', key: 'B' });
    expect(choice.stem).toContain('France borders Spain.');
    expect(entry).toMatchObject({ id: 'mixed_2', type: 'text' });
    expect(entry.stem).toContain('France borders Spain.');
    expect(entry.stem).not.toContain('Lyon');
    expect(entry.accepted).toEqual([{ value: 'Paris' }]);
  });

  it("refuses bytes that are not a zip archive at once (400), in the reader's language", async () => {
    const { id } = await newInstrument();
    const notZip = Buffer.from('<assessmentItem/>');
    for (const [language, message] of [
      ['en', 'file: this is not a QTI package (a .zip with imsmanifest.xml and the item files)'],
      ['id', /^file: ini bukan paket QTI/],
    ] as const) {
      const { started } = await analyseQti(t, admin, { id }, notZip, language);
      expect(started.status).toBe(400);
      expect(started.body.error!.message).toMatch(message);
    }
  });

  it('ends the analysis of a zip that is not a package failed, naming the problem in the reader\'s language, never "undefined"', async () => {
    const { id } = await newInstrument();
    const refused = async (content: Buffer, language = 'en') => {
      const { started, progress } = await analyseQti(t, admin, { id }, content, language);
      expect(started.status).toBe(200);
      expect(progress).toMatchObject({ status: 'failed', report: null });
      expect(progress.error).not.toContain('undefined');
      return progress.error as string;
    };
    const noManifest = await zipFiles({ 'a.xml': '<assessmentItem/>' });
    expect(await refused(noManifest)).toBe(
      'file: this is not a QTI package (a .zip with imsmanifest.xml and the item files)',
    );
    expect(await refused(noManifest, 'id')).toMatch(/^file: ini bukan paket QTI/);
    await refused(await zipFiles({ 'imsmanifest.xml': '<manifest><resources>' }));
    const empty = await analyse(id, await zipFiles({ 'imsmanifest.xml': '<manifest/>' }));
    const nothing = await confirm(empty.analysis_id);
    expect(nothing.status).toBe(400);
    expect(nothing.body.error!.message).toBe(
      'file: 1 problem in the package; nothing was imported. the package has no item that can be imported',
    );
  });

  it('answers 403 to consultants', async () => {
    const consultant = await t.signIn('consultant');
    const { id } = await newInstrument();
    const { started } = await analyseQti(t, consultant, { id }, await qtiFixture('others-v2p1'));
    expect(started.status).toBe(403);
    expect(
      (await t.call('instruments/items/import-qti-progress', { analysis_id: 1 }, consultant)).status,
    ).toBe(403);
    expect((await confirm(1, consultant)).status).toBe(403);
  });
});
