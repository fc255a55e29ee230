import { MailOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectedPath } from './use-invitation-actions';

export interface SelectedInvitationsBarProps {
  count: number;
  busy: string | null;
  onRun: (path: SelectedPath) => Promise<void>;
}

/** The actions on the ticked rows; Revoke is the dangerous one. */
const SELECTED_ACTIONS = [
  { action: 'resend', icon: <MailOutlined />, danger: false },
  { action: 'revoke', icon: <StopOutlined />, danger: true },
] as const;

/** How many rows are ticked, and Resend / Revoke selected, each asking first. */
export function SelectedInvitationsBar({ count, busy, onRun }: SelectedInvitationsBarProps) {
  const { t } = useTranslation();
  return (
    <>
      {count > 0 ? (
        <Typography.Text type="secondary">{t('invitations.selected', { count })}</Typography.Text>
      ) : null}
      {SELECTED_ACTIONS.map(({ action, icon, danger }) => {
        const path: SelectedPath = `projects/invitations/selected-${action}`;
        return (
          <Popconfirm
            key={action}
            title={t(`invitations.${action}Confirm`, { count })}
            okText={t(`invitations.${action}Ok`)}
            okButtonProps={{ danger }}
            onConfirm={() => onRun(path)}
            disabled={!count}
          >
            <Button danger={danger} icon={icon} disabled={!count} loading={busy === path}>
              {t(`invitations.${action}Selected`)}
            </Button>
          </Popconfirm>
        );
      })}
    </>
  );
}
