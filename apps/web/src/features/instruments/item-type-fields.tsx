import { DeleteOutlined } from '@ant-design/icons';
import { FORCED_CHOICE_BLOCK } from '@asesa/contracts';
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { AddButton, NumberField, ReverseCheckbox } from './editor-fields';
import { addStatement, removeStatement } from './forced-choice-irt';
import { ForcedChoiceIrtFields } from './forced-choice-irt-fields';
import { GapMatchFields } from './gap-match-fields';
import { InlineChoiceFields } from './inline-choice-fields';
import { type IndicatorOptions, type ItemEditorProps, num } from './item-editor-props';
import { OptionsEditor } from './item-options-editor';
import { KeyedTextFields } from './keyed-text-fields';
import { MatchFields } from './match-fields';
import { HotspotFields, HottextFields, SliderFields } from './selection-fields';

/** A text item's ways of scoring, with their labels' keys. */
const TEXT_SCORING = [
  ['unscored', 'itemEditor.unscored'],
  ['rubric', 'itemEditor.rubric'],
  ['keyed', 'itemEditor.keyedText'],
] as const;

/** The props of the fields of one item type, its item narrowed to that type. */
interface TypeProps<T extends ItemDraft['type']> {
  idPrefix: string;
  item: Extract<ItemDraft, { type: T }>;
  onChange: (next: ItemDraft) => void;
}

/** The fields of the item's own type: options and keys, scale points, forced-choice statements, rubric. */
export function TypeFields({
  idPrefix,
  item,
  onChange,
  indicatorOptions,
  instrumentId,
}: ItemEditorProps & { indicatorOptions: IndicatorOptions }) {
  switch (item.type) {
    case 'single':
    case 'multiple':
    case 'likert':
    case 'ranking':
      return <OptionsEditor idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'true-false':
      return <TrueFalseFields item={item} onChange={onChange} />;
    case 'forced-choice':
      return (
        <ForcedChoiceFields
          idPrefix={idPrefix}
          item={item}
          onChange={onChange}
          indicatorOptions={indicatorOptions}
        />
      );
    case 'numeric':
      return <NumericFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'text':
      return <TextFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'inline-choice':
      return <InlineChoiceFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'match':
      return <MatchFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'gap-match':
      return <GapMatchFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'hottext':
      return <HottextFields idPrefix={idPrefix} item={item} onChange={onChange} />;
    case 'hotspot':
      return (
        <HotspotFields idPrefix={idPrefix} item={item} onChange={onChange} instrumentId={instrumentId} />
      );
  }
}

/** A true/false item's key and whether it is scored in reverse. */
function TrueFalseFields({ item, onChange }: Omit<TypeProps<'true-false'>, 'idPrefix'>) {
  const { t } = useTranslation();
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
      <ReverseCheckbox checked={item.reverse} onChange={(reverse) => onChange({ ...item, reverse })} />
    </Flex>
  );
}

/** A forced-choice block's statements with their indicators, and its IRT parameters. */
function ForcedChoiceFields({
  idPrefix,
  item,
  onChange,
  indicatorOptions,
}: TypeProps<'forced-choice'> & { indicatorOptions: IndicatorOptions }) {
  const { t } = useTranslation();
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
          <ReverseCheckbox
            checked={s.reverse}
            ariaLabel={t('itemEditor.statementReverse', { id: s.id })}
            onChange={(reverse) => setStatement(si, { reverse })}
          />
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

/** A numeric item's range and its key with the tolerance around it. */
function NumericFields({ idPrefix, item, onChange }: TypeProps<'numeric'>) {
  const { t } = useTranslation();
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
      <SliderFields idPrefix={idPrefix} item={item} onChange={onChange} />
    </Flex>
  );
}

/** A text item's scoring, its length limit and, when scored, the rubric's levels. */
function TextFields({ idPrefix, item, onChange }: TypeProps<'text'>) {
  const { t } = useTranslation();
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
            onChange={(scoring: 'unscored' | 'rubric' | 'keyed') => onChange({ ...item, scoring })}
            options={TEXT_SCORING.map(([value, label]) => ({ value, label: t(label) }))}
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
                onClick={() => onChange({ ...item, rubric: (item.rubric ?? []).filter((_, i) => i !== li) })}
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
      {item.scoring === 'keyed' && <KeyedTextFields idPrefix={idPrefix} item={item} onChange={onChange} />}
    </Flex>
  );
}
