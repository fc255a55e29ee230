import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { pickerPage, useDebouncedSearch } from '../../lib/picker-search';

const PICKER_PAGE = 20;

/**
 * The corporate accounts a searchable select offers: the first page by name of those matching
 * what the user typed, asked of the server once typing pauses. `purpose` keeps each select's
 * answers apart in the query cache.
 */
export function useCorporateSearch(purpose: 'filter' | 'picker', enabled = true) {
  const { search, onSearch } = useDebouncedSearch();
  const { data, isFetching } = useQuery({
    queryKey: ['corporates', purpose, search],
    queryFn: () =>
      unwrap(api('accounts/corporates/datatable', pickerPage(['name', 'legal_name'], PICKER_PAGE, search))),
    enabled,
  });
  const options = (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return { search, options, isFetching, onSearch };
}
