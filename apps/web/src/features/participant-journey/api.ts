import type { CorporateContext, TestActivityGetPath } from '@asesa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, api, apiGet, unwrap } from '../../lib/api';
import { chooseLanguage, fixLanguage, participantLanguage } from '../../lib/participant-language';
import { rememberFinished, rememberParams } from './stored-progress';

/** Root of every query key of the participant area (a language change refetches them all). */
export const TEST_ACTIVITY_QUERY_ROOT = 'test-activities';

/** The language the participant pages are shown in (see lib/participant-language). */
export function currentLanguage(): string {
  return participantLanguage();
}

/** One retry for network or server trouble; a 4xx answer (unknown code, not registered…) will not change. */
function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.code >= 400 && error.code < 500;
  return failureCount < 1 && !clientError;
}

const keys = {
  context: (pcode: string) => [TEST_ACTIVITY_QUERY_ROOT, 'corporate-context', pcode] as const,
  languages: [TEST_ACTIVITY_QUERY_ROOT, 'language'] as const,
  landing: (pcode: string) => [TEST_ACTIVITY_QUERY_ROOT, 'landing', pcode] as const,
  home: (pcode: string) => [TEST_ACTIVITY_QUERY_ROOT, 'home', pcode] as const,
  text: (path: TestActivityGetPath) => [TEST_ACTIVITY_QUERY_ROOT, path] as const,
};
export const testActivityKeys = keys;

/** The platform's help contact (general-config/get), for pages before a project is known. */
export function usePlatformHelp(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['general-config'],
    queryFn: async () => (await unwrap(api('general-config/get', {}, { silent: true }))).support,
    staleTime: 60 * 60_000,
    retry: retryOnce,
  });
}

/** corporate-context: branding of the participant's corporate and consultant (spec 3). */
export function useCorporateContext(pcode: string | undefined) {
  return useQuery({
    queryKey: keys.context(pcode ?? ''),
    queryFn: async () => {
      const context = await unwrap(
        api('test-activities/corporate-context', { participant_code: pcode ?? '' }, { silent: true }),
      );
      // Spec 3 params: the link's expiry, for when the server cannot be reached.
      rememberParams(pcode ?? '', context.expiry_date);
      return context;
    },
    enabled: Boolean(pcode),
    staleTime: 10 * 60_000,
    retry: retryOnce,
    placeholderData: keepPreviousData,
  });
}

/** The languages the participant can choose (GET language); an empty list hides the dropdown. */
export function useLanguages(enabled: boolean) {
  return useQuery({
    queryKey: keys.languages,
    queryFn: () => unwrap(apiGet('test-activities/language', { silent: true })),
    enabled,
    staleTime: 30 * 60_000,
    retry: retryOnce,
  });
}

/** Stores the chosen language (sent as Content-Language) and reloads the participant data in it. */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    (code: string) => {
      chooseLanguage(code);
      void queryClient.invalidateQueries({ queryKey: [TEST_ACTIVITY_QUERY_ROOT] });
    },
    [queryClient],
  );
}

/**
 * Applies the project's language rule from corporate-context: a project that does not let its
 * participants choose shows every page in its own language (the server shows the test in it
 * too). Answers whether the language switcher may show: not until the rule is known, so a
 * participant of such a project never sees a switcher that would do nothing.
 */
export function useProjectLanguageRule(context: CorporateContext | undefined): boolean {
  const queryClient = useQueryClient();
  const rule = context?.language;
  const fixed = rule && !rule.allow_choice ? rule.default_language : null;
  useEffect(() => {
    if (fixLanguage(fixed)) void queryClient.invalidateQueries({ queryKey: [TEST_ACTIVITY_QUERY_ROOT] });
  }, [fixed, queryClient]);
  // Leaving the participant area ends the project's rule.
  useEffect(() => () => void fixLanguage(null), []);
  return context !== undefined && fixed === null;
}

export function useLanding(pcode: string) {
  return useQuery({
    queryKey: keys.landing(pcode),
    queryFn: () => unwrap(api('test-activities/landing', { participant_code: pcode }, { silent: true })),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

export function useHome(pcode: string) {
  return useQuery({
    queryKey: keys.home(pcode),
    queryFn: async () => {
      const home = await unwrap(api('test-activities/home', { participant_code: pcode }, { silent: true }));
      // Spec 3 hasFinish: the finished sections, for when the server cannot be reached.
      rememberFinished(
        pcode,
        home.instruments.filter((i) => i.state === 'finished').map((i) => i.submission_id),
      );
      return home;
    },
    retry: retryOnce,
    // Instrument states change on other pages (test, time-out); the dashboard always shows fresh ones.
    refetchOnMount: 'always',
  });
}

/** consensus or work-instructions text. */
export function useParticipantText(
  path: 'test-activities/consensus' | 'test-activities/work-instructions',
  enabled = true,
) {
  return useQuery({
    queryKey: keys.text(path),
    queryFn: () => unwrap(apiGet(path, { silent: true })),
    enabled,
    staleTime: 30 * 60_000,
    retry: retryOnce,
  });
}

/** congrat-candidate: the participant submits the finished tests (the dashboard's finish button). */
export function useFinishAll(pcode: string, onFinished: (name: string) => void) {
  return useMutation({
    mutationFn: () => api('test-activities/congrat-candidate', { participant_code: pcode }),
    onSuccess: (env) => {
      if (env.code === 200) onFinished(env.data?.name ?? '');
    },
  });
}
