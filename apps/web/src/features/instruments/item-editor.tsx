import { DeleteOutlined, HolderOutlined, UploadOutlined } from '@ant-design/icons';
import {
  FORCED_CHOICE_BLOCK,
  IRT_MODELS,
  ITEM_TYPES,
  type ItemType,
  LIKERT_POINTS,
  type TestDimensionCompactItem,
} from '@asesa/contracts';
import {
  Button,
  Card,
  Checkbox,
  Collapse,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUpload } from '../../lib/api';
import {
  addOption,
  changeType,
  type ItemDraft,
  MAX_OPTIONS,
  MIN_OPTIONS,
  moveOption,
  type OptionDraft,
  removeOption,
  setLikertPoints,
  setWeightIndicators,
  weightIndicators,
} from './content-model';
import { AddButton, MoveButtons, NumberField } from './editor-fields';
import { addStatement, removeStatement } from './forced-choice-irt';
import { ForcedChoiceIrtFields } from './forced-choice-irt-fields';
import { RichTextInput } from './rich-text-input';

const num = (v: number | string | null) => (typeof v === 'number' ? v : null);

export interface ItemEditorProps {
  instrumentId: number;
  idPrefix: string;
  n: number;
  total: number;
  item: ItemDraft;
  /** Why the item is flagged for review, when it is (the mark shows it on hover). */
  reviewHint?: string;
  dimensions: TestDimensionCompactItem[];
  canRemove: boolean;
  onChange: (next: ItemDraft) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
  };
}

/** Edits one item of any type: stem, type, indicator, image, options/keys, weights and IRT. */
export function ItemEditor(props: ItemEditorProps) {
  const { idPrefix, n, total, item, reviewHint, dimensions, canRemove, onChange, onRemove, onMove, drag } =
    props;
  const { t } = useTranslation();
  const indicatorOptions = dimensions.map((d) => ({
    label: `${d.code} · ${d.name}`,
    options: d.indicators.map((i) => ({ value: i.code, label: `${i.code} · ${i.name}` })),
  }));

  return (
    <Card
      size="small"
      type="inner"
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      title={
        <Flex align="center" gap={8}>
          <span
            draggable
            onDragStart={drag.onDragStart}
            title={t('itemEditor.dragHint')}
            aria-hidden
            style={{ cursor: 'grab', color: 'rgba(0,0,0,0.45)' }}
          >
            <HolderOutlined />
          </span>
          <span>{t('instruments.item', { n: String(n) })}</span>
          {reviewHint ? (
            <Tooltip title={reviewHint}>
              <Tag color="blue" tabIndex={0} style={{ fontWeight: 'normal' }}>
                {t('evidence.reviews.editorTag')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      }
      extra={
        <Space size={0}>
          <MoveButtons
            index={n - 1}
            count={total}
            upLabel={t('itemEditor.moveUp', { n: String(n) })}
            downLabel={t('itemEditor.moveDown', { n: String(n) })}
            onMove={onMove}
          />
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
        </Space>
      }
    >
      <Flex gap={16} wrap>
        <Form.Item label={t('itemEditor.type')} htmlFor={`${idPrefix}-type`} style={{ flex: '0 1 240px' }}>
          <Select
            id={`${idPrefix}-type`}
            value={item.type}
            onChange={(type: ItemType) => onChange(changeType(item, type))}
            options={ITEM_TYPES.map((type) => ({ value: type, label: t(`itemEditor.types.${type}`) }))}
          />
        </Form.Item>
        {item.type !== 'forced-choice' ? (
          <Form.Item
            label={t('itemEditor.indicator')}
            htmlFor={`${idPrefix}-indicator`}
            style={{ flex: '1 1 240px' }}
          >
            <Select
              id={`${idPrefix}-indicator`}
              allowClear
              showSearch
              placeholder={t('itemEditor.noIndicator')}
              value={item.indicator ?? undefined}
              onChange={(v?: string) => onChange({ ...item, indicator: v ?? null })}
              options={indicatorOptions}
            />
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item label={t('instruments.stem')} htmlFor={`${idPrefix}-stem`}>
        <RichTextInput
          id={`${idPrefix}-stem`}
          label={t('instruments.stem')}
          value={item.stem}
          onChange={(stem) => onChange({ ...item, stem })}
        />
      </Form.Item>
      <ItemImage {...props} />
      <TypeFields {...props} indicatorOptions={indicatorOptions} />
      {'options' in item ? <WeightsTable {...props} indicatorOptions={indicatorOptions} /> : null}
      <Advanced {...props} />
    </Card>
  );
}

type IndicatorOptions = { label: string; options: { value: string; label: string }[] }[];

function ItemImage({ instrumentId, idPrefix, item, onChange }: ItemEditorProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
      {item.image ? <Image src={item.image} alt="" width={96} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const env = await apiUpload('instruments/images/upload', { id: instrumentId }, file as Blob);
          if (env.code === 200 && env.data) {
            onChange({ ...item, image: env.data.path });
            onSuccess?.(env.data);
          } else onError?.(new Error(env.error?.message ?? 'upload failed'));
        }}
      >
        <Button size="small" icon={<UploadOutlined />} id={`${idPrefix}-image`}>
          {t('itemEditor.uploadImage')}
        </Button>
      </Upload>
      {item.image ? (
        <Button size="small" type="text" danger onClick={() => onChange({ ...item, image: null })}>
          {t('itemEditor.removeImage')}
        </Button>
      ) : null}
    </Flex>
  );
}

function TypeFields({
  idPrefix,
  item,
  onChange,
  indicatorOptions,
}: ItemEditorProps & { indicatorOptions: IndicatorOptions }) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'single':
    case 'multiple':
    case 'likert':
    case 'ranking':
      return <OptionsEditor idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'true-false':
      return (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('instruments.key')}</Typography.Text>
          <Radio.Group
            aria-label={t('instruments.key')}
            value={item.key === true ? 'true' : item.key === false ? 'false' : 'none'}
            onChange={(e) =>
              onChange({ ...item, key: e.target.value === 'none' ? null : e.target.value === 'true' })
            }
            options={[
              { value: 'true', label: t('itemEditor.trueLabel') },
              { value: 'false', label: t('itemEditor.falseLabel') },
              { value: 'none', label: t('itemEditor.noKey') },
            ]}
          />
          <Checkbox
            checked={item.reverse ?? false}
            onChange={(e) => onChange({ ...item, reverse: e.target.checked })}
          >
            {t('itemEditor.reverse')}
          </Checkbox>
        </Flex>
      );
    case 'forced-choice': {
      const setStatement = (si: number, patch: Partial<(typeof item.statements)[number]>) =>
        onChange({ ...item, statements: item.statements.map((x, i) => (i === si ? { ...x, ...patch } : x)) });
      return (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('itemEditor.blockHint')}</Typography.Text>
          {item.statements.map((s, si) => (
            <Flex key={s.id} gap={8} align="center" wrap>
              <Input
                style={{ flex: '2 1 240px' }}
                prefix={<strong>{s.id}</strong>}
                aria-label={t('itemEditor.statement', { id: s.id })}
                value={s.text}
                onChange={(e) => setStatement(si, { text: e.target.value })}
              />
              <Select
                style={{ flex: '1 1 180px' }}
                aria-label={t('itemEditor.statementIndicator', { id: s.id })}
                placeholder={t('itemEditor.indicator')}
                value={s.indicator ?? undefined}
                options={indicatorOptions}
                showSearch
                onChange={(indicator: string) => setStatement(si, { indicator })}
              />
              <Checkbox
                checked={s.reverse ?? false}
                aria-label={t('itemEditor.statementReverse', { id: s.id })}
                onChange={(e) => setStatement(si, { reverse: e.target.checked })}
              >
                {t('itemEditor.reverse')}
              </Checkbox>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('itemEditor.removeStatement', { id: s.id })}
                disabled={item.statements.length <= FORCED_CHOICE_BLOCK.min}
                onClick={() => onChange(removeStatement(item, si))}
              />
            </Flex>
          ))}
          <AddButton
            label={t('itemEditor.addStatement')}
            disabled={item.statements.length >= FORCED_CHOICE_BLOCK.max}
            onClick={() => onChange(addStatement(item))}
          />
          <ForcedChoiceIrtFields idPrefix={idPrefix} item={item} onChange={onChange} />
        </Flex>
      );
    }
    case 'numeric':
      return (
        <Flex gap={16} wrap>
          <NumberField
            id={`${idPrefix}-min`}
            label={t('itemEditor.min')}
            value={item.min}
            onChange={(min) => onChange({ ...item, min })}
          />
          <NumberField
            id={`${idPrefix}-max`}
            label={t('itemEditor.max')}
            value={item.max}
            onChange={(max) => onChange({ ...item, max })}
          />
          <NumberField
            id={`${idPrefix}-key`}
            label={t('itemEditor.keyValue')}
            value={item.key?.value}
            onChange={(value) =>
              onChange({
                ...item,
                key: value === null ? null : { value, tolerance: item.key?.tolerance ?? 0 },
              })
            }
          />
          <NumberField
            id={`${idPrefix}-tolerance`}
            label={t('itemEditor.tolerance')}
            min={0}
            disabled={!item.key}
            value={item.key?.tolerance}
            onChange={(v) => item.key && onChange({ ...item, key: { ...item.key, tolerance: v ?? 0 } })}
          />
        </Flex>
      );
    case 'text': {
      const setRubricLevel = (li: number, patch: Partial<NonNullable<typeof item.rubric>[number]>) =>
        onChange({ ...item, rubric: (item.rubric ?? []).map((x, i) => (i === li ? { ...x, ...patch } : x)) });
      return (
        <Flex vertical gap={8}>
          <Flex gap={16} wrap>
            <Form.Item label={t('itemEditor.scoring')} htmlFor={`${idPrefix}-scoring`}>
              <Select
                id={`${idPrefix}-scoring`}
                style={{ width: 180 }}
                value={item.scoring ?? 'unscored'}
                onChange={(scoring: 'unscored' | 'rubric') => onChange({ ...item, scoring })}
                options={[
                  { value: 'unscored', label: t('itemEditor.unscored') },
                  { value: 'rubric', label: t('itemEditor.rubric') },
                ]}
              />
            </Form.Item>
            <NumberField
              id={`${idPrefix}-maxlen`}
              label={t('itemEditor.maxLength')}
              min={1}
              value={item.max_length}
              onChange={(max_length) => onChange({ ...item, max_length })}
            />
          </Flex>
          {item.scoring === 'rubric' ? (
            <Flex vertical gap={8}>
              {(item.rubric ?? []).map((level, li) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rubric levels are positional
                <Flex key={li} gap={8}>
                  <InputNumber
                    aria-label={t('itemEditor.rubricScore', { n: String(li + 1) })}
                    value={level.score}
                    onChange={(v) => setRubricLevel(li, { score: num(v) ?? 0 })}
                  />
                  <Input
                    aria-label={t('itemEditor.rubricDescription', { n: String(li + 1) })}
                    value={level.description}
                    onChange={(e) => setRubricLevel(li, { description: e.target.value })}
                  />
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('itemEditor.removeRubricLevel', { n: String(li + 1) })}
                    onClick={() =>
                      onChange({ ...item, rubric: (item.rubric ?? []).filter((_, i) => i !== li) })
                    }
                  />
                </Flex>
              ))}
              <AddButton
                label={t('itemEditor.addRubricLevel')}
                onClick={() =>
                  onChange({
                    ...item,
                    rubric: [...(item.rubric ?? []), { score: (item.rubric ?? []).length, description: '' }],
                  })
                }
              />
            </Flex>
          ) : null}
        </Flex>
      );
    }
  }
}

type OptionItem = Extract<ItemDraft, { options: OptionDraft[] }>;

function OptionsEditor({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: OptionItem;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const setText = (oi: number, text: string) =>
    onChange({ ...item, options: item.options.map((o, i) => (i === oi ? { ...o, text } : o)) } as ItemDraft);
  const keyControl = (id: string): ReactNode => {
    switch (item.type) {
      case 'single':
        return <Radio value={id} aria-label={t('instruments.keyFor', { id })} />;
      case 'multiple':
        return (
          <Checkbox
            aria-label={t('itemEditor.keysFor', { id })}
            checked={item.keys?.includes(id) ?? false}
            onChange={(e) =>
              onChange({
                ...item,
                keys: e.target.checked
                  ? [...(item.keys ?? []), id].sort()
                  : (item.keys ?? []).filter((k) => k !== id),
              })
            }
          />
        );
      default:
        return null;
    }
  };
  const rows = (
    <Flex vertical gap={8}>
      {item.options.map((option, oi) => (
        <Flex key={option.id} align="center" gap={8}>
          {keyControl(option.id)}
          <Input
            prefix={<strong>{option.id}</strong>}
            aria-label={t('instruments.option', { id: option.id })}
            value={option.text}
            onChange={(e) => setText(oi, e.target.value)}
          />
          {item.type === 'likert' ? (
            <Typography.Text type="secondary" aria-label={t('itemEditor.valueOf', { id: option.id })}>
              {option.value}
            </Typography.Text>
          ) : null}
          {item.type === 'ranking' ? (
            <Space size={0}>
              <MoveButtons
                index={oi}
                count={item.options.length}
                upLabel={t('itemEditor.moveOptionUp', { id: option.id })}
                downLabel={t('itemEditor.moveOptionDown', { id: option.id })}
                onMove={(to) => onChange(moveOption(item, oi, to))}
              />
            </Space>
          ) : null}
          {item.type !== 'likert' ? (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('instruments.removeOption', { id: option.id })}
              disabled={item.options.length <= MIN_OPTIONS}
              onClick={() => onChange(removeOption(item, oi))}
            />
          ) : null}
        </Flex>
      ))}
    </Flex>
  );
  return (
    <Flex vertical gap={8}>
      {item.type === 'likert' ? (
        <Flex gap={16} align="center" wrap>
          <NumberField
            id={`${idPrefix}-points`}
            label={t('itemEditor.points')}
            style={{ marginBottom: 0 }}
            min={LIKERT_POINTS.min}
            max={LIKERT_POINTS.max}
            value={item.points}
            onChange={(v) => v !== null && onChange(setLikertPoints(item, v))}
          />
          <Checkbox
            checked={item.reverse ?? false}
            onChange={(e) => onChange({ ...item, reverse: e.target.checked })}
          >
            {t('itemEditor.reverse')}
          </Checkbox>
        </Flex>
      ) : null}
      {item.type === 'multiple' ? (
        <Flex gap={16} wrap align="center">
          <NumberField
            id={`${idPrefix}-minc`}
            label={t('itemEditor.minChoices')}
            style={{ marginBottom: 0 }}
            min={0}
            max={MAX_OPTIONS}
            value={item.min_choices}
            onChange={(min_choices) => onChange({ ...item, min_choices })}
          />
          <NumberField
            id={`${idPrefix}-maxc`}
            label={t('itemEditor.maxChoices')}
            style={{ marginBottom: 0 }}
            min={1}
            max={MAX_OPTIONS}
            value={item.max_choices}
            onChange={(max_choices) => onChange({ ...item, max_choices })}
          />
          <Checkbox
            checked={item.scoring === 'partial'}
            onChange={(e) => onChange({ ...item, scoring: e.target.checked ? 'partial' : 'all-or-nothing' })}
          >
            {t('itemEditor.partial')}
          </Checkbox>
        </Flex>
      ) : null}
      {item.type === 'single' || item.type === 'multiple' ? (
        <Typography.Text type="secondary">{t('instruments.key')}</Typography.Text>
      ) : null}
      {item.type === 'single' ? (
        <Radio.Group
          value={typeof item.key === 'string' ? item.key : null}
          onChange={(e) => onChange({ ...item, key: e.target.value as string })}
          style={{ display: 'block' }}
        >
          {rows}
        </Radio.Group>
      ) : (
        rows
      )}
      {item.type === 'ranking' ? (
        <Checkbox
          checked={(item.keys?.length ?? 0) > 0}
          onChange={(e) =>
            onChange({ ...item, keys: e.target.checked ? item.options.map((o) => o.id) : null })
          }
        >
          {t('itemEditor.rankingKeyed')}
        </Checkbox>
      ) : null}
      {item.type !== 'likert' ? (
        <AddButton
          label={t('instruments.addOption')}
          disabled={item.options.length >= MAX_OPTIONS}
          onClick={() => onChange(addOption(item))}
        />
      ) : null}
    </Flex>
  );
}

function WeightsTable({
  idPrefix,
  item,
  onChange,
  indicatorOptions,
}: ItemEditorProps & { indicatorOptions: IndicatorOptions }) {
  const { t } = useTranslation();
  if (!('options' in item)) return null;
  const codes = weightIndicators(item);
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'weights',
          label: `${t('itemEditor.weights')}${codes.length ? ` (${codes.join(', ')})` : ''}`,
          children: (
            <Flex vertical gap={8}>
              <Form.Item
                label={t('itemEditor.weightIndicators')}
                htmlFor={`${idPrefix}-weights`}
                style={{ marginBottom: 0 }}
              >
                <Select
                  id={`${idPrefix}-weights`}
                  mode="multiple"
                  value={codes}
                  options={indicatorOptions}
                  onChange={(next: string[]) => onChange(setWeightIndicators(item, next))}
                />
              </Form.Item>
              {codes.length ? (
                <Table
                  size="small"
                  pagination={false}
                  rowKey="id"
                  dataSource={item.options}
                  columns={[
                    { title: '', dataIndex: 'id', width: 40 },
                    ...codes.map((code) => ({
                      title: code,
                      key: code,
                      render: (_: unknown, o: OptionDraft) => (
                        <InputNumber
                          size="small"
                          aria-label={t('itemEditor.weightOf', { id: o.id, indicator: code })}
                          value={o.weights?.[code] ?? 0}
                          onChange={(v) =>
                            onChange({
                              ...item,
                              options: item.options.map((x) =>
                                x.id === o.id ? { ...x, weights: { ...x.weights, [code]: num(v) ?? 0 } } : x,
                              ),
                            } as ItemDraft)
                          }
                        />
                      ),
                    })),
                  ]}
                />
              ) : null}
            </Flex>
          ),
        },
      ]}
    />
  );
}

function Advanced({ idPrefix, item, onChange }: ItemEditorProps) {
  const { t } = useTranslation();
  const irt = item.irt ?? null;
  const setIrt = (patch: Partial<NonNullable<typeof irt>>) =>
    irt && onChange({ ...item, irt: { ...irt, ...patch } });
  return (
    <Collapse
      size="small"
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'advanced',
          label: t('itemEditor.advanced'),
          children: (
            <Flex gap={16} wrap>
              <Form.Item label={t('itemEditor.irtModel')} htmlFor={`${idPrefix}-irt`}>
                <Select
                  id={`${idPrefix}-irt`}
                  style={{ width: 160 }}
                  value={irt?.model ?? 'none'}
                  onChange={(model: string) =>
                    onChange({
                      ...item,
                      irt:
                        model === 'none'
                          ? null
                          : { ...(irt ?? {}), model: model as (typeof IRT_MODELS)[number] },
                    })
                  }
                  options={[
                    { value: 'none', label: t('itemEditor.irtNone') },
                    ...IRT_MODELS.map((m) => ({ value: m, label: m })),
                  ]}
                />
              </Form.Item>
              {irt ? (
                <>
                  <NumberField
                    id={`${idPrefix}-irt-a`}
                    label={t('itemEditor.irtA')}
                    step={0.1}
                    value={irt.a}
                    onChange={(a) => setIrt({ a: a ?? undefined })}
                  />
                  {irt.model !== 'GRM' ? (
                    <NumberField
                      id={`${idPrefix}-irt-b`}
                      label={t('itemEditor.irtB')}
                      step={0.1}
                      value={irt.b}
                      onChange={(b) => setIrt({ b: b ?? undefined })}
                    />
                  ) : (
                    <Form.Item label={t('itemEditor.irtThresholds')} htmlFor={`${idPrefix}-irt-th`}>
                      <Input
                        id={`${idPrefix}-irt-th`}
                        defaultValue={(irt.thresholds ?? []).join(', ')}
                        onBlur={(e) =>
                          setIrt({
                            thresholds: e.target.value
                              .split(',')
                              .map((x) => Number(x.trim()))
                              .filter((x) => !Number.isNaN(x) && e.target.value.trim() !== ''),
                          })
                        }
                      />
                    </Form.Item>
                  )}
                  {irt.model === '3PL' ? (
                    <NumberField
                      id={`${idPrefix}-irt-c`}
                      label={t('itemEditor.irtC')}
                      min={0}
                      max={0.99}
                      step={0.05}
                      value={irt.c}
                      onChange={(c) => setIrt({ c: c ?? undefined })}
                    />
                  ) : null}
                </>
              ) : null}
              <NumberField
                id={`${idPrefix}-time`}
                label={t('itemEditor.itemTimeLimit')}
                min={5}
                max={3600}
                value={item.time_limit_seconds}
                onChange={(time_limit_seconds) => onChange({ ...item, time_limit_seconds })}
              />
              <NumberField
                id={`${idPrefix}-weight`}
                label={t('itemEditor.itemWeight')}
                step={0.1}
                value={item.weight}
                onChange={(weight) => onChange({ ...item, weight: weight ?? undefined })}
              />
            </Flex>
          ),
        },
      ]}
    />
  );
}
