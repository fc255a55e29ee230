import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { api, unwrap } from '../../lib/api';
import { useRefreshParticipants } from './queries';

/**
 * The project's recalculation: starting it, polling its progress, and refreshing the table,
 * overview and charts once the job started here has finished (even when it finished before the
 * first poll saw it running).
 */
export function useRecalculation(projectId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshParticipants(projectId);
  const [starting, setStarting] = useState(false);
  const [startedJob, setStartedJob] = useState<number | null>(null);
  const handled = useRef<number | null>(null);
  const progress = useJobProgress(
    'projects/participants/recalculate-progress',
    { project_id: projectId },
    { key: startedJob },
  );
  const data = progress.data;
  useEffect(() => {
    if (!data || startedJob === null || data.job_id !== startedJob || handled.current === startedJob) return;
    if (data.status === 'done' || data.status === 'failed') {
      handled.current = startedJob;
      if (data.status === 'done') message.success(t('participants.recalculated'));
      void refresh();
    }
  }, [data, startedJob, message, t, refresh]);

  const start = async () => {
    setStarting(true);
    try {
      const { job_id } = await unwrap(api('projects/participants/recalculate', { project_id: projectId }));
      message.success(t('participants.recalculateStarted'));
      setStartedJob(job_id);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const active = data?.status === 'queued' || data?.status === 'running';
  return { progress: data, start, busy: starting || active };
}
export type Recalculation = ReturnType<typeof useRecalculation>;

/** Recalculate, behind a confirmation. */
export function RecalculateButton({ recalculation }: { recalculation: Recalculation }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('participants.recalculate')}
      description={t('participants.recalculateConfirm')}
      okText={t('participants.recalculateOk')}
      cancelText={t('common.cancel')}
      onConfirm={recalculation.start}
    >
      <Button icon={<ReloadOutlined />} loading={recalculation.busy}>
        {t('participants.recalculate')}
      </Button>
    </Popconfirm>
  );
}

/** The recalculation's progress bar (hidden when no recalculation ever ran). */
export function RecalculateProgress({ recalculation }: { recalculation: Recalculation }) {
  const { t } = useTranslation();
  return <JobProgressBar progress={recalculation.progress} label={t('participants.recalculation')} />;
}
