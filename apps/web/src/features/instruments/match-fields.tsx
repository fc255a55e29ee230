import { MAX_MATCH_CHOICES } from '@asesa/contracts';
import { Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { MatchChoiceList } from './match-choice-list';

type MatchDraft = Extract<ItemDraft, { type: 'match' }>;
type Choice = MatchDraft['sources'][number];
type Side = 'sources' | 'targets';

/**
 * A match item's sources and targets (text and how often each may be used) and its key: for each
 * source, the targets it pairs with. Removing a choice removes its pairs from the key.
 */
export function MatchFields({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: MatchDraft;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const key = item.key ?? [];
  const setChoices = (side: Side, choices: Choice[]) => onChange({ ...item, [side]: choices });
  const removeChoice = (side: Side, id: string) =>
    onChange({
      ...item,
      [side]: item[side].filter((c) => c.id !== id),
      key: key.filter((p) => (side === 'sources' ? p.source : p.target) !== id),
    });
  const setKeyOf = (source: string, targets: string[]) =>
    onChange({
      ...item,
      key: [...key.filter((p) => p.source !== source), ...targets.map((target) => ({ source, target }))],
    });
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
    </Flex>
  );
}
