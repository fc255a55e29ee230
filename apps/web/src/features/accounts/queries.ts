import type { DatatableQuery } from '@asesa/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { CREDIT_BALANCE_KEY } from '../auth/queries';

export const CORPORATES_KEY = ['corporates'] as const;
export const CONSULTANTS_KEY = ['consultants'] as const;
export const SECTORS_KEY = ['sectors'] as const;
export const COLLABORATORS_KEY = ['collaborators'] as const;
export const CREDITS_KEY = ['credits'] as const;

const validId = (id: number | undefined): id is number => Number.isInteger(id) && (id ?? 0) > 0;

export function fetchCorporatePage(query: DatatableQuery) {
  return unwrap(api('accounts/corporates/datatable', query));
}

export function useCorporate(id: number) {
  return useQuery({
    queryKey: [...CORPORATES_KEY, 'detail', id],
    queryFn: () => unwrap(api('accounts/corporates/detail', { id }, { silent: true })),
    enabled: validId(id),
  });
}

/** The first page of the caller's corporate accounts, by name (pickers; a collaborator sees one). */
export function useCorporateOptions(enabled = true) {
  return useQuery({
    queryKey: [...CORPORATES_KEY, 'options'],
    queryFn: () =>
      unwrap(
        api('accounts/corporates/datatable', {
          columns: [{ data: 'name' }],
          order: [{ column: 0, dir: 'asc' }],
          start: 0,
          length: 100,
        }),
      ),
    enabled,
  });
}

export function fetchConsultantPage(query: DatatableQuery) {
  return unwrap(api('accounts/consultants/datatable', query));
}

export function useConsultant(id: number) {
  return useQuery({
    queryKey: [...CONSULTANTS_KEY, 'detail', id],
    queryFn: () => unwrap(api('accounts/consultants/detail', { id }, { silent: true })),
    enabled: validId(id),
  });
}

/** Consultant accounts by name, for the admin's pick when creating a corporate account. */
export function useConsultantOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...CONSULTANTS_KEY, 'options'],
    queryFn: () =>
      unwrap(
        api('accounts/consultants/datatable', {
          columns: [{ data: 'name' }],
          order: [{ column: 0, dir: 'asc' }],
          start: 0,
          length: 500,
        }),
      ),
    enabled,
  });
}

export function collaboratorsKey(corporateId: number) {
  return [...COLLABORATORS_KEY, corporateId] as const;
}

export function fetchCollaboratorPage(corporateId: number) {
  return (query: DatatableQuery) =>
    unwrap(api('accounts/collaborators/datatable', { ...query, account_corporate_id: corporateId }));
}

export function useSectorTree() {
  return useQuery({
    queryKey: [...SECTORS_KEY, 'tree'],
    queryFn: () => unwrap(api('accounts/sectors/tree', {})),
  });
}

/** The sectors to pick from: a consultant's own; an admin names the consultant account (or sees all). */
export function useSectorCompact(accountConsultantId?: number) {
  return useQuery({
    queryKey: [...SECTORS_KEY, 'compact', accountConsultantId ?? null],
    queryFn: () =>
      unwrap(
        api(
          'accounts/sectors/compact',
          accountConsultantId ? { account_consultant_id: accountConsultantId } : {},
        ),
      ),
    staleTime: 60_000,
  });
}

export function useCorporateBalance(corporateId: number | undefined) {
  return useQuery({
    queryKey: [...CREDITS_KEY, corporateId, 'balance'],
    queryFn: () => unwrap(api('accounts/credits/balance', { account_corporate_id: corporateId ?? 0 })),
    enabled: validId(corporateId),
  });
}

/** One page (1-based) of a corporate's credit ledger, newest first. */
export function useCreditHistory(corporateId: number | undefined, page: number, size: number) {
  return useQuery({
    queryKey: [...CREDITS_KEY, corporateId, 'history', page, size],
    queryFn: () =>
      unwrap(
        api('accounts/credits/history', {
          account_corporate_id: corporateId ?? 0,
          start: (page - 1) * size,
          length: size,
          cpage: page,
        }),
      ),
    enabled: validId(corporateId),
    placeholderData: keepPreviousData,
  });
}

/** After a credit movement: the corporate's balance and history, the lists, and the sidebar's balance. */
export function invalidateCredits(queryClient: QueryClient, corporateId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...CREDITS_KEY, corporateId] }),
    queryClient.invalidateQueries({ queryKey: CORPORATES_KEY }),
    queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_KEY }),
  ]);
}

export function removeSector(id: number) {
  return api('accounts/sectors/mark-as-removed', { id });
}
