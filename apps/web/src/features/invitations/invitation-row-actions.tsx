import { CopyOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import type { InvitationRow, ParticipantStatus } from '@asesa/contracts';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { participantLink } from './participant-link';

/** Who can get the invitation again (the server refuses the others with a clear reason). */
const resendable = (s: ParticipantStatus) => s !== 'revoked' && s !== 'completed' && s !== 'scored';

/** What a row can copy: its participant code, or the link that carries it. */
const COPY_ACTIONS = [
  { action: 'copyCode', done: 'codeCopied', icon: <CopyOutlined />, text: (code: string) => code },
  { action: 'copyLink', done: 'linkCopied', icon: <LinkOutlined />, text: participantLink },
] as const;

export interface InvitationRowActionsProps {
  row: InvitationRow;
  resending: boolean;
  onResend: (row: InvitationRow) => void;
  onCopy: (text: string, done: string) => void;
}

/** One invitation's own buttons: Resend, Copy code and Copy link. */
export function InvitationRowActions({ row, resending, onResend, onCopy }: InvitationRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={t('invitations.resend')}>
        <Button
          type="text"
          aria-label={`${t('invitations.resend')} ${row.email}`}
          icon={<MailOutlined />}
          disabled={!resendable(row.status)}
          loading={resending}
          onClick={() => onResend(row)}
        />
      </Tooltip>
      {COPY_ACTIONS.map(({ action, done, icon, text }) => (
        <Tooltip key={action} title={t(`invitations.${action}`)}>
          <Button
            type="text"
            aria-label={`${t(`invitations.${action}`)} ${row.email}`}
            icon={icon}
            onClick={() => onCopy(text(row.participant_code), t(`invitations.${done}`))}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
