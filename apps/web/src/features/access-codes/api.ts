import type { DatatableQuery } from '@asesa/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../lib/api';

/** corporate-slug: the branding of /access-code/{slug}; an unknown slug fails with 'invalid url'. */
export function useCorporateBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: ['access-codes', 'corporate-slug', slug ?? ''],
    queryFn: () => unwrap(api('test-activities/corporate-slug', { slug: slug ?? '' }, { silent: true })),
    enabled: Boolean(slug),
    staleTime: 10 * 60_000,
    // An unknown slug stays unknown; only network trouble is worth a second try.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.code < 500),
  });
}

export interface SubmitCodeInput {
  code: string;
  email?: string;
  slug?: string;
}

/** submit-code: is_redirect (open the form), is_used (the e-mail is needed) or an error. */
export function useSubmitCode() {
  return useMutation({
    mutationFn: (input: SubmitCodeInput) =>
      unwrap(api('test-activities/submit-code', input, { silent: true })),
  });
}

/** The access code attempts the security page lists (unique-codes/attempts). */
export function fetchCodeAttempts(query: DatatableQuery) {
  return unwrap(api('unique-codes/attempts', query));
}
