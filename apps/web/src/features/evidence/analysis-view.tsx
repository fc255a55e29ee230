import type { EvidenceAnalysisDetail, EvidenceAnalysisRow } from '@asesa/contracts';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tabs';
import { formatDateTime, formatNumber } from '../../lib/format';
import { AccommodationTab } from './accommodation-tab';
import { AnalysisStatus } from './analyses-table';
import { CalibrationTab } from './calibration-tab';
import { DifTab } from './dif-tab';
import { DistractorsTab } from './distractors-tab';
import { decimal, engineReason } from './format';
import { ItemLabelsProvider } from './item-labels';
import { ItemsTab } from './items-tab';
import { NormsTab } from './norms-tab';
import { isActive, useEvidenceAnalysis } from './queries';
import { ReliabilityTab } from './reliability-tab';
import { asEvidenceResult, type EvidenceResult } from './result-types';
import { SampleTab } from './sample-tab';

// The tabs after the sample's, each showing one part of the result, in this order.
const RESULT_TABS: ReadonlyArray<
  readonly [
    'items' | 'distractors' | 'reliability' | 'calibration' | 'dif',
    ComponentType<{ result: EvidenceResult; row: EvidenceAnalysisRow }>,
  ]
> = [
  ['items', ItemsTab],
  ['distractors', DistractorsTab],
  ['reliability', ReliabilityTab],
  ['calibration', CalibrationTab],
  ['dif', DifTab],
];

/** One analysis: its progress while it runs, its error if it failed, its evidence in tabs once done. */
export function AnalysisView({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const detail = useEvidenceAnalysis(row.id, row.status);
  const result = useMemo(() => asEvidenceResult(detail.data?.result), [detail.data?.result]);
  const title = (
    <Flex gap={8} wrap align="baseline">
      <span>{t('evidence.view.title', { at: formatDateTime(row.created_at) })}</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {t('evidence.view.subtitle', {
          version: String(row.instrument_version),
          n: row.n === null ? '–' : formatNumber(row.n),
          by: row.created_by_name,
        })}
      </Typography.Text>
    </Flex>
  );

  let body: ReactNode;
  if (isActive(row)) {
    body = (
      <Flex vertical gap={8} style={{ maxWidth: 480 }}>
        <Typography.Text>{t('evidence.view.running')}</Typography.Text>
        <AnalysisStatus row={row} />
      </Flex>
    );
  } else if (row.status === 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('evidence.view.failed')}
        description={row.error ? engineReason(row.error) : undefined}
      />
    );
  } else if (detail.isLoading) {
    body = <Skeleton active />;
  } else if (detail.isError || !detail.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={(detail.error as Error | null)?.message ?? t('evidence.view.loadFailed')}
      />
    );
  } else {
    const data = detail.data;
    const noResult = <Alert type="warning" showIcon title={t('evidence.view.noResult')} />;
    const warnings = data.reliability_warnings ?? [];
    body = (
      <ItemLabelsProvider value={data.item_labels ?? {}}>
        <SetUpReliabilityWarning warnings={warnings} />
        <Tabs
          defaultActiveKey="sample"
          items={[
            {
              key: 'sample',
              label: t('evidence.tabs.sample'),
              children: <SampleTab detail={data} result={result} />,
            },
            ...RESULT_TABS.map(([key, Tab]) => ({
              key,
              label: t(`evidence.tabs.${key}`),
              children: result ? <Tab result={result} row={row} /> : noResult,
            })),
            {
              key: 'accommodation',
              label: t('evidence.tabs.accommodation'),
              children: <AccommodationTab accommodation={data.accommodation} />,
            },
            { key: 'norms', label: t('evidence.norms.tab'), children: <NormsTab row={row} /> },
          ]}
        />
      </ItemLabelsProvider>
    );
  }
  return (
    <Card title={title} size="small">
      {body}
    </Card>
  );
}

/** Where the scoring set-up states a reliability this study does not bear out. */
function SetUpReliabilityWarning({ warnings }: { warnings: EvidenceAnalysisDetail['reliability_warnings'] }) {
  const { t } = useTranslation();
  if (!warnings?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="reliability-set-up-warning"
      title={t('evidence.reliability.setUpDiffers')}
      description={
        <>
          {warnings.map((w) => (
            <div key={w.dimension}>
              {t('evidence.reliability.setUpDiffersLine', {
                dimension: w.dimension,
                setUp: decimal(w.set_up),
                evidence: decimal(w.evidence),
              })}
            </div>
          ))}
          <Typography.Text type="secondary">{t('evidence.reliability.setUpDiffersNote')}</Typography.Text>
        </>
      }
    />
  );
}
