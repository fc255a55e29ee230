import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { useAuth } from '../auth/auth-context';

const PICKER_PAGE = 20;
const SEARCH_DELAY_MS = 250;

/**
 * Narrows the candidate database to one corporate account (admins and consultants, who see
 * several); a collaborator has only its own, so sees no filter.
 */
export function CorporateFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const several = session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  const { data, isFetching } = useQuery({
    queryKey: ['corporates', 'filter', search],
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
    enabled: several,
  });
  if (!several) return null;
  return (
    <Select<number>
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={t('candidates.allCorporates')}
      aria-label={t('candidates.corporate')}
      options={(data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      style={{ minWidth: 240 }}
    />
  );
}
