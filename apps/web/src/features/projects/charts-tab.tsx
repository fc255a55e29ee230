import { type ProjectDetail, translated } from '@asesa/contracts';
import { Alert, Card, Col, Empty, Row, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from '../../lib/chart-canvas';
import type { ChartOption } from '../../lib/use-echarts';
import {
  binLabel,
  distributionOption,
  funnelOption,
  funnelStages,
  radarOption,
  rankingOption,
} from '../participants/chart-options';
import { useParticipantCharts } from '../participants/queries';

/**
 * A chart in its half of the row, with its title as accessible name and its data as a table for
 * those who cannot see it.
 */
function ChartCard<T extends object>({
  id,
  title,
  option,
  rowKey,
  rows,
  columns,
  empty,
}: {
  id: string;
  title: string;
  option: ChartOption;
  rowKey: keyof T & string;
  rows: T[];
  columns: TableColumnsType<T>;
  empty?: string;
}) {
  const { t } = useTranslation();
  return (
    <Col xs={24} xl={12}>
      <Card title={<span id={`${id}-title`}>{title}</span>} size="small">
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        ) : (
          <>
            <ChartCanvas height={300} aria-labelledby={`${id}-title`} option={option} />
            <details>
              <summary>{t('charts.showTable')}</summary>
              <Table<T> size="small" pagination={false} rowKey={rowKey} dataSource={rows} columns={columns} />
            </details>
          </>
        )}
      </Card>
    </Col>
  );
}

/** The project at a glance: status funnel, score distribution, competence radar, job-fit ranking. */
export function ChartsTab({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  const charts = useParticipantCharts(project.id);
  const { isLoading, isError, error } = charts;
  // Competence names in the reader's language, from the project's competences.
  const data = useMemo(() => {
    if (!charts.data) return charts.data;
    const names = new Map(
      project.competences.map((c) => [
        c.competence_id,
        translated(c.name, c.translations, i18n.language, ['name']),
      ]),
    );
    return {
      ...charts.data,
      competence_averages: charts.data.competence_averages.map((c) => ({
        ...c,
        name: names.get(c.competence_id) ?? c.name,
      })),
    };
  }, [charts.data, project.competences, i18n.language]);
  const statusLabel = (s: string) => t(`projects.participantStatuses.${s as 'invited'}`);
  const options = useMemo(
    () =>
      data && {
        funnel: funnelOption(data.funnel, (s) => t(`projects.participantStatuses.${s as 'invited'}`)),
        distribution: distributionOption(data.score_distribution, t('charts.participants')),
        radar: radarOption(data.competence_averages, t('charts.averageSten')),
        ranking: rankingOption(data.job_fit_ranking, t('participants.jobFit')),
      },
    [data, t],
  );
  if (isLoading) return <Skeleton active />;
  if (isError || !data || !options) return <Alert type="error" showIcon title={(error as Error)?.message} />;
  const scored = data.score_distribution.reduce((n, b) => n + b.count, 0);
  const competences = data.competence_averages.filter((c) => c.count > 0);
  return (
    <Row gutter={[16, 16]}>
      <ChartCard
        id="chart-funnel"
        title={t('charts.funnel')}
        option={options.funnel}
        rowKey="stage"
        rows={funnelStages(data.funnel)}
        columns={[
          { key: 'stage', title: t('charts.stage'), render: (_v, r) => statusLabel(r.stage) },
          { key: 'count', dataIndex: 'count', title: t('charts.participants') },
        ]}
      />
      <ChartCard
        id="chart-distribution"
        title={t('charts.distribution')}
        option={options.distribution}
        empty={scored === 0 ? t('charts.noScores') : undefined}
        rowKey="from"
        rows={data.score_distribution}
        columns={[
          { key: 'bin', title: t('charts.scoreBin'), render: (_v, b) => binLabel(b) },
          { key: 'count', dataIndex: 'count', title: t('charts.participants') },
        ]}
      />
      <ChartCard
        id="chart-radar"
        title={t('charts.radar')}
        option={options.radar}
        empty={competences.length === 0 ? t('charts.noCompetences') : undefined}
        rowKey="competence_id"
        rows={data.competence_averages}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('participants.competence') },
          {
            key: 'average',
            dataIndex: 'average',
            title: t('charts.averageSten'),
            render: (v) => v ?? '-',
          },
          { key: 'count', dataIndex: 'count', title: t('charts.scoredCount') },
        ]}
      />
      <ChartCard
        id="chart-ranking"
        title={t('charts.ranking')}
        option={options.ranking}
        empty={data.job_fit_ranking.length === 0 ? t('charts.noJobFit') : undefined}
        rowKey="participant_id"
        rows={data.job_fit_ranking.map((r, i) => ({ ...r, rank: i + 1 }))}
        columns={[
          { key: 'rank', dataIndex: 'rank', title: t('charts.rank') },
          { key: 'name', dataIndex: 'name', title: t('common.name') },
          {
            key: 'fit',
            dataIndex: 'job_fit',
            title: t('participants.jobFit'),
            render: (v: number) => `${v} %`,
          },
        ]}
      />
    </Row>
  );
}
