import type { DatatableQuery, ProjectDetail } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet, unwrap } from '../../lib/api';
import { PROJECTS_KEY } from '../../lib/query-keys';

export function fetchProjectPage(query: DatatableQuery) {
  return unwrap(api('projects/list', query));
}

export function useProject(id: number) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'detail', id],
    queryFn: () => unwrap(api('projects/detail', { id })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function participantsKey(projectId: number) {
  return [...PROJECTS_KEY, 'participants', projectId] as const;
}

export function fetchParticipantPage(projectId: number) {
  return (query: DatatableQuery) =>
    unwrap(api('projects/participants/datatable', { ...query, project_id: projectId }));
}

/** Instruments a project may run, with their published variations and credit cost. */
export function useProjectInstrumentOptions() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'instrument-options'],
    queryFn: () => unwrap(api('projects/instrument-options', {})),
  });
}

export function useJobProfileOptions() {
  return useQuery({
    queryKey: ['job-profiles', 'compact'],
    queryFn: () => unwrap(api('job-profiles/compact-list', {})),
  });
}

/** The master languages (the participant pages' language list). */
export function useLanguageOptions() {
  return useQuery({
    queryKey: ['languages', 'participant'],
    queryFn: () => unwrap(apiGet('test-activities/language')),
  });
}

export function landingFormKey(projectId: number) {
  return [...PROJECTS_KEY, 'landing-form', projectId] as const;
}

export function useLandingForm(projectId: number) {
  return useQuery({
    queryKey: landingFormKey(projectId),
    queryFn: () => unwrap(api('projects/configs/landing-form/detail', { project_id: projectId })),
  });
}

/** Puts a call's fresh project detail into the cache (the page re-renders) and refreshes the lists. */
export function useProjectSaved() {
  const queryClient = useQueryClient();
  return (project: ProjectDetail) => {
    queryClient.setQueryData([...PROJECTS_KEY, 'detail', project.id], project);
    void queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'list'] });
  };
}
