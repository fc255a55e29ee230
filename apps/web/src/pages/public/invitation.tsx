import {
  type InvitationAcceptRequest,
  type InvitationDetail,
  invitationAcceptRequest,
} from '@asesa/contracts';
import { Button, Card, Flex, Form, type FormInstance, Input, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { Logo } from '../../components/logo';
import { CompanySignInButton } from '../../features/sso/company-sign-in-button';
import { NewPasswordFields } from '../../features/users/new-password-fields';
import { acceptInvitation, useInvitation } from '../../features/users/queries';
import { ApiError } from '../../lib/api';
import { applyServerError, contractRule } from '../../lib/form';
import { formatDateTime } from '../../lib/format';
import { useBusy } from '../../lib/use-busy';

type AcceptValues = Omit<InvitationAcceptRequest, 'token'>;

/** HTTP 410 Gone: the link expired, was used, or was replaced by a newer invitation. */
const GONE = 410;
const CONFLICT = 409;

/** Where a new account signs in, with its e-mail filled in. */
export function signInLink(email: string): string {
  return `/signin?${new URLSearchParams({ email })}`;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex justify="center" style={{ marginBottom: 16 }}>
          <Logo maxHeight={52} />
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}

/** Public /invitation/:token: a collaborator (or consultant) sets a name and password to join. */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const { form, busy, accepted, gone, onFinish } = useAcceptInvitation(token);

  if (accepted) {
    return (
      <Frame>
        <Result
          status="success"
          title={t('invitation.acceptedTitle')}
          subTitle={t('invitation.acceptedBody', { email: accepted })}
          extra={
            <Button type="primary" onClick={() => navigate(signInLink(accepted))}>
              {t('invitation.signIn')}
            </Button>
          }
        />
      </Frame>
    );
  }

  const refusal =
    gone ??
    (invitation.error instanceof ApiError && invitation.error.code >= 400 && invitation.error.code < 500
      ? invitation.error.message
      : null);
  if (refusal) {
    return (
      <Frame>
        <Result
          status="warning"
          title={t('invitation.unusableTitle')}
          subTitle={<span role="alert">{refusal}</span>}
          extra={<Button onClick={() => navigate('/signin')}>{t('invitation.signIn')}</Button>}
        />
      </Frame>
    );
  }
  if (invitation.isError) {
    return (
      <Frame>
        <Result
          status="error"
          title={t('invitation.loadFailed')}
          subTitle={invitation.error.message}
          extra={<Button onClick={() => void invitation.refetch()}>{t('invitation.retry')}</Button>}
        />
      </Frame>
    );
  }
  if (!invitation.data) {
    return (
      <Frame>
        <Skeleton active />
      </Frame>
    );
  }

  return <InvitationWelcome detail={invitation.data} busy={busy} form={form} onFinish={onFinish} />;
}

/** The invitation, and the form state that accepts it. */
interface AcceptFormProps {
  detail: InvitationDetail;
  busy: boolean;
  form: FormInstance<AcceptValues>;
  onFinish: (values: AcceptValues) => Promise<void>;
}

/** What the invitation is to, then the form that accepts it (or the company sign-in it requires). */
function InvitationWelcome({ detail, busy, form, onFinish }: AcceptFormProps) {
  const { t } = useTranslation();
  return (
    <Frame>
      <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center', marginTop: 0 }}>
        {t('invitation.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        {t('invitation.intro', { account: detail.account_name, role: t(`invitation.roles.${detail.role}`) })}
      </Typography.Paragraph>
      {detail.sso_required ? (
        <>
          <Typography.Paragraph>
            {t('invitation.ssoRequired', { account: detail.account_name, email: detail.email })}
          </Typography.Paragraph>
          <CompanySignInButton email={detail.email} />
        </>
      ) : (
        <AcceptForm detail={detail} busy={busy} form={form} onFinish={onFinish} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('invitation.expires', { date: formatDateTime(detail.expires_at) })}
      </Typography.Paragraph>
    </Frame>
  );
}

/**
 * Accepting the invitation: the account's e-mail once made, or why the link can no longer be used
 * (410: expired, used or replaced; 409: the address got an account meanwhile).
 */
function useAcceptInvitation(token: string) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AcceptValues>();
  const [busy, whileBusy] = useBusy();
  const [accepted, setAccepted] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const onFinish = async (values: AcceptValues) => {
    await whileBusy(async () => {
      const env = await acceptInvitation({ ...values, token, name: values.name.trim() });
      // 409: the address got an account meanwhile; only the mailbox's owner holds this link.
      if (env.code === GONE || env.code === CONFLICT) {
        setGone(env.error?.message ?? t('invitation.unusableTitle'));
        return;
      }
      if (!applyServerError(form, env) || !env.data) return;
      setAccepted(env.data.email);
    });
  };

  return { form, busy, accepted, gone, onFinish };
}

/** The name and password that accept an invitation to an account with passwords. */
function AcceptForm({ detail, busy, form, onFinish }: AcceptFormProps) {
  const { t } = useTranslation();
  return (
    <FormWithErrorToast<AcceptValues>
      form={form}
      name="accept-invitation"
      requiredMark={false}
      initialValues={{ name: detail.name }}
      disabled={busy}
      onFinish={onFinish}
    >
      <Form.Item label={t('invitation.email')} htmlFor="invitation-email">
        <Input id="invitation-email" value={detail.email} readOnly variant="filled" autoComplete="username" />
      </Form.Item>
      <Form.Item
        label={t('invitation.name')}
        name="name"
        rules={[contractRule(invitationAcceptRequest.shape.name)]}
      >
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <NewPasswordFields
        label={t('invitation.password')}
        name="password"
        hint={(min) => t('invitation.passwordHint', { min })}
        confirmLabel={t('invitation.confirmPassword')}
        confirmName="confirm_password"
        autoFocus
      />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('invitation.submit')}
      </Button>
    </FormWithErrorToast>
  );
}
