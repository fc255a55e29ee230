import { ArrowLeftOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../features/auth/auth-context';
import { AnalysesTable } from '../../features/evidence/analyses-table';
import { AnalysisView } from '../../features/evidence/analysis-view';
import { NewAnalysisModal } from '../../features/evidence/new-analysis-modal';
import { useEvidenceAnalyses, useEvidenceInstrument } from '../../features/evidence/queries';

/**
 * Admins and consultants: /assessment-center/test-instrument/:id/evidence, the evidence behind an
 * instrument (item statistics, distractors, reliability, calibration, DIF) from analyses of real
 * answers. The open analysis is in the address (?analysis=), so a figure can be shown to someone else.
 */
export function EvidencePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const instrument = useEvidenceInstrument(id, isAdmin);
  const analyses = useEvidenceAnalyses(id);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);

  if (!Number.isInteger(id) || id <= 0 || instrument.isError) return <StockNotFound />;
  if (instrument.isLoading) return <Skeleton active />;

  const rows = analyses.data ?? [];
  const asked = Number(params.get('analysis'));
  // Without a choice the newest analysis is open.
  const selected = rows.find((r) => r.id === asked) ?? rows[0];
  const select = (analysisId: number) => setParams({ analysis: String(analysisId) }, { replace: true });
  const newButton = (
    <Button type="primary" icon={<ExperimentOutlined aria-hidden />} onClick={() => setCreating(true)}>
      {t('evidence.newAnalysis')}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      {isAdmin ? (
        <Link to={`/assessment-center/test-instrument/${id}`}>
          <ArrowLeftOutlined /> {t('evidence.back')}
        </Link>
      ) : null}
      <PageHeader
        title={t('evidence.title', { name: instrument.name ?? '' })}
        sub={
          instrument.latestVersion === null
            ? instrument.code
            : t('evidence.sub', { code: instrument.code ?? '', version: String(instrument.latestVersion) })
        }
        extra={newButton}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, maxWidth: 960 }}>
        {t('evidence.intro')}
      </Typography.Paragraph>
      {analyses.isError ? (
        <Alert type="error" showIcon title={(analyses.error as Error).message} />
      ) : analyses.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Card>
          <Empty description={t('evidence.empty')}>{newButton}</Empty>
        </Card>
      ) : (
        <>
          <Card size="small" title={t('evidence.list.title')}>
            <AnalysesTable rows={rows} loading={false} selectedId={selected?.id} onSelect={select} />
          </Card>
          {selected ? <AnalysisView key={selected.id} row={selected} /> : null}
        </>
      )}
      <NewAnalysisModal
        open={creating}
        onClose={() => setCreating(false)}
        instrumentId={id}
        latestVersion={instrument.latestVersion}
        onStarted={select}
      />
    </Flex>
  );
}
