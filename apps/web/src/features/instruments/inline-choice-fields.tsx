import { DeleteOutlined } from '@ant-design/icons';
import { gapMarker, MAX_GAPS } from '@asesa/contracts';
import { Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { optionId } from './content-model';
import { AddButton } from './editor-fields';
import { GapKeySelect, GapPointsInput } from './gap-key-select';
import { gapEdits, MissingGapMarkers, RemoveGapButton } from './gapped-stem';
import {
  gapPoints,
  setInlineGapPoints,
  setInlinePoints,
  usesInlinePoints,
  wrongPoints,
} from './partial-credit';

type InlineChoiceDraft = Extract<ItemDraft, { type: 'inline-choice' }>;
type Gap = InlineChoiceDraft['gaps'][number];

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 10;

/** The next gap id no gap of the item uses: g1, g2, … */
function nextGapId(gaps: readonly Gap[]): string {
  const used = new Set(gaps.map((g) => g.id));
  let n = gaps.length + 1;
  while (used.has(`g${n}`)) n++;
  return `g${n}`;
}

/**
 * An inline-choice item's gaps: each gap's options, its correct answer and, when the item gives
 * points per gap, what its key and a wrong choice earn. A gap's dropdown stands
 * where its marker [[id]] is in the question; adding a gap appends its marker, removing one takes
 * the marker out, so the text and the gaps always agree.
 */
export function InlineChoiceFields({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: InlineChoiceDraft;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const { setGap, addGap, removeGap } = gapEdits<Gap, InlineChoiceDraft>(item, onChange);
  const addEmptyGap = () =>
    addGap({
      id: nextGapId(item.gaps),
      options: [0, 1].map((i) => ({ id: optionId(i), text: '' })),
      key: null,
    });
  const perGap = usesInlinePoints(item);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.gapsHint')}</Typography.Text>
      <Flex gap={8} align="center">
        <Switch
          id={`${idPrefix}-gap-points`}
          checked={perGap}
          onChange={(on) => onChange(setInlinePoints(item, on))}
        />
        <label htmlFor={`${idPrefix}-gap-points`}>{t('itemEditor.inlinePointsOn')}</label>
      </Flex>
      <Typography.Text type="secondary">
        {t(perGap ? 'itemEditor.inlinePointsHint' : 'itemEditor.inlineOnePoint')}
      </Typography.Text>
      <MissingGapMarkers item={item} />
      {item.gaps.map((gap, gi) => (
        <Card
          key={gap.id}
          size="small"
          title={t('itemEditor.gapTitle', { marker: gapMarker(gap.id) })}
          extra={
            <RemoveGapButton gapId={gap.id} gapCount={item.gaps.length} onClick={() => removeGap(gap)} />
          }
        >
          <GapOptions idPrefix={`${idPrefix}-${gap.id}`} gap={gap} onChange={(next) => setGap(gi, next)} />
          {perGap && gap.key && (
            <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
              <GapPointsInput
                id={`${idPrefix}-${gap.id}-points`}
                label={t('itemEditor.gapPoints', { id: gap.id })}
                value={gapPoints(gap)}
                onChange={(points) => onChange(setInlineGapPoints(item, gap.id, { points }))}
              />
              <GapPointsInput
                id={`${idPrefix}-${gap.id}-wrong-points`}
                label={t('itemEditor.wrongPoints', { id: gap.id })}
                value={wrongPoints(gap)}
                onChange={(points) => onChange(setInlineGapPoints(item, gap.id, { wrong_points: points }))}
              />
            </Flex>
          )}
        </Card>
      ))}
      <AddButton
        label={t('itemEditor.addGap')}
        disabled={item.gaps.length >= MAX_GAPS}
        onClick={addEmptyGap}
      />
    </Flex>
  );
}

/** One gap's options (plain text: a dropdown shows no formatting) and which one is right. */
function GapOptions({
  idPrefix,
  gap,
  onChange,
}: {
  idPrefix: string;
  gap: Gap;
  onChange: (next: Gap) => void;
}) {
  const { t } = useTranslation();
  const setText = (oi: number, text: string) =>
    onChange({ ...gap, options: gap.options.map((o, i) => (i === oi ? { ...o, text } : o)) });
  const remove = (id: string) =>
    onChange({
      ...gap,
      options: gap.options.filter((o) => o.id !== id),
      key: gap.key === id ? null : gap.key,
    });
  const add = () => {
    const used = new Set(gap.options.map((o) => o.id));
    let i = gap.options.length;
    while (used.has(optionId(i))) i++;
    onChange({ ...gap, options: [...gap.options, { id: optionId(i), text: '' }] });
  };
  return (
    <Flex vertical gap={6}>
      {gap.options.map((option, oi) => (
        <Flex key={option.id} gap={8} align="center">
          <Input
            aria-label={t('itemEditor.gapOption', { gap: gap.id, id: option.id })}
            value={option.text}
            maxLength={200}
            onChange={(e) => setText(oi, e.target.value)}
          />
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('instruments.removeOption', { id: option.id })}
            disabled={gap.options.length <= MIN_OPTIONS}
            onClick={() => remove(option.id)}
          />
        </Flex>
      ))}
      <Flex gap={8} align="center" wrap>
        <AddButton
          label={t('instruments.addOption')}
          disabled={gap.options.length >= MAX_OPTIONS}
          onClick={add}
        />
        <GapKeySelect
          id={`${idPrefix}-key`}
          gapId={gap.id}
          value={gap.key}
          choices={gap.options}
          onChange={(key) => onChange({ ...gap, key })}
        />
      </Flex>
    </Flex>
  );
}
