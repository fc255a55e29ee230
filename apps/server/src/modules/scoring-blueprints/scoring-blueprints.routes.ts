import { NORM_IMPORT_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall, defineUploadCall } from '../../http/calls';
import { previewBlueprint } from './blueprint-definitions.service';
import {
  characterPart,
  dimensionPart,
  finalScorePart,
  gobPart,
  groupPart,
  indicatorScorePart,
  settingsPart,
} from './blueprint-parts.service';
import { blueprintVersion } from './blueprint-versions';
import { importNormTable } from './norm-import.service';
import {
  blueprintDatatable,
  blueprintDetail,
  createBlueprint,
  removeBlueprint,
  updateBlueprintDetails,
  useBlueprintForScoringCall,
} from './scoring-blueprints.service';

// The scoring blueprints are the template library's: admins only, every call.
const ADMIN = ['admin'] as const;
const tag = 'quiz-scorings';

export function scoringBlueprintRoutes(app: FastifyInstance, deps: Deps): void {
  const call = { access: ADMIN, tag } as const;
  defineCall(app, deps, 'quiz-scorings/blueprints/datatable', {
    ...call,
    handler: (b) => blueprintDatatable(deps, b),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/new', {
    ...call,
    handler: (b) => createBlueprint(deps, b),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/detail', {
    ...call,
    handler: (b) => blueprintDetail(deps, b.id),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/update', {
    ...call,
    handler: (b) => updateBlueprintDetails(deps, b),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/mark-as-removed', {
    ...call,
    handler: (b) => removeBlueprint(deps, b.id),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/preview', {
    ...call,
    handler: (b) => previewBlueprint(deps, b),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/version', {
    ...call,
    handler: (b) => blueprintVersion(deps, b),
  });
  defineCall(app, deps, 'quiz-scorings/blueprints/use-for-scoring', {
    ...call,
    handler: (b) => useBlueprintForScoringCall(deps, b.id),
  });

  // biome-ignore format: one line per part reads as the table it is
  const parts = [
    ['quiz-scorings/blueprint-settings', settingsPart],
    ['quiz-scorings/blueprint-dimensions', dimensionPart],
    ['quiz-scorings/group-dimensions', groupPart],
    ['quiz-scorings/character-blueprints', characterPart],
    ['quiz-scorings/gob-blueprints', gobPart],
    ['quiz-scorings/final-scores', finalScorePart],
    ['quiz-scorings/indicator-scores', indicatorScorePart],
  ] as const;
  for (const [prefix, part] of parts) {
    // The paths and handlers pair up by construction; the cast spares one defineCall per part.
    const define = defineCall as (a: FastifyInstance, d: Deps, p: string, def: object) => void;
    define(app, deps, `${prefix}/datatable`, { ...call, handler: (b: never) => part.datatable(deps, b) });
    define(app, deps, `${prefix}/new`, { ...call, handler: (b: never) => part.create(deps, b) });
    define(app, deps, `${prefix}/detail`, {
      ...call,
      handler: (b: { id: number }) => part.detail(deps, b.id),
    });
    define(app, deps, `${prefix}/update`, { ...call, handler: (b: never) => part.update(deps, b) });
    define(app, deps, `${prefix}/mark-as-removed`, {
      ...call,
      handler: (b: { id: number }) => part.remove(deps, b.id),
    });
  }

  defineUploadCall(app, deps, 'quiz-scorings/final-scores/import', {
    ...call,
    maxBytes: NORM_IMPORT_MAX_BYTES,
    handler: (_fields, file, ctx) => importNormTable(file, ctx.messageLanguage),
  });
}
