import { DeleteOutlined } from '@ant-design/icons';
import { MAX_MATCH_CHOICES, MAX_MATCH_MAX } from '@asesa/contracts';
import { Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { AddButton } from './editor-fields';
import { nextChoiceId } from './match-drafts';

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
  const list = (side: Side, prefix: string) => (
    <Card size="small" title={t(side === 'sources' ? 'itemEditor.matchSources' : 'itemEditor.matchTargets')}>
      <Flex vertical gap={6}>
        {item[side].map((c, ci) => (
          <Flex key={c.id} gap={8} align="center">
            <Typography.Text code>{c.id}</Typography.Text>
            <Input
              aria-label={t('itemEditor.matchChoice', {
                side: t(side === 'sources' ? 'itemEditor.matchSources' : 'itemEditor.matchTargets'),
                id: c.id,
              })}
              value={c.text}
              maxLength={2000}
              onChange={(e) =>
                setChoices(
                  side,
                  item[side].map((x, i) => (i === ci ? { ...x, text: e.target.value } : x)),
                )
              }
            />
            <InputNumber
              aria-label={t('itemEditor.matchMax', { id: c.id })}
              min={0}
              max={MAX_MATCH_MAX}
              value={c.match_max ?? 1}
              style={{ width: 72 }}
              onChange={(v) =>
                setChoices(
                  side,
                  item[side].map((x, i) => (i === ci ? { ...x, match_max: Number(v ?? 1) } : x)),
                )
              }
            />
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('itemEditor.removeChoice', { id: c.id })}
              disabled={item[side].length <= 1}
              onClick={() => removeChoice(side, c.id)}
            />
          </Flex>
        ))}
        <AddButton
          label={t(side === 'sources' ? 'itemEditor.addSource' : 'itemEditor.addTarget')}
          disabled={item[side].length >= MAX_MATCH_CHOICES}
          onClick={() =>
            setChoices(side, [
              ...item[side],
              { id: nextChoiceId(prefix, item[side]), text: '', match_max: 1 },
            ])
          }
        />
      </Flex>
    </Card>
  );
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
