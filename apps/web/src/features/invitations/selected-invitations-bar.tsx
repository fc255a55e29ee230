import { MailOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectedPath } from './use-invitation-actions';

export interface SelectedInvitationsBarProps {
  count: number;
  busy: string | null;
  onRun: (path: SelectedPath) => Promise<void>;
}

/** How many rows are ticked, and Resend / Revoke selected, each asking first. */
export function SelectedInvitationsBar({ count, busy, onRun }: SelectedInvitationsBarProps) {
  const { t } = useTranslation();
  return (
    <>
      {count > 0 ? (
        <Typography.Text type="secondary">{t('invitations.selected', { count })}</Typography.Text>
      ) : null}
      <Popconfirm
        title={t('invitations.resendConfirm', { count })}
        okText={t('invitations.resendOk')}
        onConfirm={() => onRun('projects/invitations/selected-resend')}
        disabled={!count}
      >
        <Button
          icon={<MailOutlined />}
          disabled={!count}
          loading={busy === 'projects/invitations/selected-resend'}
        >
          {t('invitations.resendSelected')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('invitations.revokeConfirm', { count })}
        okText={t('invitations.revokeOk')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onRun('projects/invitations/selected-revoke')}
        disabled={!count}
      >
        <Button
          danger
          icon={<StopOutlined />}
          disabled={!count}
          loading={busy === 'projects/invitations/selected-revoke'}
        >
          {t('invitations.revokeSelected')}
        </Button>
      </Popconfirm>
    </>
  );
}
