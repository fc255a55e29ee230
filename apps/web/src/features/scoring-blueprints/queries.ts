import type { CallPath, DatatablePage, DatatableQuery, Envelope } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const SCORING_KEY = ['quiz-scorings'] as const;

/** The blueprint parts, by the path prefix of their calls. */
export const PARTS = {
  settings: 'quiz-scorings/blueprint-settings',
  dimensions: 'quiz-scorings/blueprint-dimensions',
  groups: 'quiz-scorings/group-dimensions',
  finals: 'quiz-scorings/final-scores',
  indicators: 'quiz-scorings/indicator-scores',
  gobs: 'quiz-scorings/gob-blueprints',
  characters: 'quiz-scorings/character-blueprints',
} as const;
export type PartKey = keyof typeof PARTS;

// The parts share one call shape (datatable, new, detail, update, mark-as-removed); the paths are
// built from PARTS, so the loose call below stays within the contracts table.
const callPart = <T>(path: string, body: unknown) =>
  api(path as CallPath, body as never) as unknown as Promise<Envelope<T>>;

export function fetchPartPage<T>(part: PartKey, blueprintId: number) {
  return (query: DatatableQuery) =>
    unwrap(callPart<DatatablePage<T>>(`${PARTS[part]}/datatable`, { ...query, blueprint_id: blueprintId }));
}

/** Saves a part: `new` with the blueprint id, or `update` with the row id. */
export function savePart(part: PartKey, blueprintId: number, id: number | null, values: object) {
  return id === null
    ? callPart(`${PARTS[part]}/new`, { ...values, blueprint_id: blueprintId })
    : callPart(`${PARTS[part]}/update`, { ...values, id });
}

export function removePart(part: PartKey, id: number) {
  return callPart<{ ok: boolean }>(`${PARTS[part]}/mark-as-removed`, { id });
}

export function fetchBlueprintPage(instrumentId: number) {
  return (query: DatatableQuery) =>
    unwrap(api('quiz-scorings/blueprints/datatable', { ...query, instrument_id: instrumentId }));
}

export function useBlueprint(id: number) {
  return useQuery({
    queryKey: [...SCORING_KEY, 'blueprint', id],
    queryFn: () => unwrap(api('quiz-scorings/blueprints/detail', { id }, { silent: true })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The blueprint's settings row, if it has one (first page of the settings datatable). */
export function useSettings(blueprintId: number) {
  return useQuery({
    queryKey: [...SCORING_KEY, 'settings', blueprintId],
    queryFn: () => unwrap(api('quiz-scorings/blueprint-settings/datatable', { blueprint_id: blueprintId })),
  });
}
