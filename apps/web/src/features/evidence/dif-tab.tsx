import { Alert, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Explained } from './explained';
import { byNumber, decimal, pValue } from './format';
import { byLabel, useItemLabel } from './item-labels';
import { numberColumn } from './number-column';
import {
  type DifComparison,
  type DifResult,
  type EtsDifClass,
  type EvidenceResult,
  isUnavailable,
  type MantelHaenszelItem,
} from './result-types';
import { UnavailableNote } from './unavailable-note';

const ETS_COLOURS: Record<EtsDifClass, string> = { A: 'green', B: 'gold', C: 'red' };
const ETS_CLASSES: readonly EtsDifClass[] = ['A', 'B', 'C'];

/** Mantel–Haenszel DIF for each comparison asked for, with the ETS classes explained. */
export function DifTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
  if (!result.dif.length) return <Empty description={t('evidence.dif.none')} />;
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title={t('evidence.dif.aboutTitle')}
        description={
          <Flex vertical gap={4}>
            <span>{t('evidence.dif.about')}</span>
            {ETS_CLASSES.map((ets) => (
              <span key={ets}>
                <Tag color={ETS_COLOURS[ets]}>{ets}</Tag>
                {t(`evidence.dif.class${ets}`)}
              </span>
            ))}
          </Flex>
        }
      />
      {result.dif.map((comparison) => (
        <ComparisonCard
          key={`${comparison.variable}:${comparison.reference}:${comparison.focal}`}
          comparison={comparison}
        />
      ))}
    </Flex>
  );
}

function ComparisonCard({ comparison }: { comparison: EvidenceResult['dif'][number] }) {
  const { t } = useTranslation();
  const title = t('evidence.dif.comparison', {
    variable: t(`evidence.variables.${comparison.variable as 'gender'}`, comparison.variable),
    focal: comparison.focal,
    reference: comparison.reference,
  });
  return (
    <Card size="small" title={title}>
      {isUnavailable(comparison) ? (
        <UnavailableNote reason={comparison.unavailable} />
      ) : (
        <ComparisonTable comparison={comparison} result={comparison.result} />
      )}
    </Card>
  );
}

function ComparisonTable({ comparison, result }: { comparison: DifComparison; result: DifResult }) {
  const { t } = useTranslation();
  const label = useItemLabel();
  const counts: Record<EtsDifClass, number> = { A: 0, B: 0, C: 0 };
  for (const item of result.items) if (item.ets) counts[item.ets] += 1;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('evidence.dif.sample', {
          n: formatNumber(result.n),
          reference: comparison.reference,
          nReference: formatNumber(result.nReference),
          focal: comparison.focal,
          nFocal: formatNumber(result.nFocal),
          a: String(counts.A),
          b: String(counts.B),
          c: String(counts.C),
        })}
      </Typography.Text>
      <Table<MantelHaenszelItem>
        size="small"
        rowKey="item"
        dataSource={result.items}
        tableLayout="fixed"
        scroll={{ x: 720 }}
        pagination={result.items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          {
            key: 'item',
            title: t('evidence.items.id'),
            width: 110,
            ellipsis: { showTitle: true },
            render: (_, row) => label(row.item),
            sorter: byLabel((row) => label(row.item)),
          },
          {
            key: 'delta',
            title: <Explained title={t('evidence.dif.delta')} hint={t('evidence.dif.deltaHint')} />,
            width: 90,
            align: 'right',
            render: (_, item) => decimal(item.deltaMH),
            sorter: byNumber((item) => (item.deltaMH === null ? null : Math.abs(item.deltaMH))),
          },
          {
            key: 'se',
            title: t('evidence.dif.se'),
            width: 80,
            align: 'right',
            render: (_, item) => decimal(item.seDelta),
          },
          numberColumn('chi', t('evidence.dif.chiSquare'), 80, (item) => item.chiSquare),
          numberColumn('p', t('evidence.calibration.p'), 80, (item) => item.pValue, pValue),
          {
            key: 'ets',
            title: t('evidence.dif.ets'),
            width: 100,
            render: (_, item) =>
              item.ets ? <Tag color={ETS_COLOURS[item.ets]}>{item.ets}</Tag> : t('evidence.dif.undefined'),
            sorter: (x, y) => (x.ets ?? '').localeCompare(y.ets ?? ''),
          },
          {
            key: 'favours',
            title: t('evidence.dif.favours'),
            render: (_, item) => {
              if (item.favours === null) return '–';
              const text = t('evidence.dif.favoursGroup', {
                group: item.favours === 'reference' ? comparison.reference : comparison.focal,
                role:
                  item.favours === 'reference'
                    ? t('evidence.dif.referenceRole')
                    : t('evidence.dif.focalRole'),
              });
              // A negligible difference still leans one way; it is shown, but not as a finding.
              return item.ets === 'A' || item.ets === null ? (
                <Typography.Text type="secondary">{text}</Typography.Text>
              ) : (
                text
              );
            },
          },
        ]}
      />
    </Flex>
  );
}
