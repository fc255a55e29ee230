import { Select } from 'antd';
import { useSearchParams } from 'react-router';

/**
 * One list filter kept in the address: a clearable select labelled for screen readers, whose
 * placeholder says what an empty choice shows (all of them).
 */
export function FilterSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  minWidth = 220,
  searchable = false,
  loading,
}: {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minWidth?: number;
  searchable?: boolean;
  loading?: boolean;
}) {
  return (
    <Select
      allowClear
      showSearch={searchable}
      optionFilterProp="label"
      style={{ minWidth }}
      aria-label={label}
      placeholder={placeholder}
      options={options}
      value={value}
      loading={loading}
      onChange={(next?: string) => onChange(next)}
    />
  );
}

/** Sets or clears one filter of the address, back to the list's first page. */
export function useAddressFilter() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string | undefined) => {
    // From the address as it is now, not as of this render: a second filter chosen before the
    // page re-rendered (router updates are transitions, deferred on a busy device) kept the first.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
}
