import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, unwrap } from '../../lib/api';
import { currentLanguage, TEST_ACTIVITY_QUERY_ROOT } from './api';

// The registration lists and the candidate's results (participant calls of the journey).

/** How often the completion page asks whether the score is ready, and for how long at most. */
export const RESULTS_POLL_MS = 2_000;
export const RESULTS_POLL_SLOW_AFTER_MS = 60_000;
/** Cities shown per search (the lookup pages in SQL). */
export const CITY_PAGE_SIZE = 20;
const CITY_SEARCH_DEBOUNCE_MS = 250;

const clientError = (error: unknown) => error instanceof ApiError && error.code >= 400 && error.code < 500;
const retryOnce = (failureCount: number, error: unknown) => failureCount < 1 && !clientError(error);

export function useEducationLevels(enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'education-level', lang],
    queryFn: () => unwrap(api('test-activities/education-level', { lang }, { silent: true })),
    enabled,
    staleTime: 30 * 60_000,
    retry: retryOnce,
  });
}

/** A value that follows `value` once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Regencies and cities whose name contains the search, alphabetically (test-activities/cities). */
export function useCitySearch(search: string, enabled: boolean) {
  const value = useDebounced(search.trim(), CITY_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'cities', value],
    queryFn: () =>
      unwrap(
        api(
          'test-activities/cities',
          {
            columns: [{ data: 'name' }],
            order: [{ column: 0, dir: 'asc' }],
            start: 0,
            length: CITY_PAGE_SIZE,
            search: { value },
          },
          { silent: true },
        ),
      ),
    enabled,
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
}

/** participants-signed, polled until the score is ready (or the project keeps results). */
export function useParticipantsSigned(pcode: string, enabled: boolean) {
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'participants-signed', pcode],
    queryFn: () =>
      unwrap(api('test-activities/participants-signed', { participant_code: pcode }, { silent: true })),
    enabled,
    retry: retryOnce,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.results_ready || !data.show_results) ? false : RESULTS_POLL_MS;
    },
    refetchOnWindowFocus: false,
  });
}

export function useResultsVerify(params: string | null) {
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'results-verify', params],
    queryFn: () => unwrap(api('test-activities/results-verify', { params: params ?? '' }, { silent: true })),
    enabled: Boolean(params),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/** The candidate's results in the chosen language (a language change refetches them). */
export function useCandidateResults(pcode: string, enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'candidate', pcode, lang],
    queryFn: () =>
      unwrap(api('test-activities/candidate', { participant_code: pcode, lang }, { silent: true })),
    enabled,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

export function useAbilitySummaries(pcode: string, enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'ability-summaries', pcode, lang],
    queryFn: () =>
      unwrap(api('test-activities/ability-summaries', { participant_code: pcode }, { silent: true })),
    enabled,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/**
 * landing for the registration form; in submit-code mode (the candidate came from an access code,
 * the stored fromVC flag or router state) the server says whether to greet a self-registration.
 */
export function useRegistrationLanding(pcode: string, isSubmitCode: boolean) {
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'landing', pcode, isSubmitCode],
    queryFn: () =>
      unwrap(
        api(
          'test-activities/landing',
          { participant_code: pcode, is_submit_code: isSubmitCode },
          { silent: true },
        ),
      ),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}
