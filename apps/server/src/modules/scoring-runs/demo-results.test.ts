import { compileIrtItem, compositeScore, createRng, eapScore, normalCdf, sten } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { type BankItem, sitAdaptiveTest, wrongOption } from '../../../test/support/adaptive-sitting';
import { journeyParticipant, submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { demoProject } from '../../../test/tenants';
import { hasAdaptiveSection, simulatedAdaptiveSitting } from '../../seed/demo-adaptive-sitting';
import { DEMO_ADAPTIVE_TEST } from '../../seed/demo-adaptive-test';
import { DEMO_COMPETENCES } from '../../seed/demo-competences';
import { DEMO_TRAITS } from '../../seed/demo-content';
import { DEMO_SCORING, DEMO_TRAIT_SCORING } from '../../seed/demo-scoring';
import { responsesOf } from '../instruments/item-definitions';
import { scoreCompetence, scoreJobFit } from './competence-scoring';
import { projectCompetenceSpecs } from './competence-specs';
import { listProjectInstrumentContents } from './scoring-runs.repository';
import { dimensionScoresOf, projectScoring } from './scoring-runs.service';

// The demo assessment taken through the participant API as a candidate does: the reasoning test
// (8 keyed items, sten table), the Work Style Inventory (5 traits × 4 statements, two of each
// reverse-keyed, normed by mean and SD) and the adaptive reasoning test (items served one at a
// time, scored as EAP θ on an N(0, 1) norm), scored into three competences (Analytical from both
// reasoning tests) and the job fit
// fit = 100 · max(0, 1 − S / 2), S = Σ w_j · max(0, t_j − s_j) / Σ w_j in stens.

let t: TestApp;
let consultant: string;

interface Item {
  id: string;
  type: string;
  key?: string;
  indicator?: string;
  reverse?: boolean;
  options: Array<{ id: string; value?: number }>;
}

/** sten = clamp(⌊2z + 6⌋, 1, 10), as the engine computes it. */
const stenOf = sten;

/** The adaptive items each candidate was served, in order, with their answers. */
const adaptiveGiven = new Map<number, Array<{ item: BankItem; right: boolean }>>();

/**
 * The engine's EAP θ over the items a candidate was given (the others not administered), on the
 * blueprint's default N(0, 1) grid: the adaptive dimension's raw score and, on its N(0, 1) norm, its z.
 */
function expectedTheta(participantId: number) {
  const given = adaptiveGiven.get(participantId) ?? [];
  return eapScore(
    given.map((g) => compileIrtItem(g.item.irt, g.item.id)),
    given.map((g) => (g.right ? 1 : 0)),
  );
}

/** z of a fixed-form reasoning score: the sten of its table at the sten's midpoint, (sten − 5.5) / 2. */
const reasoningZ = (correct: number) => (DEMO_SCORING.stens[correct] - 5.5) / 2;

/** Analytical's composite (Mosier SE from both reliabilities) from its two components' z. */
const analyticalOf = (reasoning: number, adaptive: number) =>
  compositeScore([reasoning, adaptive], [1, 1], undefined, [
    DEMO_SCORING.reliability,
    DEMO_ADAPTIVE_TEST.reliability,
  ]);

/** How a candidate answers the adaptive test's items: every one right, every one wrong, or right and wrong by turns. */
type AdaptiveAnswers = 'right' | 'wrong' | 'alternate';

/**
 * Registers a candidate in the demo project and takes the three tests: `correct` reasoning items
 * right (the rest wrong), every statement of trait k answered with agreement `agree[k]` (1–5; the
 * stored value mirrored for reverse-keyed statements, so the trait's raw score is 4 · agree[k]),
 * and the adaptive test item by item as the server serves it, answered as `adaptive` says.
 */
async function takeDemo(
  name: string,
  correct: number,
  agree: Array<number | null>,
  adaptive: AdaptiveAnswers,
) {
  const project = await demoProject(t);
  const { id, code } = await journeyParticipant(t, project, name);
  const reg = await submitRegistration(t, {
    participantCode: code,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    is_agree_tnc: 'true',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const home = await t.callOk('test-activities/home', { participant_code: code });
  expect(home.instruments).toHaveLength(3);
  for (const instrument of home.instruments as Array<{ submission_id: number }>) {
    const attempt = await t.callOk('test-activities/mark-as-started', {
      participant_code: code,
      submission_id: instrument.submission_id,
    });
    if ((attempt.sections as Array<{ adaptive?: unknown }>).some((s) => s.adaptive)) {
      const { given, final } = await sitAdaptiveTest(t, code, instrument.submission_id, (item, step) =>
        adaptive === 'right' || (adaptive === 'alternate' && step % 2 === 0) ? item.key : wrongOption(item),
      );
      expect(final.state).toBe('finished');
      expect(given.length).toBeGreaterThanOrEqual(DEMO_ADAPTIVE_TEST.settings.min_items);
      expect(given.length).toBeLessThanOrEqual(DEMO_ADAPTIVE_TEST.settings.max_items);
      adaptiveGiven.set(id, given);
      continue;
    }
    const items = (attempt.sections as Array<{ items: Item[] }>).flatMap((s) => s.items);
    const keys = await keysOf(items.map((i) => i.id));
    let right = 0;
    const submission: Record<string, { value: string; seq: number }> = {};
    items.forEach((item, n) => {
      let value: string;
      if (item.type === 'likert') {
        const trait = DEMO_TRAITS.findIndex((tr) => tr.indicator === keys.get(item.id)?.indicator);
        const level = agree[trait];
        if (level === null) return; // this trait's statements left out
        const stored = keys.get(item.id)?.reverse ? 6 - level : level;
        value = keys.get(item.id)?.options.find((o) => o.value === stored)?.id as string;
      } else {
        const key = keys.get(item.id)?.key as string;
        value = right < correct ? key : (item.options.find((o) => o.id !== key)?.id as string);
        right++;
      }
      submission[item.id] = { value, seq: n + 1 };
    });
    const saved = await t.call('test-activities/submission', {
      participant_code: code,
      submission_id: instrument.submission_id,
      submission,
      is_final: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  await t.callOk('test-activities/congrat-candidate', { participant_code: code });
  await t.deps.jobs.drain();
  return id;
}

/** Keys, indicators and reverse flags of the demo items: the server never sends them to the candidate. */
async function keysOf(ids: string[]) {
  const versions = await t.deps.db.selectFrom('instrument_versions').select('content_json').execute();
  const all = versions.flatMap(
    (v) => (JSON.parse(v.content_json) as { sections: Array<{ items: Item[] }> }).sections,
  );
  const items = all.flatMap((s) => s.items).filter((i) => ids.includes(i.id));
  return new Map(items.map((i) => [i.id, i]));
}

const results = (participantId: number) =>
  t.callOk('projects/participants/results', { participant_id: participantId }, consultant);

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
});
afterAll(() => t.close());

describe('the demo assessment, end to end', () => {
  let nobody: number;

  it('scores the inventory into five normed traits with error bands, from reverse-keyed statements', async () => {
    // Agreement 4 on Organisation: raw 16 whatever the keying, since reverse statements are stored as 6 − 4.
    nobody = await takeDemo('Nol Benar', 0, [4, 3, 5, 2, 3], 'wrong');
    const view = await results(nobody);
    const [ability, inventory] = view.instruments;
    expect(ability).toMatchObject({ kind: 'ability', number_correct: 0, max_score: 8 });
    expect(ability.dimensions[0]).toMatchObject({
      code: DEMO_SCORING.dimension.code,
      sten: 1,
      norm_group: 'umum',
      norm_n: 412,
      reliability: 0.75,
      se_sten: 1,
    });
    expect(inventory.kind).toBe('personality');
    expect(inventory.dimensions.map((d: { code: string }) => d.code)).toEqual(
      DEMO_TRAITS.map((tr) => tr.dimension),
    );
    [4, 3, 5, 2, 3].forEach((agree, k) => {
      const trait = DEMO_TRAITS[k];
      const norm = DEMO_TRAIT_SCORING.traits[trait.dimension];
      const raw = 4 * agree;
      const z = (raw - norm.mean) / norm.sd;
      const seSten = Math.round(2000 * Math.sqrt(1 - norm.reliability)) / 1000;
      expect(inventory.dimensions[k]).toMatchObject({
        name: trait.name,
        raw,
        sten: stenOf(z),
        norm_group: 'umum',
        norm_n: DEMO_TRAIT_SCORING.norm.n,
        reliability: norm.reliability,
        se_sten: seSten,
      });
      expect(inventory.dimensions[k].z).toBeCloseTo(z, 10);
      expect(inventory.dimensions[k].band.level).toBe(
        stenOf(z) <= 3 ? 'Low' : stenOf(z) <= 7 ? 'Moderate' : 'High',
      );
    });
  });

  it('feeds competences from both instruments, and the job fit falls to 0 with nothing right', async () => {
    const view = await results(nobody);
    // Every adaptive item served was answered wrong: θ is the EAP of that pattern, z = θ (N(0, 1)).
    const given = adaptiveGiven.get(nobody) ?? [];
    const theta = expectedTheta(nobody);
    const cat = view.instruments[2];
    expect(cat).toMatchObject({
      instrument_code: DEMO_ADAPTIVE_TEST.code,
      kind: 'ability',
      adaptive: true,
      number_correct: 0,
      max_score: given.length,
      answered: given.length,
      item_count: given.length,
    });
    expect(cat.dimensions).toHaveLength(1);
    expect(cat.dimensions[0]).toMatchObject({
      code: DEMO_ADAPTIVE_TEST.dimension.code,
      sten: sten(theta.theta),
      norm_n: DEMO_ADAPTIVE_TEST.norm.n,
      reliability: DEMO_ADAPTIVE_TEST.reliability,
      theta: { answered: given.length },
    });
    expect(cat.dimensions[0].z).toBeCloseTo(theta.theta, 6);
    expect(cat.dimensions[0].theta.value).toBeCloseTo(theta.theta, 6);
    expect(cat.dimensions[0].theta.se).toBeCloseTo(theta.se, 6);
    expect(theta.theta).toBeLessThan(-1.5);

    const [analytical, planning, teamwork] = view.competences;
    expect(view.competences.map((c: { code: string }) => c.code)).toEqual(
      DEMO_COMPETENCES.map((c) => c.code),
    );
    // Analytical = (z_GR + θ) / √2: 0 of 8 right is sten 1 (z = −2.25), with θ far below the mean.
    const composite = analyticalOf(reasoningZ(0), theta.theta);
    expect(sten(composite.z)).toBe(1);
    expect(analytical).toMatchObject({ score: 1, level: 1, label: 'Developing', target_sten: 5 });
    expect(analytical.components).toEqual([
      { code: DEMO_SCORING.dimension.code, weight: 1, z: -2.25 },
      { code: DEMO_ADAPTIVE_TEST.dimension.code, weight: 1, z: cat.dimensions[0].z },
    ]);
    expect(analytical.se_sten).toBeCloseTo(2 * (composite.se as number), 3);
    expect(planning.components.map((c: { code: string }) => c.code)).toEqual(['ORGANISATION', 'DRIVE']);
    expect(teamwork.components.map((c: { code: string }) => c.code)).toEqual(['COOPERATION', 'SOCIABILITY']);
    for (const c of [planning, teamwork]) {
      // Planning: (2·z_O + z_D) / √5; Teamwork: (z_C + z_S) / √2; SE by Mosier from the alphas.
      expect(c.se_sten).toBeGreaterThan(0);
      expect(c.probability_met).toBeGreaterThanOrEqual(0);
    }
    const fit = view.job_fit;
    // Analytical carries 2 of 4 weights: 50 points. Four stens short (1 vs 5) costs 2 · 4 / 4 / 2 = 100 %
    // of the fit on its own, so the fit is 0 and Analytical adds at most a tenth of its share.
    expect(fit.fit).toBe(0);
    expect(view.participant.job_fit).toBe(0);
    const a = fit.contributions[0];
    expect(a).toMatchObject({ code: 'ANALYTICAL', share: 50, shortfall: 4, target: 5, score: 1 });
    expect(a.contribution).toBeLessThanOrEqual(a.share / 10);
    expect(
      fit.contributions.reduce((s: number, c: { contribution: number }) => s + c.contribution, 0),
    ).toBeCloseTo(0, 1);
    expect(fit.formula).toContain('fit = 100 · max(0, 1 − S / 2)');
    expect(a.probability_met).toBeLessThan(0.01);
  });

  it('every target met gives 100; a near miss gives a fit in between with its band and probabilities', async () => {
    const strong = await takeDemo('Semua Tercapai', 8, [5, 5, 5, 5, 5], 'right');
    const top = (await results(strong)).job_fit;
    expect(top.fit).toBe(100);
    expect(top.contributions.every((c: { shortfall: number }) => c.shortfall === 0)).toBe(true);

    // 4 of 8 right → sten 5 (table, z = −0.25) and the adaptive items right and wrong by turns
    // (θ near the mean): Analytical on target; traits at agreement 3 → Planning and Teamwork below 5.
    const middle = await takeDemo('Hampir Tercapai', 4, [3, 3, 3, 3, 3], 'alternate');
    const view = await results(middle);
    const fit = view.job_fit;
    const shortfalls = view.competences.map((c: { score: number; target_sten: number }) =>
      Math.max(0, c.target_sten - c.score),
    );
    const S = (2 * shortfalls[0] + shortfalls[1] + shortfalls[2]) / 4;
    // Planning and Teamwork two stens short each. Analytical mixes the fixed test's z with the
    // adaptive θ, and which items the adaptive test serves comes from the sitting's random seed:
    // θ near the mean puts the composite on target (S = 1, fit 50) or, on some seeds, one
    // sten short (S = 1.5, fit 25). Its shortfall is checked against the engine's composite below.
    const theta = expectedTheta(middle);
    const c0 = view.competences[0];
    const composite = analyticalOf(reasoningZ(4), c0.components[1].z);
    const analyticalShortfall = Math.max(0, c0.target_sten - sten(composite.z));
    expect(shortfalls).toEqual([analyticalShortfall, 2, 2]);
    expect(analyticalShortfall).toBeLessThanOrEqual(1);
    expect(fit.mean_shortfall).toBeCloseTo(S, 4);
    expect(fit.fit).toBe(analyticalShortfall === 0 ? 50 : 25);
    expect(fit.fit).toBeCloseTo(Math.max(0, 100 * (1 - S / 2)), 2);
    expect(fit.fit).toBeGreaterThan(0);
    expect(fit.fit).toBeLessThan(100);
    expect(fit.band.lower).toBeLessThanOrEqual(fit.fit);
    expect(fit.band.upper).toBeGreaterThanOrEqual(fit.fit);
    const p = fit.contributions.map((c: { probability_met: number }) => c.probability_met);
    expect(fit.probability_all_met).toBeCloseTo(p[0] * p[1] * p[2], 3);
    // Analytical from the engine: its composite of the fixed test's z and the adaptive θ.
    expect(c0.components).toEqual([
      { code: DEMO_SCORING.dimension.code, weight: 1, z: reasoningZ(4) },
      { code: DEMO_ADAPTIVE_TEST.dimension.code, weight: 1, z: expect.any(Number) },
    ]);
    expect(c0.components[1].z).toBeCloseTo(theta.theta, 6);
    const se = composite.se as number;
    expect(c0.score).toBe(sten(composite.z));
    expect(c0.se_sten).toBeCloseTo(2 * se, 3);
    // Each probability is Φ((z − z_t) / SE) with z_t = (5 − 6) / 2 = −0.5.
    expect(p[0]).toBeCloseTo(normalCdf((composite.z + 0.5) / se), 3);
  });

  it('a candidate who leaves out every statement of a trait stays unscored with the reason, and others are scored', async () => {
    const skipper = await takeDemo('Lewati Semua', 6, [null, 3, 3, 3, 3], 'alternate');
    const row = await t.deps.db
      .selectFrom('participants')
      .select(['status', 'job_fit', 'job_fit_json'])
      .where('id', '=', skipper)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(row.job_fit).toBeNull();
    expect(JSON.parse(row.job_fit_json as string).reason).toBe(
      'These answers cannot be scored: indicator WS-ORG: no answered items to take a person mean of',
    );
    // A recalculation of the whole project still scores everyone else.
    const project = await demoProject(t);
    await t.callOk('projects/participants/recalculate', { project_id: project.id }, consultant);
    await t.deps.jobs.drain();
    const others = await t.deps.db
      .selectFrom('participants')
      .select(['name', 'status'])
      .where('project_id', '=', project.id)
      .where('name', 'in', ['Nol Benar', 'Semua Tercapai', 'Eka Putri'])
      .execute();
    expect(others.map((o) => o.status)).toEqual(['scored', 'scored', 'scored']);
  });

  it('a recalculation reproduces every score', async () => {
    const before = await results(nobody);
    const project = await demoProject(t);
    await t.callOk('projects/participants/recalculate', { project_id: project.id }, consultant);
    await t.deps.jobs.drain();
    const after = await results(nobody);
    expect(after.competences).toEqual(before.competences);
    expect(after.job_fit).toEqual(before.job_fit);
    expect(after.instruments.map((i: { dimensions: unknown }) => i.dimensions)).toEqual(
      before.instruments.map((i: { dimensions: unknown }) => i.dimensions),
    );
  });
});

describe('the demo job profile across its norm population', () => {
  it('1,000 simulated candidates: fits spread over 0–100 (SD ≥ 20), ordered by the weighted mean shortfall', async () => {
    const project = await demoProject(t);
    const specs = await projectCompetenceSpecs(t.deps.db, project.id);
    const scoring = await projectScoring(t.deps, project.id);
    const reliabilities = new Map(
      [...scoring.instruments.values()].flatMap((i) => [...i.reliabilities.entries()]),
    );
    // The adaptive test is sat, not drawn: each candidate's items chosen as live delivery would
    // choose them, answered at an ability θ from its norm population, and scored by its blueprint.
    const contents = await listProjectInstrumentContents(t.deps.db, project.id);
    const catRow = contents.find((c) => hasAdaptiveSection(c.content_json));
    expect(catRow).toBeDefined();
    const { id: catId, content_json: catContent } = catRow as NonNullable<typeof catRow>;
    const cat = scoring.instruments.get(catId);
    expect(cat?.adaptive).toBe(true);
    const catScorer = cat as NonNullable<typeof cat>;
    const codes = [DEMO_SCORING.dimension.code, ...DEMO_TRAITS.map((tr) => tr.dimension)];
    const rng = createRng(2026);
    const lengths: number[] = [];
    const fits = Array.from({ length: 1000 }, () => {
      // Each fixed-form dimension's z drawn from its norm population, N(0, 1).
      const fixed = {
        dimensions: Object.fromEntries(
          codes.map((code) => [code, { raw: 0, scaled: { z: rng.normal() }, band: null }]),
        ),
        groupDimensions: {},
      } as never;
      const sitting = simulatedAdaptiveSitting(catContent, rng.normal(), rng);
      lengths.push(sitting.answers.length);
      const adaptive = catScorer.scorer.score(responsesOf(catScorer.items, sitting.answers));
      const dims = dimensionScoresOf([
        { result: fixed, reliabilities },
        { result: adaptive, reliabilities },
      ]);
      expect(dims.has(DEMO_ADAPTIVE_TEST.dimension.code)).toBe(true);
      return scoreJobFit(
        specs,
        specs.map((spec) => scoreCompetence(spec, dims)),
        'demo',
      );
    });
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(DEMO_ADAPTIVE_TEST.settings.min_items);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(DEMO_ADAPTIVE_TEST.settings.max_items);
    expect(fits.every((f) => f.fit !== null)).toBe(true);
    const values = fits.map((f) => f.fit as number);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
    expect(sd).toBeGreaterThanOrEqual(20);
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBe(100);
    const sorted = [...fits].sort((a, b) => (a.mean_shortfall as number) - (b.mean_shortfall as number));
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i].fit as number).toBeLessThanOrEqual(sorted[i - 1].fit as number);
    // Every candidate's fit follows from its shortfall alone: 100 · max(0, 1 − S / 2), to the reported 0.01.
    for (const f of fits)
      expect(f.fit).toBeCloseTo(100 * Math.max(0, 1 - (f.mean_shortfall as number) / 2), 1);
    console.info(
      `demo profile, 1,000 simulated candidates: mean fit ${mean.toFixed(1)}, SD ${sd.toFixed(1)}; ` +
        `adaptive test ${(lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(1)} items on average`,
    );
  });
});
