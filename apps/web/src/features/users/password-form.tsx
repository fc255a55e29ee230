import { PASSWORD_MIN_LENGTH, type PasswordChangeRequest, passwordChangeRequest } from '@asesa/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { api } from '../../lib/api';
import { applyServerError, contractRule } from '../../lib/form';
import { confirmPasswordRule, newPasswordRule } from './password-rules';

/** Change password (users/password, or users/consultants/password for a consultant). */
export function PasswordForm({ path }: { path: 'users/password' | 'users/consultants/password' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChangeRequest>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: PasswordChangeRequest) => {
    setBusy(true);
    try {
      const env = await api(path, values);
      if (!applyServerError(form, env)) return;
      message.success(t('profile.passwordChanged'));
      form.resetFields();
    } finally {
      setBusy(false);
    }
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
      <Form.Item
        label={t('profile.newPassword')}
        name="new_password"
        required
        dependencies={['old_password']}
        extra={t('profile.passwordHint', { min: String(PASSWORD_MIN_LENGTH) })}
        rules={[newPasswordRule('old_password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('profile.confirmPassword')}
        name="confirm_new_password"
        required
        dependencies={['new_password']}
        rules={[confirmPasswordRule('new_password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.changePassword')}
      </Button>
    </FormWithErrorToast>
  );
}
