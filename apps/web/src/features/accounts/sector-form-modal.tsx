import { type SectorNode, sectorNewRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { contractRule } from '../../lib/form';
import { CORPORATES_KEY, SECTORS_KEY } from './queries';
import { SectorPicker } from './sector-picker';

/** What the sector modal does: add (at the top or under a parent), rename, or move. */
export type SectorAction =
  | { kind: 'new'; parent: SectorNode | null }
  | { kind: 'rename'; sector: SectorNode }
  | { kind: 'move'; sector: SectorNode };

interface SectorValues {
  name?: string;
  parent_id?: number | null;
}

const nameRule = contractRule(sectorNewRequest.shape.name);

export function SectorFormModal({ action, onClose }: { action: SectorAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (!action) return null;

  const title =
    action.kind === 'new'
      ? action.parent
        ? t('sectors.addChildTitle', { name: action.parent.name })
        : t('sectors.addRootTitle')
      : action.kind === 'rename'
        ? t('sectors.renameTitle')
        : t('sectors.moveTitle', { name: action.sector.name });

  const initialValues: SectorValues =
    action.kind === 'new'
      ? { parent_id: action.parent?.id ?? null }
      : action.kind === 'rename'
        ? { name: action.sector.name }
        : { parent_id: action.sector.parent_id };

  return (
    <RequestModal<SectorValues, unknown>
      open
      name="sector"
      title={title}
      okText={action.kind === 'new' ? undefined : t('common.save')}
      onClose={onClose}
      initialValues={initialValues}
      send={(values) => {
        const parent_id = values.parent_id ?? null;
        return action.kind === 'new'
          ? api('accounts/sectors/new', { name: (values.name ?? '').trim(), parent_id })
          : action.kind === 'rename'
            ? api('accounts/sectors/update', { id: action.sector.id, name: (values.name ?? '').trim() })
            : api('accounts/sectors/update', { id: action.sector.id, name: action.sector.name, parent_id });
      }}
      success={t(
        action.kind === 'new'
          ? 'sectors.created'
          : action.kind === 'rename'
            ? 'sectors.renamed'
            : 'sectors.moved',
      )}
      onAccepted={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: SECTORS_KEY }),
          queryClient.invalidateQueries({ queryKey: CORPORATES_KEY }),
        ])
      }
    >
      {action.kind !== 'move' ? (
        <Form.Item label={t('sectors.name')} name="name" required rules={[nameRule]}>
          <Input autoComplete="off" maxLength={120} autoFocus />
        </Form.Item>
      ) : null}
      {action.kind !== 'rename' ? (
        <Form.Item label={t('sectors.parent')} name="parent_id" extra={t('sectors.parentHint')}>
          <SectorPicker
            placeholder={t('sectors.topLevel')}
            exclude={action.kind === 'move' ? action.sector.id : undefined}
          />
        </Form.Item>
      ) : null}
    </RequestModal>
  );
}
