import type { TestApp } from '../harness';
import { type GeneratingItem, publishedKeyedInstrument } from './evidence.fixtures';
import { idOfDemoCorporate } from './module-setup';
import { simulatedSample } from './simulated-samples';

/** What a technical-manual suite chooses about its sample. */
export interface ManualSampleOptions {
  code: string;
  projectName: string;
  items: readonly GeneratingItem[];
  n: number;
  seed: number;
  label: string;
}

/**
 * A keyed instrument published by the admin and answered by a simulated sample in a project of the
 * demo corporate, the focal group a little abler on item 4: the sample the technical manual suites
 * analyse, so that every section of the manual (DIF included) has something to print.
 */
export async function manualSample(t: TestApp, admin: string, options: ManualSampleOptions) {
  const instrument = await publishedKeyedInstrument(t, admin, options.code, options.items.length);
  const corporateId = await idOfDemoCorporate(t);
  const project = await simulatedSample(t, corporateId, options.projectName, instrument, {
    items: options.items,
    n: options.n,
    seed: options.seed,
    label: options.label,
    focalShift: { 4: 1.2 },
  });
  return { instrument, projectId: project.projectId };
}
