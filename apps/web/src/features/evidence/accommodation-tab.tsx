import type { AccommodationRefusal, AccommodationScale, EvidenceAccommodation } from '@asesa/contracts';
import { Alert, Descriptions, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { decimal } from './format';

/** A count as the workbench says it: fewer than 5 stays unsaid, so nobody is singled out. */
const countOf = (n: number | null, t: TFunction) =>
  n === null ? t('evidence.accommodation.fewerThan5') : formatNumber(n);

const isRefusal = (part: object): part is AccommodationRefusal => 'refused' in part;

function refusalText(part: AccommodationRefusal, t: TFunction) {
  return t(`evidence.accommodation.refused.${part.refused}`, {
    n: countOf(part.n, t),
    needed: formatNumber(part.needed),
  });
}

const group = (g: AccommodationScale['others']) =>
  `${formatNumber(g.n)} · ${decimal(g.mean)} · ${decimal(g.sd)}`;

function scaleColumns(t: TFunction): ColumnsType<AccommodationScale> {
  return [
    {
      title: t('evidence.accommodation.scale'),
      key: 'scale',
      render: (_, s) => s.dimension ?? t('evidence.accommodation.allItems'),
    },
    { title: t('evidence.accommodation.items'), dataIndex: 'items', align: 'right', width: 80 },
    { title: t('evidence.accommodation.accommodated'), key: 'acc', render: (_, s) => group(s.accommodated) },
    { title: t('evidence.accommodation.others'), key: 'others', render: (_, s) => group(s.others) },
    {
      title: t('evidence.accommodation.smd'),
      key: 'smd',
      render: (_, s) =>
        s.smd === null ? '–' : `${decimal(s.smd)} [${decimal(s.smd_lower)}, ${decimal(s.smd_upper)}]`,
    },
  ];
}

/** Accommodated candidates against the others: who, their scores, and where DIF by accommodation is. */
export function AccommodationTab({
  accommodation,
}: {
  accommodation: EvidenceAccommodation | null | undefined;
}) {
  const { t } = useTranslation();
  if (!accommodation) return <Alert type="info" showIcon title={t('evidence.accommodation.none')} />;
  const kinds = Object.entries(accommodation.kinds);
  return (
    <Flex vertical gap={12} data-testid="accommodation-comparison">
      <Typography.Paragraph style={{ margin: 0 }}>{t('evidence.accommodation.intro')}</Typography.Paragraph>
      <Typography.Text strong>
        {t('evidence.accommodation.counts', {
          accommodated: countOf(accommodation.accommodated, t),
          others: formatNumber(accommodation.others),
        })}
      </Typography.Text>
      {kinds.length > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          title={t('evidence.accommodation.kinds')}
          items={kinds.map(([kind, n]) => ({
            key: kind,
            label: t(`evidence.accommodation.kind.${kind}`, kind),
            children: countOf(n, t),
          }))}
        />
      )}
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('evidence.accommodation.scores')}
      </Typography.Title>
      {isRefusal(accommodation.scores) ? (
        <Alert type="info" showIcon title={refusalText(accommodation.scores, t)} />
      ) : (
        <>
          <Table<AccommodationScale>
            size="small"
            rowKey={(s) => s.dimension ?? '(all)'}
            columns={scaleColumns(t)}
            dataSource={accommodation.scores.scales}
            pagination={false}
            scroll={{ x: 760 }}
          />
          <Typography.Text type="secondary">{t('evidence.accommodation.smdNote')}</Typography.Text>
        </>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('evidence.accommodation.dif')}
      </Typography.Title>
      {isRefusal(accommodation.dif) ? (
        <Alert type="info" showIcon title={refusalText(accommodation.dif, t)} />
      ) : (
        <Typography.Text>{t('evidence.accommodation.difShown')}</Typography.Text>
      )}
    </Flex>
  );
}
