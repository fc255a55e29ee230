import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { ADAPTIVE_SIMULATION_JOB, adaptiveSimulationJob } from './adaptive-simulation.service';
import { instrumentRoutes } from './instruments.routes';
import { QTI_IMPORT_JOB, qtiImportJob } from './qti-import-job';

/** What a simulation job was asked to do (SimulationWork), as stored in its row. */
const simulationWork = z.object({
  instrumentId: z.number().int().positive(),
  sectionId: z.string(),
  candidates: z.number().int().positive(),
  seed: z.number().int(),
  population: z.object({ mean: z.number(), sd: z.number() }),
  userId: z.number().int().positive(),
  calibrate: z.boolean().optional(),
});

/** A QTI package's analysis: its row, and the section for items no assessmentTest places. */
const qtiImportWork = z.object({ analysisId: z.number().int().positive(), section: z.string() });

/** Instruments: their content, variations, items, translations, packages and adaptive simulations. */
export const instrumentsModule: ModuleManifest = {
  name: 'instruments',
  routes: instrumentRoutes,
  jobs: [
    defineJob({ name: ADAPTIVE_SIMULATION_JOB, payload: simulationWork, handler: adaptiveSimulationJob }),
    defineJob({ name: QTI_IMPORT_JOB, payload: qtiImportWork, handler: qtiImportJob }),
  ],
  audit: {
    areas: { 'instruments/': 'content', 'resources/': 'content' },
    entities: {
      instruments: { table: 'instruments' },
      'instruments/items': { table: 'instruments' },
      'instruments/variations': { table: 'instrument_variations' },
    },
    // instruments/translation reads the texts, and saves them when it is given some.
    changesWhen: {
      'instruments/translation': (body) => Boolean((body as { texts?: unknown })?.texts),
    },
  },
};
