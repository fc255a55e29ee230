import {
  compileIrtItem,
  eapScore,
  type MostLeast,
  scoreThurstonian,
  type ThurstonianBlock,
} from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { expectContentRefused } from '../../../test/support/refused-content';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { fieldOfRow } from '../../../test/support/row-ids';
import { scoreParticipantJob } from './scoring-runs.service';

// IRT scoring end to end: forced-choice blocks scored as Thurstonian IRT when the blueprint says so,
// and the GRM θ of a calibrated Likert trait, from instrument content and blueprints made through the
// API, answers given on the participant pages and the real scoring job, to the back office's results.

let t: TestApp;
let admin: string;
let consultant: string;

const TRAITS = ['FC-EXT', 'FC-AGR', 'FC-CON'];
const statement = (id: string, indicator: string, loading: number, uniqueness: number, reverse = false) => ({
  id,
  text: `Statement ${id} (${indicator})`,
  indicator,
  loading,
  uniqueness,
  ...(reverse ? { reverse: true } : {}),
});
/** Three calibrated blocks over the three traits (one of four statements). */
const BLOCKS = [
  {
    id: 'blk1',
    type: 'forced-choice' as const,
    stem: 'Which is most and least like you?',
    thresholds: [0.3, -0.2, -0.4],
    statements: [
      statement('A', 'FC-EXT', 0.9, 0.4),
      statement('B', 'FC-AGR', 0.7, 0.5),
      statement('C', 'FC-CON', -0.8, 0.6, true),
    ],
  },
  {
    id: 'blk2',
    type: 'forced-choice' as const,
    stem: 'Which is most and least like you?',
    thresholds: [0.1, 0.5, -0.3, 0.2, 0.6, -0.1],
    statements: [
      statement('A', 'FC-AGR', 1.1, 0.3),
      statement('B', 'FC-CON', 0.6, 0.7),
      statement('C', 'FC-EXT', 0.8, 0.5),
      statement('D', 'FC-CON', 0.9, 0.4),
    ],
  },
  {
    id: 'blk3',
    type: 'forced-choice' as const,
    stem: 'Which is most and least like you?',
    thresholds: [-0.5, 0.2, 0.4],
    statements: [
      statement('A', 'FC-CON', 0.75, 0.45),
      statement('B', 'FC-EXT', -0.6, 0.55, true),
      statement('C', 'FC-AGR', 0.85, 0.35),
    ],
  },
];
const CORRELATIONS = {
  ids: TRAITS,
  matrix: [
    [1, 0.2, 0.1],
    [0.2, 1, 0.3],
    [0.1, 0.3, 1],
  ],
};
const FC_ANSWERS: Record<string, { most: string; least: string }> = {
  blk1: { most: 'A', least: 'C' },
  blk2: { most: 'B', least: 'A' },
  blk3: { most: 'C', least: 'B' },
};

/** Five-point Likert items calibrated under the GRM (b thresholds), two of them reverse-keyed. */
const GRM_ITEMS = [
  { id: 'g1', a: 1.8, b: [-2.0, -0.9, 0.3, 1.5], reverse: false },
  { id: 'g2', a: 1.2, b: [-1.5, -0.5, 0.6, 1.9], reverse: true },
  { id: 'g3', a: 2.3, b: [-1.1, -0.2, 0.7, 1.6], reverse: false },
  { id: 'g4', a: 0.9, b: [-2.4, -1.0, 0.2, 1.2], reverse: true },
];
const likertOptions = ['A', 'B', 'C', 'D', 'E'].map((id, i) => ({ id, text: String(i + 1), value: i + 1 }));
/** Options chosen (A = 1 … E = 5). */
const GRM_ANSWERS: Record<string, string> = { g1: 'D', g2: 'D', g3: 'E', g4: 'C' };

async function library(code: string, indicator: string) {
  await t.callOk(
    'test-dimensions/new',
    { code, name: `Trait ${code}`, indicators: [{ code: indicator, name: `Indicator ${indicator}` }] },
    admin,
  );
}

async function publishedInstrument(code: string, kind: 'personality', items: unknown[]): Promise<number> {
  const { id } = await t.callOk('instruments/new', { code, name: code, kind }, admin);
  await t.callOk(
    'instruments/content',
    { id, sections: [{ title: 'Work style', time_limit_seconds: null, items }] } as never,
    admin,
  );
  await t.callOk('instruments/submit', { id }, admin);
  return id;
}

/** A blueprint with settings and one dimension per library dimension code (indicator = code's own). */
async function blueprint(
  instrumentId: number,
  name: string,
  settings: Record<string, unknown>,
  dims: string[][],
) {
  const bp = await t.callOk('quiz-scorings/blueprints/new', { instrument_id: instrumentId, name }, admin);
  await t.callOk(
    'quiz-scorings/blueprint-settings/new',
    { blueprint_id: bp.id, ...settings } as never,
    admin,
  );
  for (const [dimension, indicator] of dims)
    await t.callOk(
      'quiz-scorings/blueprint-dimensions/new',
      { blueprint_id: bp.id, dimension_code: dimension, indicators: [{ code: indicator, weight: 1 }] },
      admin,
    );
  return bp as { id: number };
}

/** A participant of a new project over the instrument who answers on the participant pages and finishes. */
async function participantAnswering(instrumentId: number, answers: Record<string, unknown>) {
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: 1, name: `IRT ${instrumentId}`, instrument_ids: [instrumentId] },
    consultant,
  );
  const { code, id, submissionId } = await registeredParticipant(t, project.id, 'Rani');
  await t.callOk('test-activities/mark-as-started', { participant_code: code, submission_id: submissionId });
  const saved = await t.call('test-activities/submission', {
    participant_code: code,
    submission_id: submissionId,
    submission: answers,
    is_final: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await scoreParticipantJob(t.deps, { participantId: id });
  return id;
}

const storedResult = async (participantId: number) =>
  JSON.parse(await fieldOfRow(t, 'results', 'result_json', 'participant_id', participantId));

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  for (const trait of TRAITS) await library(`D-${trait}`, trait);
  await library('D-GRM', 'GRM-T');
});
afterAll(() => t.close());

describe('forced-choice blocks scored as Thurstonian IRT', () => {
  let instrumentId: number;
  beforeAll(async () => {
    instrumentId = await publishedInstrument('FC-THURSTONE', 'personality', BLOCKS);
  });

  it('keeps the parameters in the content', async () => {
    const detail = await t.callOk('instruments/detail', { id: instrumentId }, admin);
    const block = detail.sections[0].items[1];
    expect(block.thresholds).toEqual(BLOCKS[1].thresholds);
    expect(block.statements[3]).toMatchObject({ loading: 0.9, uniqueness: 0.4 });
  });

  it("scores the participant's traits as scoreThurstonian does on the same answers", async () => {
    const bp = await blueprint(
      instrumentId,
      'Thurstonian',
      { forced_choice_method: 'thurstonian', trait_correlations: CORRELATIONS },
      TRAITS.map((trait) => [`D-${trait}`, trait]),
    );
    const settings = await t.callOk(
      'quiz-scorings/blueprint-settings/datatable',
      { blueprint_id: bp.id },
      admin,
    );
    expect(settings.data[0]).toMatchObject({
      forced_choice_method: 'thurstonian',
      trait_correlations: CORRELATIONS,
    });
    const participantId = await participantAnswering(instrumentId, FC_ANSWERS);

    const blocks: ThurstonianBlock[] = BLOCKS.map((b) => ({
      id: b.id,
      thresholds: b.thresholds,
      statements: b.statements.map((s) => ({
        trait: s.indicator,
        loading: s.loading,
        uniqueness: s.uniqueness,
      })),
    }));
    const answers: MostLeast[] = BLOCKS.map((b) => {
      const ids = b.statements.map((s) => s.id);
      return { most: ids.indexOf(FC_ANSWERS[b.id].most), least: ids.indexOf(FC_ANSWERS[b.id].least) };
    });
    const expected = scoreThurstonian(blocks, answers, { traits: TRAITS, correlations: CORRELATIONS.matrix });
    expect(expected.converged).toBe(true);

    const result = await storedResult(participantId);
    const back = await t.callOk(
      'projects/participants/results',
      { participant_id: participantId },
      consultant,
    );
    const dimensions = back.instruments[0].dimensions as Array<{ code: string; raw: number }>;
    for (const trait of TRAITS) {
      expect(result.indicators[trait].method).toBe('thurstonian');
      expect(Math.abs(result.indicators[trait].raw - expected.traits[trait].theta)).toBeLessThanOrEqual(1e-9);
      expect(Math.abs(result.indicators[trait].se - expected.traits[trait].se)).toBeLessThanOrEqual(1e-9);
      const shown = dimensions.find((d) => d.code === `D-${trait}`);
      expect(Math.abs((shown?.raw as number) - expected.traits[trait].theta)).toBeLessThanOrEqual(1e-9);
    }
    // The ipsative points would have given whole numbers.
    expect(Number.isInteger(result.indicators['FC-EXT'].raw)).toBe(false);
  });

  it('scores ipsatively by default', async () => {
    const other = await publishedInstrument('FC-IPSATIVE', 'personality', BLOCKS);
    await blueprint(
      other,
      'Ipsative',
      {},
      TRAITS.map((trait) => [`D-${trait}`, trait]),
    );
    const result = await storedResult(await participantAnswering(other, FC_ANSWERS));
    // EXT: block 1 A most (2) + block 2 C middle (1) + block 3 B reverse-keyed least (2 − 0)
    expect(result.indicators['FC-EXT']).toMatchObject({ method: 'sum', raw: 5 });
  });
});

/**
 * A blueprint scoring every trait of the instrument (ipsatively, as made), then the call that
 * switches its forced-choice method to Thurstonian; answers that call's result.
 */
async function chooseThurstonian(instrumentId: number, name: string) {
  const bp = await blueprint(
    instrumentId,
    name,
    {},
    TRAITS.map((trait) => [`D-${trait}`, trait]),
  );
  const settings = await t.callOk(
    'quiz-scorings/blueprint-settings/datatable',
    { blueprint_id: bp.id },
    admin,
  );
  const settingId: number = settings.data[0].id;
  const res = await t.call(
    'quiz-scorings/blueprint-settings/update',
    { id: settingId, forced_choice_method: 'thurstonian' },
    admin,
  );
  return { res, settingId };
}

describe('a Thurstonian blueprint over a block without parameters', () => {
  let instrumentId: number;
  beforeAll(async () => {
    const bare = {
      ...BLOCKS[0],
      id: 'bare1',
      thresholds: undefined,
      statements: BLOCKS[0].statements.map(({ loading: _l, uniqueness: _u, ...s }) => s),
    };
    instrumentId = await publishedInstrument('FC-BARE', 'personality', [bare, BLOCKS[1], BLOCKS[2]]);
  });

  it('answers 400 naming the item when the method is chosen', async () => {
    const { res, settingId } = await chooseThurstonian(instrumentId, 'Bare');
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain(
      'item bare1: Thurstonian scoring needs 3 finite pair thresholds',
    );
    // Nothing changed: the blueprint still scores ipsatively.
    const after = await t.callOk('quiz-scorings/blueprint-settings/detail', { id: settingId }, admin);
    expect(after.forced_choice_method).toBe('ipsative');
  });

  it('answers 400 when a dimension brings the block into a Thurstonian blueprint', async () => {
    // A block scores once every statement's indicator is in the blueprint: the last one brings it in.
    const bp = await blueprint(instrumentId, 'Bare later', { forced_choice_method: 'thurstonian' }, [
      ['D-FC-AGR', 'FC-AGR'],
      ['D-FC-CON', 'FC-CON'],
    ]);
    await expectRefusal(
      t.call(
        'quiz-scorings/blueprint-dimensions/new',
        { blueprint_id: bp.id, dimension_code: 'D-FC-EXT', indicators: [{ code: 'FC-EXT', weight: 1 }] },
        admin,
      ),
      { status: 400, message: expect.stringContaining('item bare1') },
    );
  });

  it('answers 400 naming the item in the preview when the content lost the parameters later', async () => {
    const other = await publishedInstrument('FC-LATER', 'personality', BLOCKS);
    const bp = await blueprint(
      other,
      'Later',
      { forced_choice_method: 'thurstonian' },
      TRAITS.map((trait) => [`D-${trait}`, trait]),
    );
    const { thresholds: _dropped, ...bare } = BLOCKS[2];
    await t.callOk(
      'instruments/content',
      {
        id: other,
        sections: [{ title: 'Work style', time_limit_seconds: null, items: [BLOCKS[0], BLOCKS[1], bare] }],
      } as never,
      admin,
    );
    const res = await t.call(
      'quiz-scorings/blueprints/preview',
      { blueprint_id: bp.id, responses: FC_ANSWERS },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain(
      'item blk3: Thurstonian scoring needs 3 finite pair thresholds',
    );
  });

  it('names the statement when only a uniqueness is missing', async () => {
    const partial = {
      ...BLOCKS[0],
      id: 'part1',
      statements: BLOCKS[0].statements.map(({ uniqueness, ...s }, i) => (i === 2 ? s : { ...s, uniqueness })),
    };
    const other = await publishedInstrument('FC-PARTIAL', 'personality', [partial, BLOCKS[1], BLOCKS[2]]);
    const { res } = await chooseThurstonian(other, 'Partial');
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain(
      'item part1, statement C: needs a loading and a uniqueness > 0',
    );
  });

  it('refuses a threshold count that does not fit the block when the content is saved', async () => {
    await expectContentRefused(
      t,
      admin,
      { code: 'FC-COUNT', name: 'Count', kind: 'personality' },
      [{ title: 'S', time_limit_seconds: null, items: [{ ...BLOCKS[0], thresholds: [0.1, 0.2] }] }],
      'needs 3 thresholds (one per pair)',
    );
  });
});

/** A five-point Likert item of the GRM trait, as written before any calibration. */
const grmLikertItem = (g: (typeof GRM_ITEMS)[number]) => ({
  id: g.id,
  type: 'likert' as const,
  stem: `Item ${g.id}`,
  indicator: 'GRM-T',
  points: 5,
  options: likertOptions,
});

describe('GRM θ of a calibrated Likert trait', () => {
  it('reaches the participant results beside the raw score', async () => {
    const items = GRM_ITEMS.map((g) => ({
      ...grmLikertItem(g),
      ...(g.reverse ? { reverse: true } : {}),
      irt: { model: 'GRM' as const, a: g.a, thresholds: g.b },
    }));
    const instrumentId = await publishedInstrument('GRM-LIKERT', 'personality', items);
    await blueprint(instrumentId, 'GRM', {}, [['D-GRM', 'GRM-T']]);
    const participantId = await participantAnswering(instrumentId, GRM_ANSWERS);

    // Keyed categories: rating − 1, reversed (5 − rating) for the reverse-keyed items.
    const categories = GRM_ITEMS.map((g) => {
      const rating = 'ABCDE'.indexOf(GRM_ANSWERS[g.id]) + 1;
      return g.reverse ? 5 - rating : rating - 1;
    });
    const expected = eapScore(
      GRM_ITEMS.map((g) => compileIrtItem({ model: 'GRM', a: g.a, b: g.b }, g.id)),
      categories,
    );
    const back = await t.callOk(
      'projects/participants/results',
      { participant_id: participantId },
      consultant,
    );
    const dimension = (back.instruments[0].dimensions as Array<Record<string, unknown>>).find(
      (d) => d.code === 'D-GRM',
    ) as { raw: number; theta: { value: number; se: number } | null };
    // Raw: 4 + (6 − 4) + 5 + (6 − 3) = 14
    expect(dimension.raw).toBe(14);
    expect(dimension.theta).not.toBeNull();
    expect(Math.abs((dimension.theta?.value as number) - expected.theta)).toBeLessThanOrEqual(1e-9);
    expect(Math.abs((dimension.theta?.se as number) - expected.se)).toBeLessThanOrEqual(1e-9);
  });

  it('is null for a trait whose items are not calibrated', async () => {
    const items = GRM_ITEMS.map(grmLikertItem);
    const instrumentId = await publishedInstrument('PLAIN-LIKERT', 'personality', items);
    await blueprint(instrumentId, 'Plain', {}, [['D-GRM', 'GRM-T']]);
    const participantId = await participantAnswering(instrumentId, GRM_ANSWERS);
    const back = await t.callOk(
      'projects/participants/results',
      { participant_id: participantId },
      consultant,
    );
    expect(back.instruments[0].dimensions[0]).toMatchObject({ code: 'D-GRM', theta: null });
  });
});
