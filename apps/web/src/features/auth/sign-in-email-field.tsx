import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail a person signs in with (password or company sign-in): required and well-formed, said
 * in the sign-in page's words, filled in by the browser's saved user name.
 */
export function SignInEmailField({
  label,
  extra,
  autoFocus,
}: {
  label: string;
  extra?: ReactNode;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      name="email"
      extra={extra}
      validateFirst
      rules={[
        { required: true, message: t('signin.emailRequired') },
        { type: 'email', message: t('signin.emailFormat') },
      ]}
    >
      <Input autoComplete="username" inputMode="email" autoFocus={autoFocus} />
    </Form.Item>
  );
}
