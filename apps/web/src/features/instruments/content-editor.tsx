import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { InstrumentDetail } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import {
  emptyItem,
  emptySection,
  type ItemDraft,
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionId,
  removeOption,
  type SectionDraft,
  toContentRequest,
  toDraft,
} from './content-model';
import { INSTRUMENTS_KEY } from './queries';

const MAX_MINUTES = 360;

/** Edits an instrument's sections and single-choice items, saves them (instruments/content) and publishes (instruments/submit). */
export function ContentEditor({ detail }: { detail: InstrumentDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sections, setSections] = useState<SectionDraft[]>(() =>
    detail.sections.length > 0 ? toDraft(detail) : [emptySection(t('instruments.section', { n: '1' }))],
  );
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (next: SectionDraft[]) => {
    setSections(next);
    setDirty(true);
  };
  const updateSection = (si: number, patch: Partial<SectionDraft>) =>
    change(sections.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  const updateItem = (si: number, ii: number, next: ItemDraft) =>
    updateSection(si, { items: sections[si].items.map((it, i) => (i === ii ? next : it)) });

  const save = async (): Promise<boolean> => {
    const env = await api('instruments/content', toContentRequest(detail.id, sections));
    if (env.code !== 200 || !env.data) {
      setProblem(env.error?.message ?? null);
      return false;
    }
    setProblem(null);
    setSections(toDraft(env.data));
    setDirty(false);
    queryClient.setQueryData([...INSTRUMENTS_KEY, 'detail', detail.id], env.data);
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY, refetchType: 'none' });
    return true;
  };

  const onSave = async () => {
    setBusy('save');
    if (await save()) message.success(t('instruments.saved'));
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy('publish');
    try {
      if (dirty && !(await save())) return;
      const env = await api('instruments/submit', { id: detail.id });
      if (env.code !== 200 || !env.data) {
        setProblem(env.error?.message ?? null);
        return;
      }
      setProblem(null);
      message.success(t('instruments.published'));
      await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {t('instruments.content')} {dirty ? <Tag color="orange">{t('instruments.unsaved')}</Tag> : null}
        </Typography.Title>
        <Space>
          <Button onClick={onSave} loading={busy === 'save'} disabled={busy !== null}>
            {t('instruments.saveContent')}
          </Button>
          <Button type="primary" onClick={onPublish} loading={busy === 'publish'} disabled={busy !== null}>
            {t('instruments.publish')}
          </Button>
        </Space>
      </Flex>
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          closable={{ onClose: () => setProblem(null) }}
        />
      ) : null}
      <Form layout="vertical" component="div">
        <Flex vertical gap={16}>
          {sections.map((section, si) => (
            <Card
              key={section.id ?? `new-${si}`}
              title={t('instruments.section', { n: String(si + 1) })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={sections.length <= 1}
                  onClick={() => change(sections.filter((_, i) => i !== si))}
                >
                  {t('instruments.removeSection')}
                </Button>
              }
            >
              <Flex gap={16} wrap>
                <Form.Item
                  label={t('instruments.sectionTitle')}
                  htmlFor={`s${si}-title`}
                  style={{ flex: '1 1 280px' }}
                >
                  <Input
                    id={`s${si}-title`}
                    value={section.title}
                    onChange={(e) => updateSection(si, { title: e.target.value })}
                  />
                </Form.Item>
                <Form.Item
                  label={t('instruments.timeLimit')}
                  htmlFor={`s${si}-minutes`}
                  extra={t('instruments.timeLimitHint')}
                >
                  <InputNumber
                    id={`s${si}-minutes`}
                    min={1}
                    max={MAX_MINUTES}
                    value={section.minutes}
                    onChange={(v) => updateSection(si, { minutes: typeof v === 'number' ? v : null })}
                  />
                </Form.Item>
              </Flex>
              <Flex vertical gap={12}>
                {section.items.map((item, ii) => (
                  <ItemEditor
                    key={item.id ?? `new-${ii}`}
                    idPrefix={`s${si}-i${ii}`}
                    n={ii + 1}
                    item={item}
                    canRemove={section.items.length > 1}
                    onChange={(next) => updateItem(si, ii, next)}
                    onRemove={() => updateSection(si, { items: section.items.filter((_, i) => i !== ii) })}
                  />
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => updateSection(si, { items: [...section.items, emptyItem()] })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('instruments.addItem')}
                </Button>
              </Flex>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              change([
                ...sections,
                emptySection(t('instruments.section', { n: String(sections.length + 1) })),
              ])
            }
          >
            {t('instruments.addSection')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}

function ItemEditor({
  idPrefix,
  n,
  item,
  canRemove,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  n: number;
  item: ItemDraft;
  canRemove: boolean;
  onChange: (next: ItemDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      type="inner"
      title={t('instruments.item', { n: String(n) })}
      extra={
        <Button
          danger
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          disabled={!canRemove}
          onClick={onRemove}
        >
          {t('instruments.removeItem')}
        </Button>
      }
    >
      <Form.Item label={t('instruments.stem')} htmlFor={`${idPrefix}-stem`}>
        <Input.TextArea
          id={`${idPrefix}-stem`}
          autoSize={{ minRows: 2 }}
          value={item.stem}
          onChange={(e) => onChange({ ...item, stem: e.target.value })}
        />
      </Form.Item>
      <Typography.Text type="secondary">{t('instruments.key')}</Typography.Text>
      <Radio.Group
        value={item.keyIndex}
        onChange={(e) => onChange({ ...item, keyIndex: e.target.value as number })}
        style={{ display: 'block', marginTop: 8 }}
      >
        <Flex vertical gap={8}>
          {item.options.map((text, oi) => {
            const id = optionId(oi);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (A, B, C…)
              <Flex key={oi} align="center" gap={8}>
                <Radio value={oi} aria-label={t('instruments.keyFor', { id })} />
                <Input
                  prefix={<strong>{id}</strong>}
                  aria-label={t('instruments.option', { id })}
                  value={text}
                  onChange={(e) =>
                    onChange({
                      ...item,
                      options: item.options.map((o, i) => (i === oi ? e.target.value : o)),
                    })
                  }
                />
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('instruments.removeOption', { id })}
                  disabled={item.options.length <= MIN_OPTIONS}
                  onClick={() => onChange(removeOption(item, oi))}
                />
              </Flex>
            );
          })}
        </Flex>
      </Radio.Group>
      <Button
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        disabled={item.options.length >= MAX_OPTIONS}
        onClick={() => onChange({ ...item, options: [...item.options, ''] })}
      >
        {t('instruments.addOption')}
      </Button>
    </Card>
  );
}
