import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { SectorNode } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Skeleton, Tooltip, Tree, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CORPORATES_KEY, removeSector, SECTORS_KEY, useSectorTree } from '../../features/accounts/queries';
import { type SectorAction, SectorFormModal } from '../../features/accounts/sector-form-modal';
import { allSectorIds, type SectorTreeNode, toTreeNodes } from '../../features/accounts/sector-tree';

/** Consultant: /corporate-account/sector, the sector tree (add, rename, move, remove). */
export function SectorsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data, isLoading } = useSectorTree();
  const [action, setAction] = useState<SectorAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const treeData = useMemo(() => toTreeNodes(data ?? []), [data]);
  // Sectors start expanded (and new ones too), so what was just added or moved is in sight.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const allIds = useMemo(() => allSectorIds(data ?? []), [data]);
  const expanded = allIds.filter((id) => !collapsed.has(id));

  const remove = async (sector: SectorNode) => {
    const env = await removeSector(sector.id);
    if (env.code !== 200) {
      setRefusal(env.error?.message ?? null);
      return;
    }
    setRefusal(null);
    message.success(t('sectors.removed'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SECTORS_KEY }),
      queryClient.invalidateQueries({ queryKey: CORPORATES_KEY }),
    ]);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('sectors.title')}
        sub={t('sectors.intro')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAction({ kind: 'new', parent: null })}
          >
            {t('sectors.addRoot')}
          </Button>
        }
      />
      {refusal ? (
        <Alert type="error" showIcon title={refusal} closable={{ onClose: () => setRefusal(null) }} />
      ) : null}
      <Card size="small">
        {isLoading ? (
          <Skeleton active />
        ) : treeData.length === 0 ? (
          <Empty description={t('sectors.empty')} />
        ) : (
          <Tree<SectorTreeNode>
            aria-label={t('sectors.treeLabel')}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setCollapsed(new Set(allIds.filter((id) => !keys.includes(id))))}
            selectable={false}
            blockNode
            showLine
            titleRender={(node) => (
              <Flex justify="space-between" align="center" gap={12}>
                <Typography.Text>{node.sector.name}</Typography.Text>
                <SectorActions
                  sector={node.sector}
                  onAction={setAction}
                  onRemove={(sector) => void remove(sector)}
                />
              </Flex>
            )}
          />
        )}
      </Card>
      <SectorFormModal action={action} onClose={() => setAction(null)} />
    </Flex>
  );
}

/** A sector row's buttons: add a child, rename, move, and remove (asking first). */
function SectorActions({
  sector,
  onAction,
  onRemove,
}: {
  sector: SectorNode;
  onAction: (action: SectorAction) => void;
  onRemove: (sector: SectorNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={2} className="sector-actions">
      <SectorButton
        label={t('sectors.addChild', { name: sector.name })}
        icon={<PlusOutlined aria-hidden />}
        onClick={() => onAction({ kind: 'new', parent: sector })}
      />
      <SectorButton
        label={t('sectors.rename', { name: sector.name })}
        icon={<EditOutlined aria-hidden />}
        onClick={() => onAction({ kind: 'rename', sector })}
      />
      <SectorButton
        label={t('sectors.move', { name: sector.name })}
        icon={<DragOutlined aria-hidden />}
        onClick={() => onAction({ kind: 'move', sector })}
      />
      <Popconfirm
        title={t('sectors.removeTitle', { name: sector.name })}
        description={t('sectors.removeBody')}
        okText={t('common.remove')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() => onRemove(sector)}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('sectors.remove', { name: sector.name })}
        />
      </Popconfirm>
    </Flex>
  );
}

/** A small icon button of a sector row, its label shown on hover and read out by screen readers. */
function SectorButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
