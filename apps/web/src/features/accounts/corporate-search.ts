import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../lib/api';

const PICKER_PAGE = 20;
const SEARCH_DELAY_MS = 250;

/**
 * The corporate accounts a searchable select offers: the first page by name of those matching
 * what the user typed, asked of the server once typing pauses. `purpose` keeps each select's
 * answers apart in the query cache.
 */
export function useCorporateSearch(purpose: 'filter' | 'picker', enabled = true) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isFetching } = useQuery({
    queryKey: ['corporates', purpose, search],
    queryFn: () =>
      unwrap(
        api('accounts/corporates/datatable', {
          columns: [{ data: 'name' }, { data: 'legal_name' }],
          order: [{ column: 0, dir: 'asc' }],
          start: 0,
          length: PICKER_PAGE,
          search: { value: search },
        }),
      ),
    enabled,
  });
  const options = (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return { search, options, isFetching, onSearch: setTyped };
}
