import { createRng } from '@asesa/scoring';
import type { Actor, Deps } from '../src/deps';
import { adaptiveSimulationJob } from '../src/modules/instruments/adaptive-simulation.service';
import {
  createInstrument,
  saveContent,
  submitInstrument,
} from '../src/modules/instruments/instruments.service';

/** The adaptive bench's bank: 500 calibrated items, as large as a section holds. */
export const ADAPTIVE_BANK_SIZE = 500;
/** Long enough that no participant stops during the bench (the decision cost grows with the course). */
export const ADAPTIVE_MAX_ITEMS = 120;

/**
 * A published adaptive test of 500 (or `size.bank`) 2PL items (a ~ 0.6–2.2, b ~ N(0, 1.2), fixed seed), randomesque
 * exposure among the 5 most informative, stopping by length only. Publishing needs a simulation
 * under the exposure ceiling: a small one runs in-process first.
 */
export async function benchAdaptiveInstrument(
  deps: Deps,
  admin: Actor,
  code: string,
  size: { bank: number; maxItems: number } = { bank: ADAPTIVE_BANK_SIZE, maxItems: ADAPTIVE_MAX_ITEMS },
): Promise<{ id: number }> {
  const rng = createRng(20261128);
  const options = ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id}` }));
  const instrument = await createInstrument(deps, admin, {
    code,
    name: `Benchmark adaptive test ${code}`,
    kind: 'ability',
    instructions: 'Benchmark.',
  });
  const saved = await saveContent(deps, {
    id: instrument.id,
    sections: [
      {
        title: 'Adaptive',
        time_limit_seconds: null,
        adaptive: {
          exposure: 'randomesque',
          randomesque_n: 5,
          max_exposure: 1,
          content_balance: false,
          se_target: null,
          min_items: 1,
          max_items: size.maxItems,
        },
        items: Array.from({ length: size.bank }, (_, i) => ({
          type: 'single' as const,
          stem: `Question ${i + 1}`,
          options,
          key: 'A',
          irt: { model: '2PL' as const, a: 0.6 + 1.6 * rng.next(), b: 1.2 * rng.normal() },
        })),
      },
    ],
  });
  const sectionId = saved.sections[0].id;
  await adaptiveSimulationJob(
    deps,
    {
      instrumentId: instrument.id,
      sectionId,
      candidates: 100,
      seed: 1,
      population: { mean: 0, sd: 1 },
      userId: admin.userId,
    },
    async () => {},
  );
  await submitInstrument(deps, instrument.id);
  return { id: instrument.id };
}
