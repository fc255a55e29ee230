import type { InvitationRow, SelectedAnswer } from '@asesa/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { useRefreshInvitations } from './queries';
import { selectionSummary } from './selection-summary';

export type SelectedPath = 'projects/invitations/selected-resend' | 'projects/invitations/selected-revoke';

/**
 * What the invitations table can do: resend or revoke the selected rows (a summary of the done and
 * the skipped after), resend one row, and copy a text. `busy` names the action under way.
 */
export function useInvitationActions(projectId: number) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshInvitations(projectId);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const report = (answer: SelectedAnswer) => {
    const summary = selectionSummary(answer, (key, values) => String(t(key as never, values as never)));
    if (answer.skipped.length) modal.info({ title: summary.title, content: summary.detail });
    else message.success(summary.title);
  };

  const runSelected = async (path: SelectedPath) => {
    setBusy(path);
    try {
      const answer = await unwrap(api(path, { participant_ids: selected }));
      report(answer);
      setSelected([]);
      await refresh();
    } catch {
      // The api client already showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  const resendOne = async (row: InvitationRow) => {
    setBusy(`resend-${row.id}`);
    try {
      const env = await api('projects/invitations/resend', { participant_id: row.id });
      if (env.data) {
        message.success(t('invitations.resent', { email: row.email }));
        await refresh();
      }
    } finally {
      setBusy(null);
    }
  };

  const copy = async (text: string, done: string) => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    message.success(done);
  };

  return { selected, setSelected, busy, runSelected, resendOne, copy };
}
