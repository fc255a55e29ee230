/** The calls of scoring blueprints (quiz-scorings/…): each path with its request and response. */
import { z } from 'zod';
import { datatableQuery } from './envelope';
import {
  blueprintDatatableRequest,
  blueprintDetail,
  blueprintDimensionNewRequest,
  blueprintDimensionRow,
  blueprintDimensionUpdateRequest,
  blueprintNewRequest,
  blueprintPreviewRequest,
  blueprintPreviewResponse,
  blueprintRow,
  blueprintUpdateRequest,
  blueprintVersionRequest,
  blueprintVersionResponse,
  characterNewRequest,
  characterRow,
  characterUpdateRequest,
  finalScoreNewRequest,
  finalScoreRow,
  finalScoreUpdateRequest,
  gobNewRequest,
  gobRow,
  gobUpdateRequest,
  groupDimensionNewRequest,
  groupDimensionRow,
  groupDimensionUpdateRequest,
  indicatorScoreNewRequest,
  indicatorScoreRow,
  indicatorScoreUpdateRequest,
  normImportResponse,
  settingsNewRequest,
  settingsRow,
  settingsUpdateRequest,
} from './scoring-blueprints';

const id = z.number().int().positive();
const blueprintScoped = datatableQuery.extend({ blueprint_id: id });
const byId = z.object({ id });
const ok = z.object({ ok: z.boolean() });
const crud = <N extends z.ZodType, U extends z.ZodType, R extends z.ZodType, Q extends z.ZodType>(
  request: { datatable: Q; new: N; update: U },
  row: R,
) => ({
  datatable: { request: request.datatable, response: datatablePageOf(row) },
  new: { request: request.new, response: row },
  detail: { request: byId, response: row },
  update: { request: request.update, response: row },
  'mark-as-removed': { request: byId, response: ok },
});
function datatablePageOf<T extends z.ZodType>(row: T) {
  return z.object({ recordsTotal: z.number().int(), recordsFiltered: z.number().int(), data: z.array(row) });
}

const blueprintCalls = crud(
  { datatable: blueprintDatatableRequest, new: blueprintNewRequest, update: blueprintUpdateRequest },
  blueprintRow,
);

/** Every quiz-scorings call (path → request and response), spread into CALLS. */
export const SCORING_BLUEPRINT_CALLS = {
  'quiz-scorings/blueprints/datatable': blueprintCalls.datatable,
  'quiz-scorings/blueprints/new': blueprintCalls.new,
  'quiz-scorings/blueprints/detail': { request: byId, response: blueprintDetail },
  'quiz-scorings/blueprints/update': blueprintCalls.update,
  'quiz-scorings/blueprints/mark-as-removed': blueprintCalls['mark-as-removed'],
  'quiz-scorings/blueprints/preview': {
    request: blueprintPreviewRequest,
    response: blueprintPreviewResponse,
  },
  'quiz-scorings/blueprints/version': {
    request: blueprintVersionRequest,
    response: blueprintVersionResponse,
  },
  'quiz-scorings/blueprints/use-for-scoring': { request: byId, response: blueprintRow },
  ...prefixed(
    'quiz-scorings/blueprint-settings',
    crud({ datatable: blueprintScoped, new: settingsNewRequest, update: settingsUpdateRequest }, settingsRow),
  ),
  ...prefixed(
    'quiz-scorings/blueprint-dimensions',
    crud(
      {
        datatable: blueprintScoped,
        new: blueprintDimensionNewRequest,
        update: blueprintDimensionUpdateRequest,
      },
      blueprintDimensionRow,
    ),
  ),
  ...prefixed(
    'quiz-scorings/group-dimensions',
    crud(
      { datatable: blueprintScoped, new: groupDimensionNewRequest, update: groupDimensionUpdateRequest },
      groupDimensionRow,
    ),
  ),
  ...prefixed(
    'quiz-scorings/character-blueprints',
    crud(
      { datatable: blueprintScoped, new: characterNewRequest, update: characterUpdateRequest },
      characterRow,
    ),
  ),
  ...prefixed(
    'quiz-scorings/gob-blueprints',
    crud({ datatable: blueprintScoped, new: gobNewRequest, update: gobUpdateRequest }, gobRow),
  ),
  ...prefixed(
    'quiz-scorings/final-scores',
    crud(
      { datatable: blueprintScoped, new: finalScoreNewRequest, update: finalScoreUpdateRequest },
      finalScoreRow,
    ),
  ),
  ...prefixed(
    'quiz-scorings/indicator-scores',
    crud(
      { datatable: blueprintScoped, new: indicatorScoreNewRequest, update: indicatorScoreUpdateRequest },
      indicatorScoreRow,
    ),
  ),
};

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}/${K}`]: T[K] };
function prefixed<P extends string, T extends Record<string, unknown>>(prefix: P, calls: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(calls).map(([k, v]) => [`${prefix}/${k}`, v])) as Prefixed<P, T>;
}

/** The norm-table import (multipart), spread into UPLOAD_CALLS. */
export const SCORING_BLUEPRINT_UPLOADS = {
  'quiz-scorings/final-scores/import': {
    fields: z.object({}),
    file: 'file',
    response: normImportResponse,
  },
} as const;
