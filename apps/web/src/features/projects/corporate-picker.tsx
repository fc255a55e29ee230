import { Select } from 'antd';
import { useEffect } from 'react';
import { useCorporateSearch } from '../accounts/corporate-search';

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
  const { search, options, isFetching, onSearch } = useCorporateSearch('picker');

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
      showSearch={{ filterOption: false, onSearch }}
      notFoundContent={isFetching ? null : undefined}
    />
  );
}
