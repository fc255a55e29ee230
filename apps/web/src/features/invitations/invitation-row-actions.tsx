import { CopyOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import type { InvitationRow, ParticipantStatus } from '@asesa/contracts';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { participantLink } from './participant-link';

/** Who can get the invitation again (the server refuses the others with a clear reason). */
const resendable = (s: ParticipantStatus) => s !== 'revoked' && s !== 'completed' && s !== 'scored';

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
      <Tooltip title={t('invitations.copyCode')}>
        <Button
          type="text"
          aria-label={`${t('invitations.copyCode')} ${row.email}`}
          icon={<CopyOutlined />}
          onClick={() => onCopy(row.participant_code, t('invitations.codeCopied'))}
        />
      </Tooltip>
      <Tooltip title={t('invitations.copyLink')}>
        <Button
          type="text"
          aria-label={`${t('invitations.copyLink')} ${row.email}`}
          icon={<LinkOutlined />}
          onClick={() => onCopy(participantLink(row.participant_code), t('invitations.linkCopied'))}
        />
      </Tooltip>
    </Space>
  );
}
