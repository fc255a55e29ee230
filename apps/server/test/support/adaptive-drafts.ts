import type { TestApp } from '../harness';
import { abilityDraft } from './draft-instruments';

// Draft adaptive sections over one known bank, simulated through the API (not a test file itself).

export const SPREAD_BANK_SIZE = 60;

/** A 2PL bank spread over θ: discriminations 0.8–1.7, difficulties −2.5 to 2.5; each item keyed A of A/B. */
export const spreadBankItems = () =>
  Array.from({ length: SPREAD_BANK_SIZE }, (_, i) => ({
    type: 'single' as const,
    stem: `Item ${i + 1}`,
    options: [
      { id: 'A', text: 'Right' },
      { id: 'B', text: 'Wrong' },
    ],
    key: 'A',
    irt: { model: '2PL' as const, a: 0.8 + (i % 10) / 10, b: -2.5 + (5 * i) / (SPREAD_BANK_SIZE - 1) },
  }));

/** A new draft whose one section (Reasoning) holds the spread bank, adaptive with these settings or fixed (`null`). */
export async function spreadBankDraft(
  t: TestApp,
  admin: string,
  draft: { code: string; name: string },
  adaptive: Record<string, unknown> | null,
) {
  const { id, saved } = await abilityDraft(t, admin, draft, [
    { title: 'Reasoning', adaptive, items: spreadBankItems() },
  ]);
  return { id, sectionId: saved.sections[0].id as string, sections: saved.sections };
}

/** Asks for a simulation of the section, runs the job queue, and answers the job's end and the section's simulations (newest first). */
export async function simulateSection(
  t: TestApp,
  admin: string,
  section: { id: number; sectionId: string },
  extra: Record<string, unknown> = {},
) {
  const { id, sectionId } = section;
  const started = await t.callOk(
    'instruments/adaptive/simulate',
    { id, section_id: sectionId, ...extra },
    admin,
  );
  await t.deps.jobs.drain();
  const progress = await t.callOk(
    'instruments/adaptive/simulate-progress',
    { id, section_id: sectionId, job_id: started.job_id },
    admin,
  );
  const { rows } = await t.callOk('instruments/adaptive/simulations', { id, section_id: sectionId }, admin);
  return { started, progress, rows };
}
