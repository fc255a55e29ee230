import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Flex, InputNumber, Radio, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import {
  characterTypes,
  type PreviewAnswer,
  type PreviewItem,
  randomResponses,
  type ScoreLine,
  scoreLines,
} from './scoring-model';
import { stripTags } from './strip-tags';

type Item = Omit<PreviewItem, 'options'> & { stem?: string; options?: Array<{ id: string; text?: string }> };

/** Answers the instrument's items (or randomises them) and shows the engine's scores, live. */
export function PreviewPanel({ blueprintId, items }: { blueprintId: number; items: Item[] }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, PreviewAnswer>>({});
  const preview = useMutation({
    mutationFn: async (responses: Record<string, PreviewAnswer>) => {
      const env = await api(
        'quiz-scorings/blueprints/preview',
        { blueprint_id: blueprintId, responses },
        { silent: true },
      );
      if (env.code !== 200 || !env.data) throw new Error(env.error?.message ?? String(env.code));
      return env.data;
    },
  });
  const { mutate } = preview;
  useEffect(() => {
    const handle = setTimeout(() => mutate(answers), 250);
    return () => clearTimeout(handle);
  }, [answers, mutate]);

  const lines = useMemo(() => (preview.data ? scoreLines(preview.data.result) : []), [preview.data]);
  const types = preview.data ? characterTypes(preview.data.result) : [];
  const set = (id: string, value: PreviewAnswer) => setAnswers((a) => ({ ...a, [id]: value }));

  return (
    <Card size="small" title={t('scoring.preview')} aria-label={t('scoring.preview')}>
      <Typography.Paragraph type="secondary">{t('scoring.previewHint')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button onClick={() => setAnswers(randomResponses(items))}>{t('scoring.randomise')}</Button>
        <Button onClick={() => setAnswers({})}>{t('scoring.clear')}</Button>
      </Flex>
      {preview.error ? (
        <Alert type="error" showIcon message={preview.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      {preview.data ? (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            <Tag>
              {t('scoring.numberCorrect')}: {String(preview.data.result.numberCorrect)} /{' '}
              {String(preview.data.result.maxScore)}
            </Tag>
            <Tag>
              {t('scoring.version')}: {preview.data.blueprint_version}
            </Tag>
            {types.map((type) => (
              <Tag color="purple" key={type}>
                {t('scoring.characterType')}: {type}
              </Tag>
            ))}
          </Flex>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways in a narrow column; keyboard users scroll it once it has focus */}
          <div role="region" aria-label={t('scoring.preview')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table<ScoreLine>
              size="small"
              rowKey={(l) => `${l.kind}:${l.code}`}
              pagination={false}
              aria-label={t('scoring.preview')}
              locale={{ emptyText: t('scoring.noScores') }}
              dataSource={lines}
              columns={[
                { title: t('scoring.code'), dataIndex: 'code' },
                { title: t('scoring.raw'), dataIndex: 'raw' },
                { title: t('scoring.z'), dataIndex: 'z' },
                { title: t('scoring.T'), dataIndex: 'T' },
                { title: t('scoring.sten'), dataIndex: 'sten' },
                { title: t('scoring.stanine'), dataIndex: 'stanine' },
                { title: t('scoring.percentile'), dataIndex: 'percentile' },
                {
                  title: t('scoring.level'),
                  dataIndex: 'level',
                  render: (_v, l) => (l.level ? <Tag color={l.colour ?? undefined}>{l.level}</Tag> : null),
                },
              ]}
            />
          </div>
        </>
      ) : null}
      <Flex vertical gap={12} style={{ marginTop: 16 }}>
        {items.length === 0 ? <Empty description={t('scoring.noItems')} /> : null}
        {items.map((item, i) => (
          <div key={item.id} role="group" aria-label={`${i + 1}. ${stripTags(item.stem ?? item.id)}`}>
            <Typography.Text strong>
              {i + 1}. {stripTags(item.stem ?? item.id)}
            </Typography.Text>
            <div>
              <ItemInput item={item} value={answers[item.id] ?? null} onChange={(v) => set(item.id, v)} />
            </div>
          </div>
        ))}
      </Flex>
    </Card>
  );
}

function ItemInput({
  item,
  value,
  onChange,
}: {
  item: Item;
  value: PreviewAnswer;
  onChange: (v: PreviewAnswer) => void;
}) {
  const { t } = useTranslation();
  const choices = (item.options ?? []).map((o) => ({ value: o.id, label: stripTags(o.text ?? o.id) }));
  switch (item.type ?? 'single_choice') {
    case 'single_choice':
    case 'single':
    case 'likert':
      return <Radio.Group options={choices} value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'multiple':
      return (
        <Checkbox.Group
          options={choices}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.length ? (v as string[]) : null)}
        />
      );
    case 'true-false':
      return (
        <Radio.Group
          options={[
            { value: true, label: t('scoring.trueLabel') },
            { value: false, label: t('scoring.falseLabel') },
          ]}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'numeric':
      return (
        <InputNumber value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? null)} />
      );
    default:
      return (
        <Typography.Text type="secondary">{value === null ? '—' : JSON.stringify(value)}</Typography.Text>
      );
  }
}
