import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../lib/api';

const PICKER_PAGE = 20;
const SEARCH_DELAY_MS = 250;

/** Picks a corporate account, searching the corporate datatable on the server as the user types. */
export function CorporatePicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isFetching } = useQuery({
    queryKey: ['corporates', 'picker', search],
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
  });
  const options = (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  // A user who can see a single corporate account (a collaborator) gets it chosen.
  const only = !search && options.length === 1 ? options[0].value : undefined;
  useEffect(() => {
    if (only !== undefined && value === undefined) onChange?.(only);
  }, [only, value, onChange]);

  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={isFetching ? null : undefined}
    />
  );
}
