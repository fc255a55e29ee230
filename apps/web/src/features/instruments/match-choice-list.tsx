import { DeleteOutlined } from '@ant-design/icons';
import { MAX_MATCH_MAX } from '@asesa/contracts';
import { Button, Card, Flex, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddButton } from './editor-fields';
import { nextChoiceId } from './match-drafts';

/** A choice a match or gap-match item pairs: its text and how often it may be used (0 = unlimited). */
export interface MatchChoiceDraft {
  id: string;
  text: string;
  match_max?: number;
}

/**
 * One list of a match item's choices (its sources, its targets) or of a gap match's shared gap
 * texts: each choice's text and uses, removing one (never the last) and adding the next id.
 * `onRemove` lets the item drop what referred to the removed choice (its pairs, its gaps' keys).
 */
export function MatchChoiceList({
  title,
  addLabel,
  textLabel,
  choices,
  prefix,
  maxChoices,
  maxLength,
  onChoices,
  onRemove,
}: {
  title: string;
  addLabel: string;
  textLabel: (id: string) => string;
  choices: MatchChoiceDraft[];
  /** The new choices' id prefix (S, T). */
  prefix: string;
  maxChoices: number;
  maxLength: number;
  onChoices: (next: MatchChoiceDraft[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const set = (ci: number, next: MatchChoiceDraft) => onChoices(choices.map((x, i) => (i === ci ? next : x)));
  return (
    <Card size="small" title={title}>
      <Flex vertical gap={6}>
        {choices.map((c, ci) => (
          <Flex key={c.id} gap={8} align="center">
            {/* An id is one token: never broken over two lines beside a wide input. */}
            <Typography.Text code style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {c.id}
            </Typography.Text>
            <Input
              aria-label={textLabel(c.id)}
              value={c.text}
              maxLength={maxLength}
              onChange={(e) => set(ci, { ...c, text: e.target.value })}
            />
            <InputNumber
              aria-label={t('itemEditor.matchMax', { id: c.id })}
              min={0}
              max={MAX_MATCH_MAX}
              value={c.match_max ?? 1}
              style={{ width: 72 }}
              onChange={(v) => set(ci, { ...c, match_max: Number(v ?? 1) })}
            />
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('itemEditor.removeChoice', { id: c.id })}
              disabled={choices.length <= 1}
              onClick={() => onRemove(c.id)}
            />
          </Flex>
        ))}
        <AddButton
          label={addLabel}
          disabled={choices.length >= maxChoices}
          onClick={() =>
            onChoices([...choices, { id: nextChoiceId(prefix, choices), text: '', match_max: 1 }])
          }
        />
      </Flex>
    </Card>
  );
}
