import type { CompetenceLevel, DatatableQuery } from '@asesa/contracts';
import { api, unwrap } from '../../lib/api';

export const COMPETENCES_KEY = ['competences'] as const;
export const JOB_PROFILES_KEY = ['job-profiles'] as const;

export function fetchCompetencePage(query: DatatableQuery) {
  return unwrap(api('competences/datatable', query));
}

export function fetchJobProfilePage(query: DatatableQuery) {
  return unwrap(api('job-profiles/datatable', query));
}

/** Three starting levels on a sten scale that pass the colour check. */
export const DEFAULT_LEVELS: CompetenceLevel[] = [
  { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
  { level: 3, label: 'Role model', min: 7, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];
