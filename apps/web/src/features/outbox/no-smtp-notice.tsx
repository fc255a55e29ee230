import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useMailTransport } from './queries';

/**
 * One plain banner while the server has no SMTP server: e-mails stay in the outbox. Admins read
 * the server settings that send them; consultants and collaborators what they can do meanwhile.
 */
export function NoSmtpNotice({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const { data } = useMailTransport();
  if (!data || data.sends || session?.status !== 'authenticated') return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={style}
      title={t('outbox.noSmtpTitle')}
      description={
        session.role === 'admin'
          ? t('outbox.noSmtpBody', { smtp: data.smtp_url_variable, from: data.mail_from_variable })
          : t('outbox.noSmtpScoped')
      }
    />
  );
}
