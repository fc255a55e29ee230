import { thetaStratum } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { simulateSection, spreadBankDraft, spreadBankItems } from '../../../test/support/adaptive-drafts';
import { startAppAs } from '../../../test/support/module-setup';
import { expectContentRefused } from '../../../test/support/refused-content';
import { adaptiveBank, decideStep } from './adaptive-bank';
import { adaptiveSimulationJob } from './adaptive-simulation.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const conditional = (overrides: Record<string, unknown> = {}) => ({
  start_theta: 0,
  exposure: 'conditional-sympson-hetter',
  exposure_strata: [-1, 1],
  max_exposure: 0.4,
  content_balance: true,
  se_target: null,
  min_items: 5,
  max_items: 8,
  final_estimator: 'EAP',
  ...overrides,
});

let codes = 0;
const adaptiveInstrument = (adaptive: Record<string, unknown>) =>
  spreadBankDraft(t, admin, { code: `CSH-${++codes}`, name: `Conditional ${codes}` }, adaptive);

async function simulations(id: number, sectionId: string) {
  return (await t.callOk('instruments/adaptive/simulations', { id, section_id: sectionId }, admin)).rows;
}

describe('conditional exposure control', () => {
  it('calibrates a K table per θ stratum into the draft and shows each stratum’s maximum with its interval', async () => {
    const { id, sectionId } = await adaptiveInstrument(conditional());
    const { progress, rows } = await simulateSection(
      t,
      admin,
      { id, sectionId },
      { candidates: 600, seed: 5 },
    );
    expect(progress).toMatchObject({ status: 'done', error: null });
    const [latest] = rows;
    const detail = await t.callOk('instruments/detail', { id }, admin);
    const tables = detail.sections[0].adaptive.conditional_sympson_hetter_k as Record<string, number>[];
    expect(tables).toHaveLength(3);
    // Without control every middle-θ simulee meets the same first item: its table must restrict it.
    expect(Object.keys(tables[1]).length).toBeGreaterThan(0);
    expect(
      latest.strata.map((s: { lower: number | null; upper: number | null }) => [s.lower, s.upper]),
    ).toEqual([
      [null, -1],
      [-1, 1],
      [1, null],
    ]);
    for (const stratum of latest.strata) {
      // 600 simulees over three strata: 200 a round, the final check five times as many.
      expect(stratum.candidates).toBe(1000);
      expect(stratum.interval.level).toBeCloseTo(1 - 0.05 / 3, 12);
      expect(stratum.interval.lower).toBeLessThanOrEqual(stratum.max_exposure);
      expect(stratum.interval.upper).toBeGreaterThan(stratum.max_exposure);
      expect(stratum.within_ceiling).toBe(true);
    }
    expect(latest.sympson_hetter).toMatchObject({ converged: true, check: null });
    expect(latest.within_ceiling).toBe(true);
    expect(latest.current).toBe(true);
    const published = await t.callOk('instruments/submit', { id }, admin);
    expect(published).toMatchObject({ status: 'published' });
  }, 120_000);

  it('refuses to publish only the strata whose ceiling is exceeded beyond their interval, in both languages', async () => {
    const { id, sectionId } = await adaptiveInstrument(conditional({ max_exposure: 0.3 }));
    const userId = (await t.deps.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const population = { mean: 0, sd: 1 };
    // The draft's own tables (none: every K = 1) checked without calibrating: no control at all.
    await adaptiveSimulationJob(
      t.deps,
      { instrumentId: id, sectionId, candidates: 300, seed: 3, population, userId, calibrate: false },
      async () => {},
    );
    const [latest] = await simulations(id, sectionId);
    expect(latest.within_ceiling).toBe(false);
    const refusedStrata = latest.strata.filter((s: { within_ceiling: boolean }) => !s.within_ceiling);
    expect(refusedStrata.length).toBeGreaterThan(0);
    const middle = latest.strata[1];
    expect(middle.within_ceiling).toBe(false);
    expect(middle.interval.lower).toBeGreaterThan(0.3);

    const refused = await t.call('instruments/submit', { id }, admin);
    expect(refused.status).toBe(400);
    const message = refused.body.error?.message as string;
    expect(message).toContain(
      'Section 1 (Reasoning) (adaptive, conditional exposure): among simulees with θ from −1.0 to below 1.0 the maximum exposure',
    );
    expect(message.match(/conditional exposure/g)).toHaveLength(refusedStrata.length);
    const inIndonesian = await t.call('instruments/submit', { id }, admin, { 'content-language': 'id' });
    expect(inIndonesian.body.error?.message).toContain(
      '(adaptif, paparan bersyarat): di antara simulan dengan θ dari −1,0 sampai di bawah 1,0 paparan maksimum',
    );
  }, 60_000);

  it('refuses strata that do not increase, naming them', async () => {
    await expectContentRefused(
      t,
      admin,
      { code: `CSH-${++codes}`, name: 'Bad strata', kind: 'ability' },
      [{ title: 'R', adaptive: conditional({ exposure_strata: [1, -1] }), items: spreadBankItems() }],
      'θ strata edges must increase',
    );
  });

  it('lets the live test draw each item by the K table of the candidate’s current θ stratum', async () => {
    const { sections } = await adaptiveInstrument(conditional());
    const section = sections[0];
    const seed = 17;
    const free = adaptiveBank(section);
    // θ̂ starts at 0 (the middle stratum); three right answers take it to the high stratum.
    const first = decideStep(free, [], seed);
    const course = [first.item_id as string];
    const administered: { itemId: string; response: number }[] = [];
    for (let step = 0; step < 3; step++) {
      administered.push({ itemId: course[step], response: 1 });
      course.push(decideStep(free, administered, seed).item_id as string);
    }
    const later = decideStep(free, administered, seed);
    expect(thetaStratum([-1, 1], later.theta as number)).toBe(2);

    // A K near 0 sets an item aside almost surely: only the table of θ̂'s stratum may do that.
    const barred = (itemId: string, stratum: number) => {
      const k = [{}, {}, {}] as Record<string, number>[];
      k[stratum] = { [itemId]: 1e-9 };
      return adaptiveBank({ ...section, adaptive: { ...section.adaptive, conditional_sympson_hetter_k: k } });
    };
    expect(decideStep(barred(first.item_id as string, 1), [], seed).item_id).not.toBe(first.item_id);
    expect(decideStep(barred(first.item_id as string, 0), [], seed).item_id).toBe(first.item_id);
    expect(decideStep(barred(first.item_id as string, 2), [], seed).item_id).toBe(first.item_id);
    const laterId = later.item_id as string;
    expect(decideStep(barred(laterId, 2), administered, seed).item_id).not.toBe(laterId);
    expect(decideStep(barred(laterId, 1), administered, seed).item_id).toBe(laterId);
  });
});
