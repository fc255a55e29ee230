import { Form, Input, type InputProps } from 'antd';
import { contractRule, type ParsableSchema } from '../lib/form';

/**
 * A one-line text field checked by the contract's schema, so the form refuses what the server
 * would, with the same message. Browser autofill is off and the length is 200 unless told.
 */
export function ContractTextField({
  label,
  name,
  schema,
  required,
  autoComplete = 'off',
  inputMode,
  maxLength = 200,
}: {
  label: string;
  name: string;
  schema: ParsableSchema;
  required?: boolean;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
}) {
  return (
    <Form.Item label={label} name={name} required={required} rules={[contractRule(schema)]}>
      <Input autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} />
    </Form.Item>
  );
}

/** A required e-mail address checked by the contract: the phone's e-mail keyboard and up to 254 characters. */
export function ContractEmailField({
  label,
  name,
  schema,
}: {
  label: string;
  name: string;
  schema: ParsableSchema;
}) {
  return (
    <ContractTextField label={label} name={name} schema={schema} required inputMode="email" maxLength={254} />
  );
}
