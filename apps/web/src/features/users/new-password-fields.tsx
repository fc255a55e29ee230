import { PASSWORD_MIN_LENGTH } from '@asesa/contracts';
import { Form, Input } from 'antd';
import { confirmPasswordRule, newPasswordRule } from './password-rules';

/**
 * A new password and its confirmation, checked by the password rules as they are typed; when the form
 * also asks for the old password (`oldField`), the new one must differ from it.
 */
export function NewPasswordFields({
  label,
  name,
  hint,
  confirmLabel,
  confirmName,
  oldField,
  required,
  autoFocus,
}: {
  label: string;
  name: string;
  /** Says how long a password must be; `{min}` is filled in. */
  hint: (min: string) => string;
  confirmLabel: string;
  confirmName: string;
  oldField?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        required={required}
        dependencies={oldField ? [oldField] : undefined}
        extra={hint(String(PASSWORD_MIN_LENGTH))}
        rules={[newPasswordRule(oldField)]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name={confirmName}
        required={required}
        dependencies={[name]}
        rules={[confirmPasswordRule(name)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
