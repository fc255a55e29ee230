import { MAX_MATCH_CHOICES } from '@asesa/contracts';
import { Card, Flex, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { MatchChoiceList } from './match-choice-list';
import {
  scoredPairs,
  setPairPoints,
  setPairScoring,
  setSourceKey,
  usesPairPoints,
  withoutChoice,
} from './partial-credit';

type MatchDraft = Extract<ItemDraft, { type: 'match' }>;
type Choice = MatchDraft['sources'][number];
type Side = 'sources' | 'targets';

/** A match item's draft, what its inputs' ids start with, and where an edit goes. */
interface MatchFieldsProps {
  idPrefix: string;
  item: MatchDraft;
  onChange: (next: ItemDraft) => void;
}

/**
 * A match item's sources and targets (text and how often each may be used) and its key: for each
 * source, the targets it pairs with. Removing a choice removes its pairs from the key.
 */
export function MatchFields({ idPrefix, item, onChange }: MatchFieldsProps) {
  const { t } = useTranslation();
  const key = item.key ?? [];
  const setChoices = (side: Side, choices: Choice[]) => onChange({ ...item, [side]: choices });
  const removeChoice = (side: Side, id: string) => onChange(withoutChoice(item, side, id));
  const setKeyOf = (source: string, targets: string[]) => onChange(setSourceKey(item, source, targets));
  const list = (side: Side, prefix: string) => {
    const title = t(side === 'sources' ? 'itemEditor.matchSources' : 'itemEditor.matchTargets');
    return (
      <MatchChoiceList
        title={title}
        addLabel={t(side === 'sources' ? 'itemEditor.addSource' : 'itemEditor.addTarget')}
        textLabel={(id) => t('itemEditor.matchChoice', { side: title, id })}
        choices={item[side]}
        prefix={prefix}
        maxChoices={MAX_MATCH_CHOICES}
        maxLength={2000}
        onChoices={(choices) => setChoices(side, choices)}
        onRemove={(id) => removeChoice(side, id)}
      />
    );
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.matchHint')}</Typography.Text>
      {list('sources', 'S')}
      {list('targets', 'T')}
      <Card size="small" title={t('instruments.key')}>
        <Flex vertical gap={6}>
          {item.sources.map((s) => (
            <Flex key={s.id} gap={8} align="center" wrap>
              <label htmlFor={`${idPrefix}-key-${s.id}`} style={{ minWidth: 160 }}>
                {t('itemEditor.matchKey', { id: s.text || s.id })}
              </label>
              <Select
                id={`${idPrefix}-key-${s.id}`}
                mode="multiple"
                style={{ minWidth: 240 }}
                value={key.filter((p) => p.source === s.id).map((p) => p.target)}
                onChange={(targets: string[]) => setKeyOf(s.id, targets)}
                options={item.targets.map((c) => ({ value: c.id, label: c.text || c.id }))}
              />
            </Flex>
          ))}
        </Flex>
      </Card>
      <PairPoints idPrefix={idPrefix} item={item} onChange={onChange} />
    </Flex>
  );
}

/** All-or-nothing against the key, or points per pair: then one number per scored pair. */
function PairPoints({ idPrefix, item, onChange }: MatchFieldsProps) {
  const { t } = useTranslation();
  const perPair = usesPairPoints(item);
  const textOf = (side: Side, id: string) => item[side].find((c) => c.id === id)?.text || id;
  return (
    <Card
      size="small"
      title={t('itemEditor.pairPoints')}
      extra={
        <Switch
          aria-label={t('itemEditor.pairPointsOn')}
          checked={perPair}
          onChange={(on) => onChange(setPairScoring(item, on))}
        />
      }
    >
      <Flex vertical gap={6}>
        <Typography.Text type="secondary">
          {t(perPair ? 'itemEditor.pairPointsHint' : 'itemEditor.pairAllOrNothing')}
        </Typography.Text>
        {scoredPairs(item).map((pair) => {
          const id = `${idPrefix}-points-${pair.source}-${pair.target}`;
          return (
            <Flex key={`${pair.source} ${pair.target}`} gap={8} align="center" wrap>
              <label htmlFor={id} style={{ minWidth: 240 }}>
                {t('itemEditor.pairPointsOf', {
                  source: textOf('sources', pair.source),
                  target: textOf('targets', pair.target),
                })}
              </label>
              <InputNumber
                id={id}
                value={pair.points}
                onChange={(points) => onChange(setPairPoints(item, pair, points ?? 0))}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
