import { Collapse, Flex, InputNumber, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import {
  type BlockDraft,
  isCalibrated,
  setThreshold,
  statementPairs,
  thresholdsOf,
} from './forced-choice-irt';

const num = (v: number | string | null) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * "IRT parameters" of a forced-choice block: loading and uniqueness per statement and a threshold per
 * statement pair, which a blueprint scoring forced choice as Thurstonian IRT needs.
 */
export function ForcedChoiceIrtFields({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: BlockDraft;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const setStatement = (si: number, patch: { loading?: number | null; uniqueness?: number | null }) =>
    onChange({ ...item, statements: item.statements.map((x, i) => (i === si ? { ...x, ...patch } : x)) });
  const thresholds = thresholdsOf(item);
  const pairs = statementPairs(item.statements.length);
  const calibrated = isCalibrated(item);
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'irt',
          label: (
            <Flex gap={8} align="center">
              <span>{t('itemEditor.irtParameters')}</span>
              {calibrated ? <Tag color="green">{t('itemEditor.irtCalibrated')}</Tag> : null}
            </Flex>
          ),
          children: (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">{t('itemEditor.irtParametersHint')}</Typography.Text>
              <Table
                size="small"
                pagination={false}
                rowKey="id"
                dataSource={item.statements.map((s, si) => ({ ...s, si }))}
                columns={[
                  { title: '', dataIndex: 'id', width: 40 },
                  { title: t('itemEditor.indicator'), dataIndex: 'indicator', render: (v) => v ?? '–' },
                  {
                    title: t('itemEditor.loading'),
                    key: 'loading',
                    render: (_: unknown, s) => (
                      <InputNumber
                        id={`${idPrefix}-loading-${s.id}`}
                        size="small"
                        step={0.1}
                        aria-label={t('itemEditor.loadingOf', { id: s.id })}
                        value={s.loading ?? null}
                        onChange={(v) => setStatement(s.si, { loading: num(v) })}
                      />
                    ),
                  },
                  {
                    title: t('itemEditor.uniqueness'),
                    key: 'uniqueness',
                    render: (_: unknown, s) => (
                      <InputNumber
                        id={`${idPrefix}-uniqueness-${s.id}`}
                        size="small"
                        step={0.1}
                        min={0.001}
                        aria-label={t('itemEditor.uniquenessOf', { id: s.id })}
                        value={s.uniqueness ?? null}
                        onChange={(v) => setStatement(s.si, { uniqueness: num(v) })}
                      />
                    ),
                  },
                ]}
              />
              <Typography.Text>{t('itemEditor.pairThresholds')}</Typography.Text>
              <Flex gap={12} wrap>
                {pairs.map(([i, k], p) => {
                  const pair = `${item.statements[i].id}–${item.statements[k].id}`;
                  return (
                    <Flex key={pair} vertical gap={4}>
                      <Typography.Text type="secondary">{pair}</Typography.Text>
                      <InputNumber
                        id={`${idPrefix}-threshold-${p}`}
                        size="small"
                        step={0.1}
                        style={{ width: 96 }}
                        aria-label={t('itemEditor.thresholdOf', { pair })}
                        value={thresholds[p]}
                        onChange={(v) => onChange(setThreshold(item, p, num(v)))}
                      />
                    </Flex>
                  );
                })}
              </Flex>
            </Flex>
          ),
        },
      ]}
    />
  );
}
