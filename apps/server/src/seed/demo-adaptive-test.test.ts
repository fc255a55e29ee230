import { compileIrtItem, itemInformation } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { adaptiveBankProblems } from '../modules/instruments/adaptive-bank';
import { normaliseContent } from '../modules/instruments/instrument-content';
import { DEMO_ADAPTIVE_PARAMETERS, type DemoAdaptiveItem, demoAdaptiveBank } from './demo-adaptive-bank';
import { DEMO_ADAPTIVE_EXPOSURE } from './demo-adaptive-exposure';
import {
  calibrateDemoExposure,
  DEMO_EXPOSURE_CALIBRATION,
  demoCalibrationBank,
  simulateDemoExposure,
} from './demo-adaptive-exposure-calibration';
import { DEMO_ADAPTIVE_INDICATORS, type DemoAdaptiveSolution } from './demo-adaptive-item';
import {
  DEMO_ADAPTIVE_TEST,
  demoAdaptiveEnglish,
  demoAdaptiveItemIds,
  demoAdaptiveSections,
} from './demo-adaptive-test';

// The demo adaptive reasoning bank as generated: enough items in every content area, every key
// right where the answer can be worked out again, parameters in range, the same bank every time,
// and information enough for a 20-item test to reach the SE target across the θ range.

const bank = demoAdaptiveBank();
const keyed = (item: DemoAdaptiveItem, lang: 'id' | 'en' = 'id') =>
  (lang === 'id' ? item.options : item.optionsEn)['ABCD'.indexOf(item.key)];

/** Plain integer of a formatted number or amount ("Rp1.250.000", "35%", "1,250"). */
const integer = (text: string) => Number(text.replace(/[^0-9-]/g, ''));

/** The answer worked out independently of the generator, as the key's text should read. */
function workedAnswer(solution: DemoAdaptiveSolution): number | string {
  switch (solution.kind) {
    case 'number-series': {
      const r = solution.rule;
      const t: number[] = [r.first];
      while (t.length <= solution.shown) {
        const n = t.length;
        const last = t[n - 1];
        if (r.type === 'arithmetic') t.push(r.first + n * r.step);
        else if (r.type === 'geometric') t.push(r.first * r.ratio ** n);
        else if (r.type === 'alternating') t.push(last + (n % 2 === 1 ? r.steps[0] : r.steps[1]));
        else if (r.type === 'growing') t.push(last + r.step + (n - 1) * r.increment);
        else if (r.type === 'fibonacci') t.push(n === 1 ? r.second : last + t[n - 2]);
        else t.push(last * 2 + r.add);
      }
      return t[solution.shown];
    }
    case 'percent-of':
      return (solution.base * solution.percent) / 100;
    case 'discount':
      return solution.price - (solution.price * solution.percent) / 100;
    case 'percent-change':
      return Math.round((Math.abs(solution.to - solution.from) * 100) / solution.from);
    case 'workers':
      return (solution.workers * solution.days) / solution.newWorkers;
    case 'letter-series': {
      const r = solution.rule;
      const p: number[] = [r.first];
      while (p.length <= solution.shown) {
        const n = p.length;
        if (r.type === 'constant') p.push(r.first + n * r.step);
        else if (r.type === 'alternating') p.push(p[n - 1] + r.steps[(n - 1) % 2]);
        else if (r.type === 'growing') p.push(p[n - 1] + r.step + n - 1);
        else if (n === 1) p.push(r.second);
        else p.push(p[n - 2] + (n % 2 === 0 ? r.steps[0] : r.steps[1]));
      }
      return String.fromCharCode(65 + p[solution.shown]);
    }
    case 'letter-code':
      return [...solution.word]
        .map((ch) => String.fromCharCode(65 + ((ch.charCodeAt(0) - 65 + solution.shift + 26) % 26)))
        .join('');
  }
}

describe('the demo adaptive reasoning bank', () => {
  it('has at least 150 items, each area at least 40, each with four distinct options and a key', () => {
    expect(bank.length).toBeGreaterThanOrEqual(150);
    for (const { code } of Object.values(DEMO_ADAPTIVE_INDICATORS))
      expect(bank.filter((i) => i.indicator === code).length).toBeGreaterThanOrEqual(40);
    for (const item of bank) {
      expect(new Set(item.options).size, item.stem).toBe(4);
      expect(new Set(item.optionsEn).size, item.stemEn).toBe(4);
      expect(['A', 'B', 'C', 'D']).toContain(item.key);
    }
    expect(new Set(bank.map((i) => i.stem)).size).toBeGreaterThan(bank.length * 0.95);
  });

  it('keys the right answer of every item whose answer can be worked out', () => {
    const computable = bank.filter((i) => i.solution);
    expect(computable.length).toBeGreaterThanOrEqual(100);
    for (const item of computable) {
      const solution = item.solution as DemoAdaptiveSolution;
      const answer = workedAnswer(solution);
      if (typeof answer === 'number') {
        expect(integer(keyed(item)), item.stem).toBe(answer);
        expect(integer(keyed(item, 'en')), item.stemEn).toBe(answer);
        // No distractor is also right.
        expect(
          item.options.filter((o) => integer(o) === answer),
          item.stem,
        ).toHaveLength(1);
      } else {
        expect(keyed(item), item.stem).toBe(answer);
        expect(keyed(item, 'en')).toBe(answer);
      }
    }
  });

  it('shows in each series stem the terms its rule gives', () => {
    for (const item of bank) {
      const s = item.solution;
      if (s?.kind !== 'number-series') continue;
      const shown = item.stem
        .match(/: (.*), …\?$/)?.[1]
        .split(', ')
        .map(Number);
      expect(shown?.length, item.stem).toBe(s.shown);
      // The term after the shown ones is the key, so the shown ones with it follow one rule.
      expect(shown?.[0]).toBe(s.rule.first);
    }
    const code = bank.find((i) => i.solution?.kind === 'letter-code');
    expect(code?.stem).toMatch(/^Dalam sebuah sandi, [A-Z]+ ditulis [A-Z]+\. Bagaimana [A-Z]+ ditulis/);
  });

  it('draws IRT parameters within the stated ranges, half the bank 3PL with c = 0.2', () => {
    const { a, b, c } = DEMO_ADAPTIVE_PARAMETERS;
    for (const { irt } of bank) {
      expect(['2PL', '3PL']).toContain(irt.model);
      expect(irt.a).toBeGreaterThanOrEqual(a.min);
      expect(irt.a).toBeLessThanOrEqual(a.max);
      expect(irt.b).toBeGreaterThanOrEqual(b.min);
      expect(irt.b).toBeLessThanOrEqual(b.max);
      if (irt.model === '3PL') expect(irt.c).toBe(c);
      else expect(irt.c).toBeUndefined();
    }
    const threePl = bank.filter((i) => i.irt.model === '3PL').length;
    expect(Math.abs(threePl - bank.length / 2)).toBeLessThanOrEqual(3);
    // Difficulties cover the range: some items in every unit band from −2.5 to 2.5.
    for (const lower of [-2.5, -1.5, -0.5, 0.5, 1.5])
      expect(
        bank.filter((i) => (i.irt.b as number) >= lower && (i.irt.b as number) < lower + 1).length,
      ).toBeGreaterThanOrEqual(15);
  });

  it('is the same bank every time', () => {
    expect(demoAdaptiveBank()).toEqual(bank);
    expect(demoAdaptiveBank(7)).not.toEqual(bank);
  });

  it('reaches an SE below 0.35 with its 20 most informative items at θ = −2, 0 and 2', () => {
    const items = bank.map((i, n) =>
      compileIrtItem(i.irt as Parameters<typeof compileIrtItem>[0], String(n)),
    );
    for (const theta of [-2, 0, 2]) {
      const best = items
        .map((item) => itemInformation(item, theta))
        .sort((x, y) => y - x)
        .slice(0, 20);
      const information = best.reduce((s, x) => s + x, 0);
      expect(information, `θ = ${theta}`).toBeGreaterThanOrEqual(1 / 0.35 ** 2);
    }
  });

  it('is a bank an adaptive section can deliver, with its English texts in step', () => {
    const content = normaliseContent(
      demoAdaptiveSections(bank),
      new Set(Object.values(DEMO_ADAPTIVE_INDICATORS).map((i) => i.code)),
    );
    const [section] = content.sections;
    expect(section.adaptive).toMatchObject(DEMO_ADAPTIVE_TEST.settings);
    expect(section.items).toHaveLength(bank.length);
    // The items keep their stable ids, which the committed K table names.
    expect(section.items.map((i) => i.id)).toEqual(demoAdaptiveItemIds(bank));
    expect(section.items[0].id).toBe('cat-num-01');
    expect(adaptiveBankProblems(section)).toEqual([]);
    const english = demoAdaptiveEnglish(bank);
    expect(english.sections[0].items).toHaveLength(bank.length);
    expect(english.sections[0].title).toBe('Adaptive reasoning');
  });
});

describe('the demo’s Sympson–Hetter exposure control', () => {
  const ids = new Set(demoAdaptiveItemIds(bank));
  const committed = Object.entries(DEMO_ADAPTIVE_EXPOSURE.k);

  it('holds every item to at most 35 % of candidates (30 % intended) with Sympson–Hetter', () => {
    const { settings } = DEMO_ADAPTIVE_TEST;
    expect(settings.exposure).toBe('sympson-hetter');
    expect(settings.max_exposure).toBeLessThanOrEqual(0.35);
    expect(settings.max_exposure).toBe(DEMO_EXPOSURE_CALIBRATION.ceiling);
    expect(settings.sympson_hetter_k).toBe(DEMO_ADAPTIVE_EXPOSURE.k);
    // A 20-item test can meet the ceiling only with a bank of at least 20 / ceiling items.
    expect(bank.length).toBeGreaterThanOrEqual(settings.max_items / settings.max_exposure);
  });

  it('commits K in (0, 1) for items of the bank, calibrated as the script calibrates them now', () => {
    expect(ids.size).toBe(bank.length);
    expect(committed.length).toBeGreaterThan(10);
    for (const [id, k] of committed) {
      expect(ids.has(id), id).toBe(true);
      expect(k).toBeGreaterThan(0);
      expect(k).toBeLessThan(1);
    }
    expect(DEMO_ADAPTIVE_EXPOSURE).toMatchObject({
      ceiling: DEMO_EXPOSURE_CALIBRATION.ceiling,
      candidates: DEMO_EXPOSURE_CALIBRATION.candidates,
      seed: DEMO_EXPOSURE_CALIBRATION.seed,
    });
    expect(DEMO_ADAPTIVE_EXPOSURE.seedMaxExposure).toBeLessThanOrEqual(DEMO_ADAPTIVE_EXPOSURE.ceiling);
    expect(DEMO_ADAPTIVE_EXPOSURE.checkMaxExposure).toBeLessThanOrEqual(DEMO_ADAPTIVE_EXPOSURE.ceiling);
  });

  it('keeps the ceiling on a population the K were not calibrated on, well below it without them', () => {
    const calibrationBank = demoCalibrationBank();
    const run = { candidates: 1000, seed: 4242 };
    const controlled = simulateDemoExposure(calibrationBank, DEMO_ADAPTIVE_EXPOSURE.k, run);
    // Sampling noise of 1,000 simulees is about ±0.015 on a rate of 0.3.
    expect(controlled.maxExposure).toBeLessThanOrEqual(DEMO_ADAPTIVE_EXPOSURE.ceiling + 0.02);
    expect(controlled.meanLength).toBeLessThanOrEqual(DEMO_ADAPTIVE_TEST.settings.max_items);
    const uncontrolled = simulateDemoExposure(calibrationBank, {}, run);
    expect(uncontrolled.maxExposure).toBeGreaterThan(0.5);
  });

  it('comes out alike from a smaller calibration: the same items restrained most', () => {
    const quick = calibrateDemoExposure({
      candidates: 600,
      maxIterations: 8,
      rounds: 1,
      check: { candidates: 300, seed: 1 },
    });
    for (const [id, k] of Object.entries(quick.k)) {
      expect(ids.has(id), id).toBe(true);
      expect(k).toBeGreaterThan(0);
      expect(k).toBeLessThan(1);
    }
    // The ten items the committed table restrains most are restrained by the quick one too.
    const strongest = [...committed].sort(([, a], [, b]) => a - b).slice(0, 10);
    for (const [id] of strongest) expect(quick.k[id], id).toBeLessThan(1);
  }, 60_000);
});

describe('the seeded demo adaptive reasoning test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const instrumentCodes = (rows: Array<{ code: string }>) => rows.map((r) => r.code);

  it('is published with its bank, its English texts and a simulation within the exposure ceiling', async () => {
    const row = await t.deps.db
      .selectFrom('instruments')
      .select(['id', 'status', 'kind', 'item_count', 'name'])
      .where('code', '=', DEMO_ADAPTIVE_TEST.code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'published', kind: 'ability', name: 'Penalaran Adaptif (demo)' });
    expect(row.item_count).toBe(bank.length);
    const simulation = await t.deps.db
      .selectFrom('adaptive_simulations')
      .select(['max_exposure', 'result_json'])
      .where('instrument_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(simulation.max_exposure)).toBeLessThanOrEqual(DEMO_ADAPTIVE_TEST.settings.max_exposure);
    expect(DEMO_ADAPTIVE_TEST.settings.max_exposure).toBeLessThanOrEqual(0.35);
    // The seed simulated the committed K (the draft published with them) without calibrating.
    expect(Number(simulation.max_exposure)).toBe(DEMO_ADAPTIVE_EXPOSURE.seedMaxExposure);
    const stored = JSON.parse(simulation.result_json);
    expect(stored.sympson_hetter).toEqual({ iterations: 0, converged: true, check: null });
    const published = await t.deps.db
      .selectFrom('instrument_versions')
      .select('content_json')
      .where('instrument_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(published.content_json).sections[0].adaptive.sympson_hetter_k).toEqual(
      DEMO_ADAPTIVE_EXPOSURE.k,
    );
    const english = await t.deps.db
      .selectFrom('instrument_translations')
      .select('id')
      .where('instrument_id', '=', row.id)
      .execute();
    expect(english.length).toBeGreaterThan(0);
  });

  it('is the last test of the demo job profile and of the demo project', async () => {
    const profile = await t.deps.db
      .selectFrom('job_profile_instruments as jpi')
      .innerJoin('instruments as i', 'i.id', 'jpi.instrument_id')
      .select('i.code')
      .orderBy('jpi.position')
      .execute();
    expect(instrumentCodes(profile)).toEqual(['DEMO-ABILITY', 'DEMO-PERSONALITY', DEMO_ADAPTIVE_TEST.code]);
    const project = await t.deps.db
      .selectFrom('project_instruments as pi')
      .innerJoin('projects as p', 'p.id', 'pi.project_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .innerJoin('instruments as i', 'i.id', 'v.instrument_id')
      .select('i.code')
      .where('p.name', '=', 'Graduate Intake 2026 (demo)')
      .orderBy('pi.position')
      .execute();
    expect(instrumentCodes(project).at(-1)).toBe(DEMO_ADAPTIVE_TEST.code);
  });

  it('scores the finished demo candidates on the θ scale, feeding analytical thinking', async () => {
    const results = await t.deps.db
      .selectFrom('results as r')
      .innerJoin('instrument_versions as v', 'v.id', 'r.instrument_version_id')
      .innerJoin('instruments as i', 'i.id', 'v.instrument_id')
      .innerJoin('participants as p', 'p.id', 'r.participant_id')
      .select(['p.name', 'r.result_json', 'r.submission_id'])
      .where('i.code', '=', DEMO_ADAPTIVE_TEST.code)
      .execute();
    expect(results.length).toBe(4);
    const thetas = new Map<string, number>();
    const setAside: string[] = [];
    for (const r of results) {
      const dimension = JSON.parse(r.result_json).dimensions[DEMO_ADAPTIVE_TEST.dimension.code];
      expect(dimension.scaled.sten, r.name).toBeGreaterThanOrEqual(1);
      thetas.set(r.name, dimension.raw);
      const steps = await t.deps.db
        .selectFrom('adaptive_steps')
        .select(['item_id', 'stop_reason', 'set_aside'])
        .where('submission_id', '=', r.submission_id)
        .orderBy('step')
        .execute();
      for (const s of steps) setAside.push(...(JSON.parse(s.set_aside) as string[]));
      const served = steps.filter((s) => s.item_id).length;
      expect(served).toBeGreaterThanOrEqual(DEMO_ADAPTIVE_TEST.settings.min_items);
      expect(served).toBeLessThanOrEqual(DEMO_ADAPTIVE_TEST.settings.max_items);
      expect(steps.at(-1)?.stop_reason).toBeTruthy();
    }
    // Sympson–Hetter set items aside on the way, stored with the decisions as live delivery does.
    expect(setAside.length).toBeGreaterThan(0);
    for (const id of setAside) expect(id in DEMO_ADAPTIVE_EXPOSURE.k, id).toBe(true);
    // The strongest candidate on the fixed test is ahead of the weakest on the adaptive one too.
    expect(thetas.get('Eka Putri')).toBeGreaterThan(thetas.get('Kartika Lestari') as number);
    const analytical = await t.deps.db
      .selectFrom('participant_competences as pc')
      .innerJoin('competences as c', 'c.id', 'pc.competence_id')
      .select('pc.score')
      .where('c.code', '=', 'ANALYTICAL')
      .execute();
    expect(analytical.filter((a) => a.score !== null).length).toBeGreaterThanOrEqual(4);
  });
});
