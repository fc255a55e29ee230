import type { BulkReadAnswer } from '@asesa/contracts';
import { App, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '../../components/job-progress';
import { api, apiDownload, apiUpload } from '../../lib/api';
import { useRefreshInvitations } from './queries';

export const STEP = { template: 0, upload: 1, preview: 2, invite: 3 } as const;

/**
 * The bulk invitation's state and its four actions: download the template, read the uploaded
 * sheet, start the invitations job (its progress polled), and start again.
 */
export function useBulkInvite(projectId: number, onClose: () => void) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshInvitations(projectId);
  const [step, setStep] = useState<number>(STEP.template);
  const [busy, setBusy] = useState(false);
  const [read, setRead] = useState<BulkReadAnswer | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const progress = useJobProgress(
    'projects/participants/datatable-progress',
    { project_id: projectId },
    { enabled: jobId !== null, key: jobId },
  );
  const finished = jobId !== null && progress.data?.job_id === jobId && progress.data.status === 'done';
  // A small sheet can be done before the first poll, so refresh on "finished", not on a transition.
  useEffect(() => {
    if (finished) void refresh();
  }, [finished, refresh]);

  const reset = () => {
    setStep(STEP.template);
    setRead(null);
    setJobId(null);
  };
  const close = () => {
    onClose();
    if (finished) reset();
  };

  const download = async () => {
    setBusy(true);
    try {
      // The template speaks the reader's language; its reader accepts either language's columns.
      const template = { project_id: projectId, language: i18n.language };
      if (await apiDownload('projects/invitations/bulk-template', template))
        message.success(t('invitations.bulk.downloaded'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      message.error(t('invitations.bulk.wrongType'));
      return Upload.LIST_IGNORE;
    }
    setBusy(true);
    void apiUpload('projects/invitations/bulk-read', { project_id: projectId }, file)
      .then((env) => {
        if (env.data) {
          setRead(env.data);
          setStep(STEP.preview);
        }
      })
      .finally(() => setBusy(false));
    // The upload runs through the api client; antd's own list and request are not used.
    return Upload.LIST_IGNORE;
  };

  const invite = async () => {
    if (!read) return;
    setBusy(true);
    try {
      const env = await api('projects/invitations/bulk-invite', { batch_id: read.batch_id });
      if (env.data) {
        setJobId(env.data.job_id);
        setStep(STEP.invite);
      }
    } finally {
      setBusy(false);
    }
  };

  return { step, setStep, busy, read, progress, finished, reset, close, download, upload, invite };
}
