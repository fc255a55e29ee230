import type { TestApp } from '../harness';
import { evidenceProject, insertSimulees, type SimulationOptions } from './evidence.fixtures';

/** What a simulated sample needs beyond the project, the corporate and the instrument's items. */
export type SampleSimulation = Omit<
  SimulationOptions,
  'projectId' | 'projectInstrumentId' | 'corporateId' | 'itemIds' | 'keys'
>;

/**
 * A new project of the corporate running the keyed instrument, filled with simulees who answered
 * its items (see insertSimulees): the set-up every evidence analysis starts from.
 */
export async function simulatedSample(
  t: TestApp,
  corporateId: number,
  name: string,
  instrument: {
    instrumentId: number;
    versionId: number;
    itemIds: readonly string[];
    keys: readonly string[];
  },
  simulation: SampleSimulation,
) {
  const project = await evidenceProject(t, corporateId, name, instrument);
  await insertSimulees(t, {
    ...project,
    corporateId,
    itemIds: instrument.itemIds,
    keys: instrument.keys,
    ...simulation,
  });
  return project;
}
