import type { ItemBankDetail } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/refusal-alert';
import { api } from '../../lib/api';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { useDimensionOptions } from '../test-dimensions/queries';
import type { ItemDraft } from './content-model';
import { useBankItem } from './item-bank-view-queries';
import { ItemEditor } from './item-editor';
import { INSTRUMENTS_KEY } from './queries';

const noop = () => {};
// One item on its own: nothing to drag it against, move it past or remove it from.
const NO_DRAG = { onDragStart: noop, onDragOver: noop, onDrop: noop };

/** Edits one item of the bank in a drawer (the content editor's item editor), saved on its own. */
export function ItemBankDrawer({
  instrumentId,
  itemId,
  onClose,
}: {
  instrumentId: number;
  itemId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const read = useBankItem(instrumentId, itemId);
  const [changed, setChanged] = useState(false);
  const done = () => {
    setChanged(false);
    onClose();
  };
  // Closing (the cross, Esc, the mask, Cancel) with changes not saved asks first.
  const close = () => {
    if (!changed) return done();
    modal.confirm({
      title: t('itemBankView.discardTitle'),
      content: t('itemBankView.discardText'),
      okText: t('common.discard'),
      okButtonProps: { danger: true },
      cancelText: t('common.stay'),
      onOk: done,
    });
  };
  useUnsavedChangesGuard(changed);
  return (
    <Drawer
      open={itemId !== null}
      onClose={close}
      size="large"
      title={itemId ? t('itemBankView.editTitle', { id: itemId }) : null}
      destroyOnHidden
    >
      {read.data && itemId ? (
        <BankItemForm
          key={itemId}
          instrumentId={instrumentId}
          stored={read.data}
          onChange={() => setChanged(true)}
          onSaved={done}
          onCancel={close}
        />
      ) : read.isError ? (
        <Alert type="error" showIcon title={read.error.message} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

function BankItemForm({
  instrumentId,
  stored,
  onChange,
  onSaved,
  onCancel,
}: {
  instrumentId: number;
  stored: ItemBankDetail;
  onChange: () => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const dimensions = useDimensionOptions().data ?? [];
  const [item, setItem] = useState<ItemDraft>(stored.item);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const env = await api('instruments/items/update', {
        id: instrumentId,
        section_id: stored.section_id,
        item,
      });
      if (env.code !== 200 || !env.data) {
        setProblem(env.error?.message ?? null);
        return;
      }
      message.success(t('itemBankView.saved'));
      // The bank's page, the instrument's detail and its content editor all show the draft.
      await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t('itemBankView.where', { title: stored.section_title, n: String(stored.position) })}.{' '}
        {t('itemBankView.draftNote')}
      </Typography.Text>
      <RefusalAlert message={problem} onClose={() => setProblem(null)} />
      <Form layout="vertical" component="div">
        <ItemEditor
          instrumentId={instrumentId}
          idPrefix="bank-item"
          n={stored.position}
          total={1}
          item={item}
          dimensions={dimensions}
          canRemove={false}
          onChange={(next) => {
            setItem(next);
            onChange();
          }}
          onRemove={noop}
          onMove={noop}
          drag={NO_DRAG}
        />
      </Form>
      <Space>
        <Button type="primary" onClick={save} loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Flex>
  );
}
