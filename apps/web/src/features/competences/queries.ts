import type { CallRequest, CompetenceLevel, DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const COMPETENCES_KEY = ['competences'] as const;

export function fetchCompetencePage(query: DatatableQuery) {
  return unwrap(api('competences/datatable', query));
}

/** Three starting levels on a sten scale that pass the colour check. */
export const DEFAULT_LEVELS: CompetenceLevel[] = [
  { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
  { level: 3, label: 'Role model', min: 7, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];

/** Competences to choose from (a project's or a job profile's targets); `enabled` waits for a form to open. */
export function useCompetenceOptions(enabled = true) {
  return useQuery({
    queryKey: [...COMPETENCES_KEY, 'compact'],
    queryFn: () => unwrap(api('competences/compact-list', {})),
    enabled,
  });
}

export function useCompetenceDetail(id: number) {
  return useQuery({
    queryKey: [...COMPETENCES_KEY, 'detail', id],
    queryFn: () => unwrap(api('competences/detail', { id })),
  });
}

/** A new competence starts with the DEFAULT_LEVELS. */
export function createCompetence(values: { code: string; name: string; description?: string }) {
  return api('competences/new', { ...values, levels: DEFAULT_LEVELS });
}

export function updateCompetence(body: CallRequest<'competences/update'>) {
  return api('competences/update', body);
}

export function submitCompetence(id: number) {
  return api('competences/submit', { id });
}

export function removeCompetence(id: number) {
  return api('competences/mark-as-removed', { id });
}

export function duplicateCompetence(body: CallRequest<'competences/duplicate'>) {
  return api('competences/duplicate', body);
}

export function checkCompetenceColours(levels: CompetenceLevel[]) {
  return api('competences/colour-check', { levels });
}

export function saveCompetenceDimensions(body: CallRequest<'competences/dimensions'>) {
  return api('competences/dimensions', body);
}

export function saveCompetenceScorings(body: CallRequest<'competences/dimension-scorings'>) {
  return api('competences/dimension-scorings', body);
}

export function saveCompetenceTranslations(body: CallRequest<'competences/translations'>) {
  return api('competences/translations', body);
}
