import { PlusOutlined } from '@ant-design/icons';
import type { InstrumentDetail, VariationDetail, VariationNewRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestModal } from '../../components/request-modal';
import { plainText } from '../../components/rich-text';
import { api, unwrap } from '../../lib/api';
import { CodeNameFields } from './code-name-fields';
import { INSTRUMENTS_KEY } from './queries';

/** Variations (alternate forms) of an instrument: their own subset and order of its items. */
export function VariationsPanel({ detail }: { detail: InstrumentDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<VariationDetail | null>(null);
  const detailKey = [...INSTRUMENTS_KEY, 'detail', detail.id];
  const refresh = () => queryClient.invalidateQueries({ queryKey: detailKey });
  const publish = async (id: number) => {
    const env = await api('instruments/variations/submit', { id });
    if (env.code !== 200) return;
    message.success(t('variations.published'));
    await refresh();
  };
  const remove = async (id: number) => {
    if ((await api('instruments/variations/mark-as-removed', { id })).code !== 200) return;
    message.success(t('variations.removed'));
    await refresh();
  };
  return (
    <Card
      title={t('variations.title')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('variations.new')}
        </Button>
      }
    >
      {detail.variations?.length ? (
        <VariationsTable
          variations={detail.variations}
          onEdit={async (id) => setEditing(await unwrap(api('instruments/variations/detail', { id })))}
          onPublish={publish}
          onRemove={remove}
        />
      ) : (
        <Empty description={t('variations.none')} />
      )}
      <RequestModal<Omit<VariationNewRequest, 'instrument_id'>, unknown>
        open={creating}
        name="new-variation"
        title={t('variations.new')}
        onClose={() => setCreating(false)}
        send={(values) => api('instruments/variations/new', { ...values, instrument_id: detail.id })}
        success={t('variations.created')}
        refresh={detailKey}
      >
        <CodeNameFields />
      </RequestModal>
      {editing ? (
        <VariationItemsModal
          detail={detail}
          variation={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            message.success(t('variations.saved'));
            await refresh();
          }}
        />
      ) : null}
    </Card>
  );
}

/** The variations with their status and version, and the actions on each. */
function VariationsTable({
  variations,
  onEdit,
  onPublish,
  onRemove,
}: {
  variations: NonNullable<InstrumentDetail['variations']>;
  onEdit: (id: number) => void;
  onPublish: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={variations}
      columns={[
        { title: t('instruments.code'), dataIndex: 'code' },
        { title: t('instruments.name'), dataIndex: 'name' },
        {
          title: t('common.status'),
          dataIndex: 'status',
          render: (_v, v) => (
            <Tag color={v.status === 'published' ? 'green' : 'default'}>
              {t(`instruments.statuses.${v.status}`)}
            </Tag>
          ),
        },
        { title: t('instruments.version'), dataIndex: 'version' },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_v, v) => (
            <Space>
              <Button
                size="small"
                aria-label={`${t('variations.editItems')} ${v.code}`}
                onClick={() => onEdit(v.id)}
              >
                {t('variations.editItems')}
              </Button>
              <Button
                size="small"
                onClick={() => onPublish(v.id)}
                aria-label={`${t('variations.publish')} ${v.code}`}
              >
                {t('variations.publish')}
              </Button>
              <Popconfirm title={t('variations.removeConfirm')} onConfirm={() => onRemove(v.id)}>
                <Button size="small" danger aria-label={`${t('variations.remove')} ${v.code}`}>
                  {t('variations.remove')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** Each section of the variation picks base items, in the order they are picked. */
function VariationItemsModal({
  detail,
  variation,
  onClose,
  onSaved,
}: {
  detail: InstrumentDetail;
  variation: VariationDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [sections, setSections] = useState(variation.sections);
  const [problem, setProblem] = useState<string | null>(null);
  const itemOptions = detail.sections.flatMap((s, si) =>
    s.items.map((item, ii) => ({
      value: item.id as string,
      label: `${si + 1}.${ii + 1} ${plainText(item.stem).slice(0, 60)}`,
    })),
  );
  const patch = (i: number, next: Partial<(typeof sections)[number]>) =>
    setSections(sections.map((s, j) => (j === i ? { ...s, ...next } : s)));
  return (
    <Modal
      open
      width={760}
      title={`${t('variations.editItems')}: ${variation.name}`}
      okText={t('common.save')}
      onCancel={onClose}
      onOk={async () => {
        const env = await api('instruments/variations/content', { id: variation.id, sections });
        if (env.code !== 200) {
          setProblem(env.error?.message ?? null);
          return;
        }
        onSaved();
      }}
    >
      <Flex vertical gap={12}>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {sections.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional
          <Card key={i} size="small">
            <Flex gap={8} wrap>
              <Input
                aria-label={t('instruments.sectionTitle')}
                value={s.title}
                style={{ flex: '1 1 200px' }}
                onChange={(e) => patch(i, { title: e.target.value })}
              />
              <InputNumber
                aria-label={t('variations.seconds')}
                placeholder={t('variations.seconds')}
                min={10}
                value={s.time_limit_seconds}
                onChange={(v) => patch(i, { time_limit_seconds: typeof v === 'number' ? v : null })}
              />
            </Flex>
            <Select
              mode="multiple"
              aria-label={t('variations.items')}
              style={{ width: '100%', marginTop: 8 }}
              value={s.item_ids}
              options={itemOptions}
              onChange={(item_ids: string[]) => patch(i, { item_ids })}
            />
          </Card>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() =>
            setSections([
              ...sections,
              { title: `Section ${sections.length + 1}`, time_limit_seconds: null, item_ids: [] },
            ])
          }
        >
          {t('instruments.addSection')}
        </Button>
      </Flex>
    </Modal>
  );
}
