import { Alert, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { formatNumber } from '../../lib/format';
import { Explained } from './explained';
import { byNumber, decimal, pValue } from './format';
import { groupLabel } from './group-label';
import { byLabel, useItemLabel } from './item-labels';
import { numberColumn } from './number-column';
import {
  type DifComparison,
  type DifResult,
  type EtsDifClass,
  type EvidenceResult,
  isRatingDif,
  isUnavailable,
  type MantelHaenszelItem,
  type PolytomousDifItem,
} from './result-types';
import { UnavailableNote } from './unavailable-note';

const ETS_COLOURS: Record<EtsDifClass, string> = { A: 'green', B: 'gold', C: 'red' };
const ETS_CLASSES: readonly EtsDifClass[] = ['A', 'B', 'C'];

/**
 * DIF for each comparison asked for, with the ETS classes of the methods used explained: keyed
 * items by Mantel–Haenszel, rating statements by Mantel's test and the SMD.
 */
export function DifTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
  if (!result.dif.length) return <Empty description={t('evidence.dif.none')} />;
  const items = result.dif.flatMap((c) => (isUnavailable(c) ? [] : c.result.items));
  const hasRating = items.some(isRatingDif);
  // Without a result to tell, the keyed method is the one explained (the usual case).
  const hasKeyed = items.some((item) => !isRatingDif(item)) || !hasRating;
  return (
    <Flex vertical gap={16}>
      {hasKeyed && <MethodAlert title={t('evidence.dif.aboutTitle')} about={t('evidence.dif.about')} />}
      {hasRating && (
        <MethodAlert title={t('evidence.dif.ratingTitle')} about={t('evidence.dif.ratingAbout')} doubled />
      )}
      {result.dif.map((comparison) => (
        <ComparisonCard
          key={`${comparison.variable}:${comparison.reference}:${comparison.focal}`}
          comparison={comparison}
        />
      ))}
    </Flex>
  );
}

/** What a DIF method compares and what its ETS classes mean (AA, BB, CC for rating statements). */
function MethodAlert({ title, about, doubled = false }: { title: string; about: string; doubled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      description={
        <Flex vertical gap={4}>
          <span>{about}</span>
          {ETS_CLASSES.map((ets) => (
            <span key={ets}>
              <Tag color={ETS_COLOURS[ets]}>{doubled ? `${ets}${ets}` : ets}</Tag>
              {t(doubled ? `evidence.dif.ratingClass${ets}` : `evidence.dif.class${ets}`)}
            </span>
          ))}
        </Flex>
      }
    />
  );
}

function ComparisonCard({ comparison }: { comparison: EvidenceResult['dif'][number] }) {
  const { t } = useTranslation();
  const title = t('evidence.dif.comparison', {
    variable: t(`evidence.variables.${comparison.variable as 'gender'}`, comparison.variable),
    focal: groupLabel(comparison.focal, t),
    reference: groupLabel(comparison.reference, t),
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
  const counts: Record<EtsDifClass, number> = { A: 0, B: 0, C: 0 };
  for (const item of result.items) if (item.ets) counts[item.ets] += 1;
  const keyed = result.items.filter((item): item is MantelHaenszelItem => !isRatingDif(item));
  const ratings = result.items.filter(isRatingDif);
  const both = keyed.length > 0 && ratings.length > 0;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('evidence.dif.sample', {
          n: formatNumber(result.n),
          reference: groupLabel(comparison.reference, t),
          nReference: formatNumber(result.nReference),
          focal: groupLabel(comparison.focal, t),
          nFocal: formatNumber(result.nFocal),
          a: String(counts.A),
          b: String(counts.B),
          c: String(counts.C),
        })}
      </Typography.Text>
      {keyed.length > 0 && (
        <>
          {both && <Typography.Text strong>{t('evidence.dif.keyedTitle')}</Typography.Text>}
          <KeyedTable comparison={comparison} items={keyed} />
        </>
      )}
      {ratings.length > 0 && (
        <>
          {both && <Typography.Text strong>{t('evidence.dif.ratingTitle')}</Typography.Text>}
          <RatingTable comparison={comparison} items={ratings} />
        </>
      )}
    </Flex>
  );
}

/** The columns every DIF table ends with: the item first; χ², p, the class and whom it favours. */
function useDifColumns<T extends MantelHaenszelItem | PolytomousDifItem>(
  comparison: DifComparison,
  double: boolean,
) {
  const { t } = useTranslation();
  const label = useItemLabel();
  const item: ColumnsType<T>[number] = {
    key: 'item',
    title: t('evidence.items.id'),
    width: 110,
    ellipsis: { showTitle: true },
    render: (_, row) => label(row.item),
    sorter: byLabel((row) => label(row.item)),
  };
  const tail: ColumnsType<T> = [
    numberColumn('chi', t('evidence.dif.chiSquare'), 80, (row) => row.chiSquare),
    numberColumn('p', t('evidence.calibration.p'), 80, (row) => row.pValue, pValue),
    {
      key: 'ets',
      title: t('evidence.dif.ets'),
      width: 100,
      render: (_, row) =>
        row.ets ? (
          <Tag color={ETS_COLOURS[row.ets]}>{double ? `${row.ets}${row.ets}` : row.ets}</Tag>
        ) : (
          t('evidence.dif.undefined')
        ),
      sorter: (x, y) => (x.ets ?? '').localeCompare(y.ets ?? ''),
    },
    {
      key: 'favours',
      title: t('evidence.dif.favours'),
      render: (_, row) => {
        if (row.favours === null) return '–';
        const text = t('evidence.dif.favoursGroup', {
          group: groupLabel(row.favours === 'reference' ? comparison.reference : comparison.focal, t),
          role: row.favours === 'reference' ? t('evidence.dif.referenceRole') : t('evidence.dif.focalRole'),
        });
        // A negligible difference still leans one way; it is shown, but not as a finding.
        return row.ets === 'A' || row.ets === null ? (
          <Typography.Text type="secondary">{text}</Typography.Text>
        ) : (
          text
        );
      },
    },
  ];
  return { item, tail };
}

function DifTable<T extends MantelHaenszelItem | PolytomousDifItem>({
  items,
  columns,
}: {
  items: T[];
  columns: ColumnsType<T>;
}) {
  return (
    <Table<T>
      size="small"
      rowKey="item"
      dataSource={items}
      tableLayout="fixed"
      scroll={{ x: 720 }}
      pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      columns={columns}
    />
  );
}

function KeyedTable({ comparison, items }: { comparison: DifComparison; items: MantelHaenszelItem[] }) {
  const { t } = useTranslation();
  const { item, tail } = useDifColumns<MantelHaenszelItem>(comparison, false);
  return (
    <DifTable
      items={items}
      columns={[
        item,
        {
          key: 'delta',
          title: <Explained title={t('evidence.dif.delta')} hint={t('evidence.dif.deltaHint')} />,
          width: 90,
          align: 'right',
          render: (_, row) => decimal(row.deltaMH),
          sorter: byNumber((row) => (row.deltaMH === null ? null : Math.abs(row.deltaMH))),
        },
        rightColumn<MantelHaenszelItem>('se', t('evidence.dif.se'), (row) => decimal(row.seDelta), 80),
        ...tail,
      ]}
    />
  );
}

function RatingTable({ comparison, items }: { comparison: DifComparison; items: PolytomousDifItem[] }) {
  const { t } = useTranslation();
  const { item, tail } = useDifColumns<PolytomousDifItem>(comparison, true);
  return (
    <DifTable
      items={items}
      columns={[
        item,
        rightColumn<PolytomousDifItem>(
          'smd',
          <Explained title={t('evidence.dif.smd')} hint={t('evidence.dif.smdHint')} />,
          (row) => decimal(row.smd),
          80,
        ),
        {
          key: 'effect',
          title: <Explained title={t('evidence.dif.effectSize')} hint={t('evidence.dif.effectSizeHint')} />,
          width: 100,
          align: 'right',
          render: (_, row) => decimal(row.effectSize),
          sorter: byNumber((row) => (row.effectSize === null ? null : Math.abs(row.effectSize))),
        },
        ...tail,
      ]}
    />
  );
}
