import { Alert, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { decimal, pValue } from './format';
import type { ComparedModel, LikelihoodRatioTest, ModelComparison, Unavailable } from './result-types';
import { isUnavailable } from './result-types';
import { UnavailableNote } from './unavailable-note';

/** Below this a likelihood-ratio test says the richer model fits better than chance would give. */
const SIGNIFICANT_P = 0.05;

/**
 * The calibrated model against the other models of keyed items: −2LL, AIC and BIC (the lowest of
 * each marked), then what each likelihood-ratio test says in words, so an analyst sees when a
 * richer model (the 3PL's guessing, the 2PL's slopes) is not needed.
 */
export function ModelComparisonCard({ comparison }: { comparison: ModelComparison | Unavailable }) {
  const { t } = useTranslation();
  const title = t('evidence.comparison.title');
  if (isUnavailable(comparison))
    return (
      <Card size="small" title={title} role="region" aria-label={title}>
        <UnavailableNote reason={comparison.unavailable} />
      </Card>
    );
  const lowest = (pick: (m: ComparedModel) => number) => Math.min(...comparison.models.map(pick));
  const lowestAic = lowest((m) => m.aic);
  const lowestBic = lowest((m) => m.bic);
  const withTag = (value: number, best: number) => (
    <Flex gap={6} align="center" justify="end">
      {value === best ? <Tag color="green">{t('evidence.comparison.lowest')}</Tag> : null}
      {decimal(value, 1)}
    </Flex>
  );
  const columns: ColumnsType<ComparedModel> = [
    {
      title: t('evidence.comparison.model'),
      key: 'model',
      render: (_, m) =>
        m.model === '3PL'
          ? t(m.guessingPrior ? 'evidence.comparison.withPrior' : 'evidence.comparison.withoutPrior')
          : t(`evidence.models.${m.model}`),
    },
    {
      title: t('evidence.comparison.parameters'),
      dataIndex: 'parameters',
      align: 'right',
      render: (n: number) => decimal(n, 0),
    },
    { title: '−2LL', dataIndex: 'deviance', align: 'right', render: (v: number) => decimal(v, 1) },
    { title: 'AIC', dataIndex: 'aic', align: 'right', render: (v: number) => withTag(v, lowestAic) },
    { title: 'BIC', dataIndex: 'bic', align: 'right', render: (v: number) => withTag(v, lowestBic) },
  ];
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('evidence.comparison.hint', { persons: decimal(comparison.persons, 0) })}
        </Typography.Paragraph>
        <Table<ComparedModel>
          size="small"
          rowKey="model"
          pagination={false}
          columns={columns}
          dataSource={comparison.models}
          scroll={{ x: 'max-content' }}
        />
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('evidence.comparison.tests')}>
          {comparison.tests.map((test) => (
            <li key={`${test.restricted}-${test.general}`}>
              <TestVerdict test={test} />
            </li>
          ))}
        </ul>
        {comparison.tests.some((test) => test.penalised) ? (
          <Alert type="info" showIcon title={t('evidence.comparison.penalised')} />
        ) : null}
      </Flex>
    </Card>
  );
}

/** One likelihood-ratio test: its figures and what they mean for choosing a model. */
function TestVerdict({ test }: { test: LikelihoodRatioTest }) {
  const { t } = useTranslation();
  const names = { restricted: test.restricted, general: test.general };
  const figures = t('evidence.comparison.figures', {
    ...names,
    chiSquare: decimal(test.chiSquare, 2),
    df: String(test.df),
    p: pValue(test.p),
  });
  const verdict = test.lowerMaximum
    ? t('evidence.comparison.lowerMaximum', names)
    : test.p < SIGNIFICANT_P
      ? t('evidence.comparison.richerNeeded', names)
      : t('evidence.comparison.simplerSuffices', names);
  return (
    <Typography.Text>
      {figures} — {verdict}
      {test.boundary ? ` ${t('evidence.comparison.boundary')}` : ''}
    </Typography.Text>
  );
}
