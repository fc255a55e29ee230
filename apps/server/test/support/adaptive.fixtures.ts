import type { TestApp } from '../harness';

// Shared by the adaptive delivery and scoring suites (not a test file itself).

/**
 * Creates an instrument with one adaptive section holding `items` (its bank), simulates the bank
 * with its settings (publishing requires a simulation under the exposure ceiling) and publishes it.
 */
export async function publishAdaptiveInstrument(
  t: TestApp,
  admin: string,
  code: string,
  bank: {
    settings: Record<string, unknown>;
    items: unknown[];
    title?: string;
    timeLimitSeconds?: number | null;
  },
): Promise<number> {
  const { id } = await t.callOk(
    'instruments/new',
    { code, name: `Adaptive ${code}`, kind: 'ability' },
    admin,
  );
  const saved = await t.callOk(
    'instruments/content',
    {
      id,
      sections: [
        {
          title: bank.title ?? 'Adaptive',
          time_limit_seconds: bank.timeLimitSeconds ?? null,
          adaptive: bank.settings,
          items: bank.items,
        },
      ],
    } as never,
    admin,
  );
  const sectionId = saved.sections[0].id as string;
  await t.callOk(
    'instruments/adaptive/simulate',
    { id, section_id: sectionId, candidates: 200, seed: 1 },
    admin,
  );
  await t.deps.jobs.drain();
  await t.callOk('instruments/submit', { id }, admin);
  return id;
}
