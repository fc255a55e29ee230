import { consultantProfileUpdateRequest, type GetCallResponse } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContractTextField } from '../../components/contract-text-field';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { useBusy } from '../../lib/use-busy';
import { PROFILE_KEY } from '../auth/queries';
import { SESSION_QUERY_KEY, type Session } from '../auth/session';
import { type ProfileKind, USER_PROFILE_KEY } from './queries';

type CollaboratorProfile = GetCallResponse<'users/profile'>;
type ConsultantProfile = GetCallResponse<'users/consultants/profile'>;

interface ProfileValues {
  name: string;
  title?: string;
  account_name?: string;
  account_legal_name?: string;
}

const shape = consultantProfileUpdateRequest.shape;

/**
 * The user's own name and title (users/profile), and for a consultant its consultant account's
 * names too (users/consultants/profile). The sidebar's user card follows the change.
 */
export function ProfileForm({
  kind,
  profile,
}: {
  kind: ProfileKind;
  profile: CollaboratorProfile & { account?: ConsultantProfile['account'] };
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [busy, whileBusy] = useBusy();

  const initialValues: ProfileValues = {
    name: profile.name,
    title: profile.title ?? '',
    ...(kind === 'consultant'
      ? { account_name: profile.account?.name ?? '', account_legal_name: profile.account?.legal_name ?? '' }
      : {}),
  };

  const onFinish = async (values: ProfileValues) => {
    await whileBusy(async () => {
      const base = { name: values.name.trim(), title: (values.title ?? '').trim() };
      const env =
        kind === 'consultant'
          ? await api('users/consultants/profile', {
              ...base,
              account_name: (values.account_name ?? '').trim(),
              account_legal_name: (values.account_legal_name ?? '').trim(),
            })
          : await api('users/profile', base);
      if (!applyServerError(form, env) || !env.data) return;
      message.success(t('profile.saved'));
      queryClient.setQueryData([...USER_PROFILE_KEY, kind], env.data);
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (s) =>
        s?.status === 'authenticated' ? { ...s, user: { ...s.user, name: base.name, title: base.title } } : s,
      );
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    });
  };

  return (
    <FormWithErrorToast<ProfileValues>
      form={form}
      name="profile"
      initialValues={initialValues}
      disabled={busy}
      onFinish={onFinish}
    >
      <Form.Item label={t('profile.email')} htmlFor="profile-email">
        <Input id="profile-email" value={profile.email} readOnly variant="filled" />
      </Form.Item>
      <ContractTextField
        label={t('profile.name')}
        name="name"
        schema={shape.name}
        required
        autoComplete="name"
      />
      <ContractTextField
        label={t('profile.jobTitle')}
        name="title"
        schema={shape.title}
        autoComplete="organization-title"
      />
      {kind === 'consultant' ? (
        <>
          <ContractTextField
            label={t('profile.accountName')}
            name="account_name"
            schema={shape.account_name}
            required
            autoComplete="organization"
          />
          <ContractTextField
            label={t('profile.accountLegalName')}
            name="account_legal_name"
            schema={shape.account_legal_name}
            required
          />
        </>
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.save')}
      </Button>
    </FormWithErrorToast>
  );
}
