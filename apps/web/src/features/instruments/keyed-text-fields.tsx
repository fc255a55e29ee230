import { DeleteOutlined } from '@ant-design/icons';
import type { InstrumentItem } from '@asesa/contracts';
import { Button, Checkbox, Flex, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddButton } from './editor-fields';
import { num } from './item-editor-props';

type TextDraft = Extract<InstrumentItem, { type: 'text' }>;

/**
 * A keyed text item's accepted answers, each with an optional score (1 when left empty), and its
 * case rule; the candidate's answer is compared trimmed.
 */
export function KeyedTextFields({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: TextDraft;
  onChange: (next: TextDraft) => void;
}) {
  const { t } = useTranslation();
  const accepted = item.accepted ?? [];
  const setAnswer = (ai: number, patch: Partial<(typeof accepted)[number]>) =>
    onChange({ ...item, accepted: accepted.map((a, i) => (i === ai ? { ...a, ...patch } : a)) });
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.acceptedHelp')}</Typography.Text>
      {accepted.map((answer, ai) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: accepted answers are positional
        <Flex key={ai} gap={8}>
          <Input
            id={`${idPrefix}-accepted-${ai}`}
            aria-label={t('itemEditor.acceptedAnswer', { n: String(ai + 1) })}
            value={answer.value}
            onChange={(e) => setAnswer(ai, { value: e.target.value })}
          />
          <InputNumber
            aria-label={t('itemEditor.acceptedScore', { n: String(ai + 1) })}
            placeholder="1"
            style={{ width: 120 }}
            value={answer.score ?? null}
            onChange={(v) => setAnswer(ai, { score: num(v) })}
          />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('itemEditor.removeAccepted', { n: String(ai + 1) })}
            onClick={() => onChange({ ...item, accepted: accepted.filter((_, i) => i !== ai) })}
          />
        </Flex>
      ))}
      <AddButton
        label={t('itemEditor.addAccepted')}
        onClick={() => onChange({ ...item, accepted: [...accepted, { value: '' }] })}
      />
      <Checkbox
        checked={item.case_sensitive ?? false}
        onChange={(e) => onChange({ ...item, case_sensitive: e.target.checked })}
      >
        {t('itemEditor.caseSensitive')}
      </Checkbox>
    </Flex>
  );
}
