import { type PasswordChangeRequest, passwordChangeRequest } from '@asesa/contracts';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { api } from '../../lib/api';
import { applyServerError, contractRule } from '../../lib/form';
import { useBusy } from '../../lib/use-busy';
import { NewPasswordFields } from './new-password-fields';

/** Change password (users/password, or users/consultants/password for a consultant). */
export function PasswordForm({ path }: { path: 'users/password' | 'users/consultants/password' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChangeRequest>();
  const [busy, whileBusy] = useBusy();

  const onFinish = async (values: PasswordChangeRequest) => {
    await whileBusy(async () => {
      const env = await api(path, values);
      if (!applyServerError(form, env)) return;
      message.success(t('profile.passwordChanged'));
      form.resetFields();
    });
  };

  return (
    <FormWithErrorToast<PasswordChangeRequest>
      form={form}
      name="change-password"
      disabled={busy}
      onFinish={onFinish}
    >
      <Form.Item
        label={t('profile.oldPassword')}
        name="old_password"
        required
        rules={[contractRule(passwordChangeRequest.shape.old_password)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        label={t('profile.newPassword')}
        name="new_password"
        hint={(min) => t('profile.passwordHint', { min })}
        confirmLabel={t('profile.confirmPassword')}
        confirmName="confirm_new_password"
        oldField="old_password"
        required
      />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.changePassword')}
      </Button>
    </FormWithErrorToast>
  );
}
