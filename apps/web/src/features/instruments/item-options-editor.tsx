import { DeleteOutlined } from '@ant-design/icons';
import { LIKERT_POINTS } from '@asesa/contracts';
import { Button, Checkbox, Flex, Input, Radio, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addOption,
  type ItemDraft,
  MAX_OPTIONS,
  MIN_OPTIONS,
  moveOption,
  type OptionDraft,
  removeOption,
  setLikertPoints,
} from './content-model';
import { AddButton, MoveButtons, NumberField, ReverseCheckbox } from './editor-fields';

type OptionItem = Extract<ItemDraft, { options: OptionDraft[] }>;

/** The options of a choice or Likert item: text, key or score, order, added and removed. */
export function OptionsEditor({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: OptionItem;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const rows = <OptionRows item={item} onChange={onChange} />;
  return (
    <Flex vertical gap={8}>
      {item.type === 'likert' ? <LikertSettings idPrefix={idPrefix} item={item} onChange={onChange} /> : null}
      {item.type === 'multiple' ? (
        <ChoiceSettings idPrefix={idPrefix} item={item} onChange={onChange} />
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

/** The options one per row: key control, text, Likert value, order and removal, by the item's type. */
function OptionRows({ item, onChange }: { item: OptionItem; onChange: (next: ItemDraft) => void }) {
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
  return (
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
}

type Narrowed<T extends OptionItem['type']> = {
  idPrefix: string;
  item: Extract<OptionItem, { type: T }>;
  onChange: (next: ItemDraft) => void;
};

/** A Likert item's number of points and whether it is scored in reverse. */
function LikertSettings({ idPrefix, item, onChange }: Narrowed<'likert'>) {
  const { t } = useTranslation();
  return (
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
      <ReverseCheckbox checked={item.reverse} onChange={(reverse) => onChange({ ...item, reverse })} />
    </Flex>
  );
}

/** A multiple-choice item's least and most choices and whether it gives partial credit. */
function ChoiceSettings({ idPrefix, item, onChange }: Narrowed<'multiple'>) {
  const { t } = useTranslation();
  return (
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
  );
}
