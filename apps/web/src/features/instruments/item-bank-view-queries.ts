import type { ItemBankListRequest } from '@asesa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { INSTRUMENTS_KEY } from './queries';

/** Under the instruments' key, so saving content anywhere refreshes the bank too. */
export const bankKey = (id: number) => [...INSTRUMENTS_KEY, 'bank', id] as const;

/** A page of the instrument's item bank; the previous page stays shown while the next one loads. */
export function useBankPage(request: ItemBankListRequest) {
  return useQuery({
    queryKey: [...bankKey(request.id), 'list', request],
    queryFn: () => unwrap(api('instruments/items/list', request)),
    placeholderData: keepPreviousData,
  });
}

/** One stored item, keys included; `itemId` null while no item is open. */
export function useBankItem(id: number, itemId: string | null) {
  return useQuery({
    queryKey: [...bankKey(id), 'item', itemId],
    queryFn: () => unwrap(api('instruments/items/detail', { id, item_id: itemId as string })),
    enabled: itemId !== null,
    // The drawer edits what it read: a refetch in the background must not replace the edits.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
