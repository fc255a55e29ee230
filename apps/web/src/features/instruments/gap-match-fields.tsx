import { MAX_GAPS } from '@asesa/contracts';
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { AddButton } from './editor-fields';
import { GapKeySelect, GapPointsInput } from './gap-key-select';
import { gapEdits, MissingGapMarkers, RemoveGapButton } from './gapped-stem';
import { MatchChoiceList } from './match-choice-list';
import { nextChoiceId } from './match-drafts';
import { gapPoints, setGapPoints, usesGapPoints } from './partial-credit';

type GapMatchDraft = Extract<ItemDraft, { type: 'gap-match' }>;
type GapText = GapMatchDraft['gap_texts'][number];
type Gap = GapMatchDraft['gaps'][number];

/**
 * A gap-match item: the shared gap texts (each with how often it may be used), each gap's correct
 * text and the scoring rule. Adding a gap appends its marker to the question, removing takes it out.
 */
export function GapMatchFields({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: GapMatchDraft;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const { setGap, addGap, removeGap } = gapEdits<Gap, GapMatchDraft>(item, onChange);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.gapMatchHint')}</Typography.Text>
      <MissingGapMarkers item={item} />
      <MatchChoiceList
        title={t('itemEditor.gapTexts')}
        addLabel={t('instruments.addOption')}
        textLabel={(id) => t('itemEditor.gapText', { id })}
        choices={item.gap_texts}
        prefix="T"
        maxChoices={20}
        maxLength={200}
        onChoices={(gap_texts) => onChange({ ...item, gap_texts: gap_texts as GapText[] })}
        onRemove={(id) =>
          onChange({
            ...item,
            gap_texts: item.gap_texts.filter((x) => x.id !== id),
            gaps: item.gaps.map((g) => (g.key === id ? { ...g, key: null } : g)),
          })
        }
      />
      {item.gaps.map((gap, gi) => (
        <GapRow
          key={gap.id}
          idPrefix={idPrefix}
          item={item}
          gap={gap}
          onGap={(next) => setGap(gi, next)}
          onPoints={(points) => onChange(setGapPoints(item, gap.id, points))}
          onRemove={() => removeGap(gap)}
        />
      ))}
      <AddButton
        label={t('itemEditor.addGap')}
        disabled={item.gaps.length >= MAX_GAPS}
        onClick={() => addGap({ id: nextChoiceId('g', item.gaps), key: null })}
      />
      <Flex gap={8} align="center">
        <Typography.Text>{t('itemEditor.gapMatchScoring')}</Typography.Text>
        <Radio.Group
          aria-label={t('itemEditor.gapMatchScoring')}
          value={item.scoring ?? 'per-gap'}
          onChange={(e) => onChange({ ...item, scoring: e.target.value })}
          options={[
            { value: 'per-gap', label: t('itemEditor.perGap') },
            { value: 'all-or-nothing', label: t('itemEditor.gapAllOrNothing') },
          ]}
        />
      </Flex>
    </Flex>
  );
}

/** One gap: its correct gap text, its points when scored per gap, and its remove button. */
function GapRow({
  idPrefix,
  item,
  gap,
  onGap,
  onPoints,
  onRemove,
}: {
  idPrefix: string;
  item: GapMatchDraft;
  gap: Gap;
  onGap: (next: Gap) => void;
  onPoints: (points: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      <GapKeySelect
        id={`${idPrefix}-${gap.id}-key`}
        gapId={gap.id}
        value={gap.key}
        choices={item.gap_texts}
        onChange={(key) => onGap({ ...gap, key })}
        labelWidth={160}
      />
      {usesGapPoints(item) && (
        <GapPointsInput
          id={`${idPrefix}-${gap.id}-points`}
          label={t('itemEditor.gapPoints', { id: gap.id })}
          value={gapPoints(gap)}
          onChange={onPoints}
        />
      )}
      <RemoveGapButton gapId={gap.id} gapCount={item.gaps.length} onClick={onRemove} />
    </Flex>
  );
}
