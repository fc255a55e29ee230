import type { InviteRequest } from '@asesa/contracts';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { useBusy } from '../../lib/use-busy';
import { participantLink } from '../invitations/participant-link';
import { useProjectLanguages, useRefreshInvitations } from '../invitations/queries';

type InviteValues = Omit<InviteRequest, 'project_id'> & { phone?: string; language_code?: string };

/**
 * 'Add participant' (projects/invitations/invite): name, e-mail, phone and the invitation's
 * language; shows the new participant code and link.
 */
export function InviteParticipant({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshInvitations(projectId);
  const languages = useProjectLanguages(projectId);
  const [form] = Form.useForm<InviteValues>();
  const [busy, whileBusy] = useBusy();
  const [invited, setInvited] = useState<{ name: string; code: string } | null>(null);

  const onFinish = async (values: InviteValues) => {
    await whileBusy(async () => {
      const env = await api('projects/invitations/invite', {
        ...values,
        phone: values.phone || undefined,
        project_id: projectId,
      });
      if (!applyServerError(form, env) || !env.data) return;
      setInvited({ name: values.name, code: env.data.participant_code });
      message.success(t('projects.invited'));
      form.resetFields();
      await refresh();
    });
  };

  const languageOptions = (languages.data ?? []).map((l) => ({
    value: l.language_code,
    label: l.is_project_default
      ? t('invitations.languageDefault', { name: l.language_name })
      : l.language_name,
  }));

  return (
    <Flex vertical gap={12}>
      <FormWithErrorToast<InviteValues>
        form={form}
        name="add-participant"
        layout="inline"
        disabled={busy}
        onFinish={onFinish}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          label={t('projects.participantName')}
          name="name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('projects.participantEmail')}
          name="email"
          rules={[{ required: true }, { type: 'email' }]}
        >
          <Input autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item label={t('invitations.phone')} name="phone">
          <Input autoComplete="off" inputMode="tel" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('invitations.language')} name="language_code">
          <Select
            allowClear
            loading={languages.isLoading}
            options={languageOptions}
            placeholder={languageOptions[0]?.label}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('projects.invite')}
        </Button>
      </FormWithErrorToast>
      {invited ? <InvitedNotice invited={invited} onClose={() => setInvited(null)} /> : null}
    </Flex>
  );
}

/** The new participant's code and link, both to copy, until closed. */
function InvitedNotice({
  invited,
  onClose,
}: {
  invited: { name: string; code: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      title={`${t('projects.invited')}: ${invited.name}`}
      closable={{ onClose }}
      description={
        <DetailList
          items={[
            {
              key: 'code',
              label: t('projects.participantCode'),
              children: (
                <Typography.Text copyable strong>
                  {invited.code}
                </Typography.Text>
              ),
            },
            {
              key: 'link',
              label: t('projects.participantLink'),
              children: (
                <Typography.Link href={participantLink(invited.code)} target="_blank" copyable>
                  {participantLink(invited.code)}
                </Typography.Link>
              ),
            },
          ]}
        />
      }
    />
  );
}
