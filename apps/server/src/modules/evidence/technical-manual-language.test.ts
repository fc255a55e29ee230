import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_LANGUAGES, type ReportLanguage } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { GENERATING_2PL, runJobs } from '../../../test/support/evidence.fixtures';
import { manualSample } from '../../../test/support/manual-samples';
import { startAppAs } from '../../../test/support/module-setup';
import { pdfLayoutText } from '../../../test/support/poppler';
import { fixed } from '../exports/report-format';
import { MANUAL_LABELS } from './technical-manual.labels';

// The technical manual is written whole in each language: an Indonesian manual prints no label
// that exists only in the English table, and an English one none that exists only in the
// Indonesian table (the check is built from the tables, so a label added in one language only, or
// printed from the wrong table, fails it). The manual of a Rasch analysis with the models compared
// shows what the workbench shows: infit and outfit, person fit, the comparison and its tests, and
// the items the calibration worked around.

const ITEMS = GENERATING_2PL.slice(0, 12);
const N = 500;
const PROJECT = 'Manual language intake';
const MARK = '\u0001';

/** The fixed texts of a label table: strings as they are, functions called with markers and cut there. */
function fragments(value: unknown): string[] {
  if (typeof value === 'string') return value.split(MARK);
  if (typeof value === 'function')
    return fragments(String((value as (...a: unknown[]) => unknown)(...Array(8).fill(MARK))));
  if (Array.isArray(value)) return value.flatMap(fragments);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(fragments);
  return [];
}

/** Texts worth checking: trimmed, at least three characters, with a letter. */
const meaningful = (texts: string[]) =>
  [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()))].filter(
    (text) => text.length >= 3 && /\p{L}/u.test(text),
  );

/** The label texts of `lang` that no text of the other language's table contains. */
function onlyIn(lang: ReportLanguage): string[] {
  const other = meaningful(fragments(MANUAL_LABELS[lang === 'id' ? 'en' : 'id']));
  return meaningful(fragments(MANUAL_LABELS[lang])).filter((text) => !other.some((o) => o.includes(text)));
}

let t: TestApp;
let consultant: string;
let analysisId: number;
// biome-ignore lint/suspicious/noExplicitAny: the engine's result is passed through untyped by the contract.
let result: any;
let storedResult: string;
const texts: Partial<Record<ReportLanguage, string>> = {};

async function manualText(lang: ReportLanguage, name = 'manual-rasch'): Promise<string> {
  const res = await fileCall(t, 'evidence/analyses/manual', { analysis_id: analysisId, lang }, consultant);
  expect(res.status).toBe(200);
  // Where a person checks the pages by eye (pdftoppm), if asked.
  if (process.env.TECHNICAL_MANUAL_DIR) {
    mkdirSync(process.env.TECHNICAL_MANUAL_DIR, { recursive: true });
    writeFileSync(join(process.env.TECHNICAL_MANUAL_DIR, `${name}-${lang}.pdf`), res.bytes);
  }
  return pdfLayoutText(res.bytes);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
/** A number as the Indonesian manual writes it: a decimal comma, a thousands point. */
const comma = (n: number, digits: number) =>
  fixed(n, digits).replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  let admin: string;
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  const { instrument, projectId } = await manualSample(t, admin, {
    code: 'MANUAL-RASCH',
    projectName: PROJECT,
    items: ITEMS,
    n: N,
    seed: 20261129,
    label: 'manual-lang',
  });
  const started = await t.callOk(
    'evidence/analyses/new',
    {
      instrument_id: instrument.instrumentId,
      sample: { project_ids: [projectId] },
      model: 'Rasch',
      compare_models: true,
    },
    consultant,
  );
  analysisId = started.analysis_id;
  await runJobs(t);
  result = (await t.callOk('evidence/analyses/detail', { analysis_id: analysisId }, consultant)).result;
  const row = await t.deps.db
    .selectFrom('evidence_analyses')
    .select('result_json')
    .where('id', '=', analysisId)
    .executeTakeFirstOrThrow();
  storedResult = row.result_json as string;
  for (const lang of REPORT_LANGUAGES) texts[lang] = await manualText(lang);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('the technical manual in each language', () => {
  it('has label tables of the same labels whose languages differ where they should', () => {
    expect(Object.keys(MANUAL_LABELS.id).sort()).toEqual(Object.keys(MANUAL_LABELS.en).sort());
    // A sanity check of the check: it knows English-only and Indonesian-only words.
    expect(onlyIn('en')).toEqual(
      expect.arrayContaining(['3 Item statistics', '5 Reliability', 'Person fit (lz*):']),
    );
    expect(onlyIn('id')).toEqual(
      expect.arrayContaining([
        '3 Statistik butir',
        '5 Reliabilitas',
        'Keberfungsian butir diferensial (DIF)',
      ]),
    );
  });

  for (const lang of REPORT_LANGUAGES)
    it(`in ${lang}: prints no label of the other language only`, () => {
      // Names the manual prints as they are: the instrument, its code, the project, the title of
      // its one section ('Items'), the stored education values of the simulated sample.
      let text = oneLine(texts[lang]!);
      const names = [
        'Evidence MANUAL-RASCH',
        'MANUAL-RASCH',
        PROJECT,
        'high school',
        'bachelor',
        'diploma',
        'master',
      ];
      for (const name of names) text = text.replaceAll(name, ' ');
      text = text.replace(/ Items \d+ /, ' ');
      const found = onlyIn(lang === 'id' ? 'en' : 'id').filter((label) => text.includes(label));
      expect(found).toEqual([]);
      expect(text).not.toContain('\ufffd');
    });
});

describe('the manual of a Rasch analysis with the models compared', () => {
  it('prints every item’s infit and outfit with ZSTD, and the person fit', () => {
    const { raschFit } = result.calibration;
    expect(raschFit.items).toHaveLength(ITEMS.length);
    const en = texts.en!;
    expect(en).toMatch(/Item\s+Difficulty\s+N\s+Infit MNSQ\s+ZSTD\s+Outfit MNSQ\s+ZSTD/);
    const first = raschFit.items[0];
    expect(en).toMatch(
      new RegExp(
        `Q1\\s+${fixed(first.difficulty, 2)}\\s+${first.count}\\s+${fixed(first.infit, 2)}\\s+${fixed(first.infitZstd, 2)}\\s+${fixed(first.outfit, 2)}\\s+${fixed(first.outfitZstd, 2)}`,
      ),
    );
    const { persons } = raschFit;
    expect(oneLine(en)).toContain(
      `Person fit (lz*): ${persons.fitted} persons fitted, ${persons.misfitting} of them with lz* below −2`,
    );
    const id = texts.id!;
    expect(id).toMatch(/Butir\s+Kesukaran\s+N\s+Infit MNSQ\s+ZSTD\s+Outfit MNSQ\s+ZSTD/);
    expect(id).toMatch(
      new RegExp(
        `Q1\\s+${comma(first.difficulty, 2)}\\s+${first.count}\\s+${comma(first.infit, 2)}\\s+${comma(first.infitZstd, 2)}`,
      ),
    );
    expect(oneLine(id)).toContain(
      `Kecocokan orang (lz*): ${persons.fitted} orang dihitung kecocokannya, ${persons.misfitting} di antaranya dengan lz* di bawah −2`,
    );
  });

  it('prints the comparison table and each likelihood-ratio test in words', () => {
    const { comparison } = result.calibration;
    expect(comparison.models.map((m: { model: string }) => m.model)).toEqual(['Rasch', '2PL', '3PL']);
    const en = texts.en!;
    expect(en).toMatch(/Model\s+Parameters\s+−2LL\s+AIC\s+BIC/);
    const rasch = comparison.models[0];
    expect(en).toMatch(
      new RegExp(
        `Rasch\\s+${rasch.parameters}\\s+${escapeRegExp(fixed(rasch.deviance, 1))}\\s+${escapeRegExp(fixed(rasch.aic, 1))}`,
      ),
    );
    expect(en).toMatch(/3PL \((no prior|prior on guessing)\)/);
    expect(en).toContain('(lowest)');
    const [first, second] = comparison.tests;
    const enLine = oneLine(en);
    expect(enLine).toContain(`Rasch against 2PL: χ² = ${fixed(first.chiSquare, 2)}, df ${first.df}, p`);
    expect(enLine).toMatch(/2PL against 3PL: χ² = [\d.,]+, df \d+, p/);
    expect(enLine).toMatch(
      first.p < 0.05 ? /the 2PL fits better than the Rasch beyond chance/ : /the Rasch suffices/,
    );
    // The 2PL–3PL test puts c on its boundary, and says so.
    expect(second.boundary).toBe(true);
    expect(enLine).toContain('No guessing (c = 0) lies at the edge of what c can be');

    const idLine = oneLine(texts.id!);
    expect(texts.id).toMatch(/Model\s+Parameter\s+−2LL\s+AIC\s+BIC/);
    expect(idLine).toContain(`Rasch terhadap 2PL: χ² = ${comma(first.chiSquare, 2)}, db ${first.df}, p`);
    expect(idLine).toContain('(terendah)');
    expect(idLine).toMatch(
      first.p < 0.05 ? /2PL lebih cocok daripada Rasch melampaui kebetulan/ : /Rasch sudah cukup/,
    );
    expect(idLine).toContain('Tanpa tebakan (c = 0) berada di tepi nilai yang mungkin bagi c');
  });

  it('writes a group too small to show as "n < 5" in the accommodation section, never "n = < 5"', () => {
    for (const lang of REPORT_LANGUAGES) {
      const text = oneLine(texts[lang] as string);
      expect(text).not.toContain('n = <');
      expect(text).toContain(lang === 'id' ? 'terlalu sedikit (n < 5)' : '(n < 5) to compare');
    }
  });

  it('prints the calibration’s global fit, M2 with its RMSEA', () => {
    const fit = result.calibration.globalFit;
    expect(fit.df).toBe(fit.margins - fit.parameters);
    expect(oneLine(texts.en!)).toContain(
      `M2 = ${fixed(fit.m2, 2)}, df ${fit.df}, p ${fit.p < 0.001 ? '< 0.001' : fixed(fit.p, 3)}; RMSEA ${fixed(fit.rmsea, 3)} (90 % interval`,
    );
    expect(oneLine(texts.id!)).toContain(`M2 = ${comma(fit.m2, 2)}, db ${fit.df}, p`);
    expect(oneLine(texts.id!)).toContain(`RMSEA ${comma(fit.rmsea, 3)} (interval 90 %`);
  });

  it('names the items the calibration worked around, and why, in the manual’s language', async () => {
    const stored = JSON.parse(storedResult);
    const [q2, q3, q7] = [1, 2, 6].map((i) => stored.items[i].id);
    stored.calibration.flags = [
      {
        item: q2,
        flag: 'slope-at-bound',
        detail:
          "slope held at its upper limit 6: the item's answers change from wrong to right at almost one point of the scale (near-Guttman), so its slope has no finite estimate; its standard error is not available",
      },
      {
        item: q3,
        flag: 'no-variance',
        detail: 'everyone who answered it gave the answer 1, so it says nothing about ability',
      },
      { item: q3, flag: 'excluded', detail: 'left out of the calibration (no variance)' },
      {
        item: q7,
        flag: 'excluded',
        detail:
          'left out of the calibration: category 2 is never observed (codes run to 3): recode the categories to calibrate it',
      },
    ];
    const analyses = t.deps.db.updateTable('evidence_analyses').where('id', '=', analysisId);
    await analyses.set({ result_json: JSON.stringify(stored) }).execute();
    try {
      const expectedLines: Record<ReportLanguage, string[]> = {
        en: [
          'Items the calibration worked around',
          '3 items could not be estimated as asked',
          'Q2: slope held at its upper limit 6;',
          'Q3: everyone who answered it gave the answer 1, so it says nothing about ability',
          'Q7: left out of the calibration: category 2 is never observed (codes run to 3)',
        ],
        id: [
          'Butir yang disiasati kalibrasi',
          '3 butir tidak dapat diestimasi sebagaimana diminta',
          'Q2: daya beda ditahan pada batas atas 6;',
          'Q3: semua yang menjawabnya memberi jawaban 1, sehingga butir tidak memberi informasi',
          'Q7: dikeluarkan dari kalibrasi: kategori 2 tidak pernah muncul (kode sampai 3)',
        ],
      };
      for (const lang of REPORT_LANGUAGES) {
        const text = oneLine(await manualText(lang, 'manual-rasch-flags'));
        for (const line of expectedLines[lang]) expect(text).toContain(line);
      }
    } finally {
      await analyses.set({ result_json: storedResult }).execute();
    }
  });

  it('still renders a result stored before flags, Rasch fit, the comparison and the guessing prior', async () => {
    const stored = JSON.parse(storedResult);
    for (const key of ['flags', 'raschFit', 'comparison', 'guessingPrior', 'globalFit'])
      delete stored.calibration[key];
    // And a part the engine could not compute: its reason is said in the manual's language.
    stored.calibration.fit = { unavailable: 'item fit needs at least two items' };
    const analyses = t.deps.db.updateTable('evidence_analyses').where('id', '=', analysisId);
    await analyses.set({ result_json: JSON.stringify(stored) }).execute();
    try {
      for (const lang of REPORT_LANGUAGES) {
        const text = oneLine(
          await pdfLayoutText(
            (await fileCall(t, 'evidence/analyses/manual', { analysis_id: analysisId, lang }, consultant))
              .bytes,
          ),
        );
        expect(text).toContain(lang === 'en' ? '6 Item response theory' : '6 Teori respons butir');
        expect(text).not.toContain(lang === 'en' ? 'Model comparison' : 'Perbandingan model');
        expect(text).not.toContain(lang === 'en' ? 'Person fit' : 'Kecocokan orang');
        expect(text).not.toContain('M2 =');
        expect(text).toContain(
          lang === 'en'
            ? 'item fit needs at least two items'
            : 'kecocokan butir memerlukan sedikitnya dua butir',
        );
      }
    } finally {
      await analyses.set({ result_json: storedResult }).execute();
    }
  });
});
