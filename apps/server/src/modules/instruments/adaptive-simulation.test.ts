import { type CatBankItem, type CatOptions, createRng, exposureMaximum, simulateCat } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import {
  SPREAD_BANK_SIZE,
  simulateSection,
  spreadBankDraft,
  spreadBankItems,
} from '../../../test/support/adaptive-drafts';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { adaptiveSimulationJob, populationThetas } from './adaptive-simulation.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const settings = (overrides: Record<string, unknown> = {}) => ({
  start_theta: 0,
  exposure: 'randomesque',
  randomesque_n: 3,
  max_exposure: 0.5,
  content_balance: true,
  se_target: 0.4,
  min_items: 5,
  max_items: 10,
  final_estimator: 'EAP',
  ...overrides,
});

let codes = 0;
/** A new instrument whose one section is adaptive (or fixed, `adaptive: null`); answers ids. */
const adaptiveInstrument = (adaptive: Record<string, unknown> | null = settings()) =>
  spreadBankDraft(t, admin, { code: `CAT-${++codes}`, name: `Adaptive ${codes}` }, adaptive);

async function simulate(id: number, sectionId: string, extra: Record<string, unknown> = {}) {
  const { started, progress, rows } = await simulateSection(t, admin, { id, sectionId }, extra);
  expect(progress).toMatchObject({ status: 'done', progress: 100, error: null });
  return { started, latest: rows[0], rows };
}

describe('adaptive simulations', () => {
  it('answers what the engine answers for the same seed, options and population', async () => {
    const { id, sectionId, sections } = await adaptiveInstrument();
    const population = { mean: 0.5, sd: 1.2 };
    const { started, latest } = await simulate(id, sectionId, { candidates: 300, seed: 42, population });
    expect(started.seed).toBe(42);

    // The simulees are the population's draws from the generator seeded with seed + 1.
    const z = createRng(43);
    const trueThetas = Array.from({ length: 300 }, () => population.mean + population.sd * z.normal());
    const bank: CatBankItem[] = sections[0].items.map((item: { id: string; irt: CatBankItem['irt'] }) => ({
      id: item.id,
      irt: item.irt,
    }));
    const options: CatOptions = {
      maxItems: 10,
      minItems: 5,
      seTarget: 0.4,
      quadrature: { mean: 0 },
      exposure: { method: 'randomesque', n: 3 },
    };
    const expected = simulateCat(bank, { ...options, seed: 42, trueThetas });

    expect(latest).toMatchObject({
      section_id: sectionId,
      seed: 42,
      candidates: 300,
      population,
      current: true,
      bank_size: SPREAD_BANK_SIZE,
      ceiling: 0.5,
      unused_items: expected.unusedItems,
      stop_reasons: expected.stopReasons,
      sympson_hetter: null,
    });
    expect(latest.bias).toBeCloseTo(expected.bias, 12);
    expect(latest.rmse).toBeCloseTo(expected.rmse, 12);
    expect(latest.correlation).toBeCloseTo(expected.correlation as number, 12);
    expect(latest.mean_length).toBeCloseTo(expected.meanLength, 12);
    expect(latest.max_exposure).toBeCloseTo(expected.maxExposure, 12);
    expect(latest.exposure).toHaveLength(SPREAD_BANK_SIZE);
    for (const e of latest.exposure) expect(e.rate).toBeCloseTo(expected.exposure[e.item_id], 12);
    const rates = latest.exposure.map((e: { rate: number }) => e.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const lengths = latest.lengths.reduce((s: number, l: { count: number }) => s + l.count, 0);
    expect(lengths).toBe(300);
    expect(latest.conditional.map((b: { n: number }) => b.n)).toEqual(expected.conditional.map((b) => b.n));
  });

  it('calibrates Sympson–Hetter K into the draft and keeps exposure near the ceiling', async () => {
    const { id, sectionId } = await adaptiveInstrument(
      settings({ exposure: 'sympson-hetter', max_exposure: 0.3, se_target: null }),
    );
    const { latest } = await simulate(id, sectionId, { candidates: 500, seed: 7 });
    const detail = await t.callOk('instruments/detail', { id }, admin);
    const k = detail.sections[0].adaptive.sympson_hetter_k as Record<string, number>;
    expect(Object.keys(k).length).toBeGreaterThan(0);
    for (const value of Object.values(k)) expect(value).toBeLessThan(1);
    // The engine judged convergence on a final check of five times the 500 simulees, which cannot
    // show any item above the ceiling; the 500 simulated here cannot either.
    expect(latest.sympson_hetter).toMatchObject({
      iterations: expect.any(Number),
      converged: true,
      check: { candidates: 2500 },
    });
    expect(latest.sympson_hetter.check.lower).toBeLessThanOrEqual(0.3);
    expect(latest.sympson_hetter.check.upper).toBeGreaterThan(latest.sympson_hetter.check.max_exposure);
    expect(latest.within_ceiling).toBe(true);
    expect(latest.max_exposure_interval.lower).toBeLessThanOrEqual(0.3);
    expect(latest.max_exposure_interval.upper).toBeGreaterThan(latest.max_exposure);
    expect(latest.max_exposure_interval.level).toBe(0.95);
    // Writing K does not make the simulation stale.
    expect(latest.current).toBe(true);
  }, 60_000);

  it('simulates the draft’s own Sympson–Hetter K, unchanged, when told not to calibrate', async () => {
    const { id, sectionId, sections } = await adaptiveInstrument(
      settings({ exposure: 'sympson-hetter', max_exposure: 0.3 }),
    );
    const ids = sections[0].items.map((item: { id: string }) => item.id) as string[];
    const k = Object.fromEntries(ids.slice(20, 40).map((itemId, i) => [itemId, 0.2 + i / 40]));
    await t.callOk(
      'instruments/content',
      {
        id,
        sections: [
          {
            id: sectionId,
            title: 'Reasoning',
            // biome-ignore lint/suspicious/noExplicitAny: settings are built loosely to vary one field at a time.
            adaptive: settings({ exposure: 'sympson-hetter', max_exposure: 0.3, sympson_hetter_k: k }) as any,
            items: spreadBankItems().map((item, i) => ({ ...item, id: ids[i] })),
          },
        ],
      },
      admin,
    );
    const population = { mean: 0, sd: 1 };
    const userId = (await t.deps.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const work = { instrumentId: id, sectionId, candidates: 300, seed: 11, population, userId };
    await adaptiveSimulationJob(t.deps, { ...work, calibrate: false }, async () => {});

    const bank: CatBankItem[] = spreadBankItems().map((item, i) => ({ id: ids[i], irt: item.irt }));
    const expected = simulateCat(bank, {
      maxItems: 10,
      minItems: 5,
      seTarget: 0.4,
      quadrature: { mean: 0 },
      exposure: { method: 'sympson-hetter', k },
      seed: 11,
      trueThetas: populationThetas(11, 300, population),
    });
    const { rows } = await t.callOk('instruments/adaptive/simulations', { id, section_id: sectionId }, admin);
    expect(rows[0].max_exposure).toBeCloseTo(expected.maxExposure, 12);
    expect(rows[0].mean_length).toBeCloseTo(expected.meanLength, 12);
    const interval = exposureMaximum(expected.exposure, 300);
    expect(rows[0].max_exposure_interval).toEqual({
      lower: interval.lower,
      upper: interval.upper,
      level: 0.95,
    });
    expect(rows[0].sympson_hetter).toEqual({ iterations: 0, converged: interval.lower <= 0.3, check: null });
    expect(rows[0].within_ceiling).toBe(interval.lower <= 0.3);
    expect(rows[0].current).toBe(true);
    const detail = await t.callOk('instruments/detail', { id }, admin);
    expect(detail.sections[0].adaptive.sympson_hetter_k).toEqual(k);
  });

  it('refuses to publish without a current simulation within the ceiling', async () => {
    const { id, sectionId, sections } = await adaptiveInstrument(
      settings({ exposure: 'none', max_exposure: 0.3 }),
    );
    await expectRefusal(t.call('instruments/submit', { id }, admin), {
      status: 400,
      message: expect.stringContaining(
        'Section 1 (Reasoning) (adaptive): simulate the bank with its current settings before publishing.',
      ),
    });

    // Without exposure control everyone gets the same first item.
    await simulate(id, sectionId, { candidates: 200, seed: 1 });
    await expectRefusal(t.call('instruments/submit', { id }, admin), {
      status: 400,
      message: expect.stringContaining(
        'Section 1 (Reasoning) (adaptive): simulated maximum exposure 1.00 is above the ceiling 0.30 ' +
          'beyond sampling noise (95 % interval 0.95–1.00)',
      ),
    });
    const overInIndonesian = await t.call('instruments/submit', { id }, admin, { 'content-language': 'id' });
    expect(overInIndonesian.body.error?.message).toContain(
      'paparan maksimum hasil simulasi 1,00 melebihi batas 0,30 di luar derau sampel (interval 95 % 0,95–1,00)',
    );

    // Randomesque among 5 shares the items of the start out, under a generous ceiling.
    sections[0].adaptive = settings({ exposure: 'randomesque', randomesque_n: 5, max_exposure: 0.9 });
    await t.callOk('instruments/content', { id, sections }, admin);
    const { latest, rows } = await simulate(id, sectionId, { candidates: 500, seed: 3 });
    expect(rows).toHaveLength(2);
    expect(rows[1].current).toBe(false);
    expect(latest.within_ceiling).toBe(true);
    const published = await t.callOk('instruments/submit', { id }, admin);
    expect(published).toMatchObject({ status: 'published', version: 1 });
  });

  it('makes a simulation stale when an item parameter changes', async () => {
    const { id, sectionId, sections } = await adaptiveInstrument();
    await simulate(id, sectionId, { candidates: 100, seed: 5 });
    sections[0].items[0].irt.b += 0.1;
    await t.callOk('instruments/content', { id, sections }, admin);
    const { rows } = await t.callOk('instruments/adaptive/simulations', { id, section_id: sectionId }, admin);
    expect(rows).toHaveLength(1);
    expect(rows[0].current).toBe(false);
    const submit = await t.call('instruments/submit', { id }, admin);
    expect(submit.body.error?.message).toContain('simulate the bank with its current settings');
  });

  it('answers bad input with a message naming the problem', async () => {
    const { id, sectionId } = await adaptiveInstrument();
    const refused = async (body: Record<string, unknown>, status = 400) => {
      const res = await t.call('instruments/adaptive/simulate', body, admin);
      expect(res.status).toBe(status);
      return res.body.error?.message ?? '';
    };
    expect(await refused({ id, section_id: 'nope' })).toContain("the draft has no section 'nope'");
    expect(await refused({ id, section_id: sectionId, candidates: 50 })).toContain(
      'candidates must be between 100 and 5000',
    );
    expect(await refused({ id, section_id: sectionId, population: { mean: 0, sd: 0 } })).toContain(
      'population SD must be above 0',
    );
    expect(await refused({ id: 999_999, section_id: sectionId }, 404)).toContain('Instrument not found');

    const fixed = await adaptiveInstrument(null);
    expect(await refused({ id: fixed.id, section_id: fixed.sectionId })).toContain(
      'Section 1 (Reasoning) is not adaptive',
    );

    const broken = await adaptiveInstrument();
    broken.sections[0].items[2].irt = null;
    await t.callOk('instruments/content', { id: broken.id, sections: broken.sections }, admin);
    expect(await refused({ id: broken.id, section_id: broken.sectionId })).toContain(
      'item 3 has no IRT parameters',
    );

    const listed = await t.call('instruments/adaptive/simulations', { id, section_id: 'nope' }, admin);
    expect(listed.status).toBe(400);
    const otherJob = await t.call(
      'instruments/adaptive/simulate-progress',
      { id, section_id: sectionId, job_id: 999_999 },
      admin,
    );
    expect(otherJob.status).toBe(404);
  });

  it('is for admins only', async () => {
    const { id, sectionId } = await adaptiveInstrument();
    const consultant = await t.signIn('consultant');
    const res = await t.call('instruments/adaptive/simulate', { id, section_id: sectionId }, consultant);
    expect(res.status).toBe(403);
  });
});
