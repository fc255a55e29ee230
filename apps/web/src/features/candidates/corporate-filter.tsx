import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCorporateSearch } from '../accounts/corporate-search';
import { useAuth } from '../auth/auth-context';

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
  const several = session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  const { options, isFetching, onSearch } = useCorporateSearch('filter', several);
  if (!several) return null;
  return (
    <Select<number>
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={t('candidates.allCorporates')}
      aria-label={t('candidates.corporate')}
      options={options}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch }}
      style={{ minWidth: 240 }}
    />
  );
}
