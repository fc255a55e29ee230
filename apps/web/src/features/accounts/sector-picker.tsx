import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectorCompact } from './queries';
import { buildSectorTree, subtreeIds, toSectorOptions } from './sector-tree';

/** Picks a sector from the caller's sector tree (accounts/sectors/compact); empty means none. */
export function SectorPicker({
  id,
  value,
  onChange,
  exclude,
  placeholder,
  accountConsultantId,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** A sector whose subtree cannot be chosen (moving a sector under itself). */
  exclude?: number;
  placeholder?: string;
  /** Admins: whose sectors (a consultant always gets its own). */
  accountConsultantId?: number;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useSectorCompact(accountConsultantId);
  const treeData = useMemo(() => {
    const tree = buildSectorTree(data ?? []);
    return toSectorOptions(tree, exclude === undefined ? undefined : subtreeIds(tree, exclude));
  }, [data, exclude]);

  return (
    <TreeSelect<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={treeData}
      loading={isFetching}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={placeholder ?? t('corporates.sectorPlaceholder')}
      style={{ width: '100%' }}
    />
  );
}
