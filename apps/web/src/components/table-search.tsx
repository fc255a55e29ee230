import { Input } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The search box above a server-side table: it searches on Enter (or its button), not as one types. */
export function TableSearch({
  onSearch,
  style,
  defaultValue,
}: {
  onSearch: (q: string) => void;
  style: CSSProperties;
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      defaultValue={defaultValue}
      allowClear
      placeholder={t('dataTable.search')}
      aria-label={t('dataTable.search')}
      style={style}
      onSearch={onSearch}
    />
  );
}
