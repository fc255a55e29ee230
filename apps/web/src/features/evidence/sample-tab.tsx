import {
  type EvidenceAnalysisDetail,
  type EvidenceMakeUp,
  type EvidenceModelChoice,
  MIN_REPORTED_GROUP,
} from '@asesa/contracts';
import { Card, Col, Empty, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { useSectorCompact } from '../accounts/queries';
import { groupLabel } from './group-label';
import type { EvidenceResult } from './result-types';

type CountKey = 'gender' | 'age_band' | 'education_level';

/** Who the figures are about and how to derive them again: the sample's make-up and definition. */
export function SampleTab({
  detail,
  result,
}: {
  detail: EvidenceAnalysisDetail;
  result: EvidenceResult | null;
}) {
  const { t } = useTranslation();
  const makeUp = detail.make_up;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('evidence.sample.who')}>
          {makeUp ? (
            <MakeUpSummary makeUp={makeUp} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('evidence.sample.noMakeUp')} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('evidence.sample.definition')}>
          <SampleDefinition detail={detail} result={result} />
        </Card>
      </Col>
      {makeUp
        ? (['gender', 'age_band', 'education_level'] as const).map((key) => (
            <Col xs={24} md={12} xl={8} key={key}>
              <CountsCard makeUp={makeUp} field={key} />
            </Col>
          ))
        : null}
    </Row>
  );
}

/** The sample in figures: participants, projects, companies and when they completed. */
function MakeUpSummary({ makeUp }: { makeUp: EvidenceMakeUp }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={[
        { key: 'n', label: t('evidence.sample.n'), children: formatNumber(makeUp.n) },
        {
          key: 'projects',
          label: t('evidence.sample.projects'),
          children: formatNumber(makeUp.projects),
        },
        {
          key: 'corporates',
          label: t('evidence.sample.corporates'),
          children: formatNumber(makeUp.corporates),
        },
        {
          key: 'completed',
          label: t('evidence.sample.completedRange'),
          children: makeUp.first_completed_at
            ? `${formatDate(makeUp.first_completed_at)} – ${formatDate(makeUp.last_completed_at)}`
            : '–',
        },
      ]}
    />
  );
}

/** How to derive the figures again: the instrument version, the filters, the model, the engine and the run. */
function SampleDefinition({
  detail,
  result,
}: {
  detail: EvidenceAnalysisDetail;
  result: EvidenceResult | null;
}) {
  const { t } = useTranslation();
  const sample = detail.sample;
  const sectors = useSectorCompact();
  const sectorName = sample.sector_id
    ? (sectors.data?.find((s) => s.id === sample.sector_id)?.name ?? `#${sample.sector_id}`)
    : t('evidence.sample.anySector');
  return (
    <DetailList
      items={[
        {
          key: 'instrument',
          label: t('evidence.sample.instrument'),
          children: t('evidence.sample.instrumentVersion', {
            name: detail.instrument_name,
            version: String(detail.instrument_version),
          }),
        },
        {
          key: 'projects',
          label: t('evidence.sample.projectIds'),
          children: sample.project_ids?.length
            ? sample.project_ids.map((id) => detail.project_names?.[String(id)] ?? `#${id}`).join(', ')
            : t('evidence.sample.allProjects'),
        },
        {
          key: 'dates',
          label: t('evidence.sample.completedBetween'),
          children:
            sample.from || sample.to
              ? `${sample.from ? formatDate(sample.from) : '…'} – ${sample.to ? formatDate(sample.to) : '…'}`
              : t('evidence.sample.anyDate'),
        },
        { key: 'sector', label: t('evidence.sample.sector'), children: sectorName },
        {
          key: 'model',
          label: t('evidence.sample.model'),
          // A model stored before the choices changed is shown as it was stored.
          children: detail.model
            ? t(`evidence.models.${detail.model as EvidenceModelChoice}`, detail.model)
            : t('evidence.new.automatic'),
        },
        {
          key: 'missing',
          label: t('evidence.sample.missing'),
          children: t('evidence.sample.missingRule'),
        },
        {
          key: 'engine',
          label: t('evidence.sample.engine'),
          children: <Typography.Text code>{result?.engineVersion || detail.engine_version}</Typography.Text>,
        },
        {
          key: 'run',
          label: t('evidence.sample.run'),
          children: t('evidence.sample.runBy', {
            name: detail.created_by_name,
            at: formatDateTime(detail.created_at),
            finished: formatDateTime(detail.finished_at),
          }),
        },
      ]}
    />
  );
}

/** One grouping of the sample; groups under the reporting minimum show as "fewer than 5". */
function CountsCard({ makeUp, field }: { makeUp: EvidenceMakeUp; field: CountKey }) {
  const { t } = useTranslation();
  const rows = Object.entries(makeUp[field]).map(([group, count]) => ({ group, count }));
  const title = t(`evidence.variables.${field}`);
  return (
    <Card size="small" title={title}>
      <Table
        size="small"
        rowKey="group"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('evidence.sample.noGroups') }}
        columns={[
          {
            key: 'group',
            title: title,
            dataIndex: 'group',
            render: (group: string) =>
              group && group !== 'unknown' ? groupLabel(group, t) : t('evidence.sample.unknown'),
          },
          {
            key: 'count',
            title: t('evidence.sample.count'),
            dataIndex: 'count',
            align: 'right',
            width: 120,
            render: (count: number | null) =>
              count === null ? (
                <Typography.Text type="secondary">
                  {t('evidence.sample.fewerThan', { min: String(MIN_REPORTED_GROUP) })}
                </Typography.Text>
              ) : (
                formatNumber(count)
              ),
          },
        ]}
      />
    </Card>
  );
}
