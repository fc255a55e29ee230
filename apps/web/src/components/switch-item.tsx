import { Form, type FormItemProps, Switch } from 'antd';

/** A form field that is an on/off switch (its value is the switch's `checked`). */
export function SwitchItem({
  disabled,
  ...item
}: Omit<FormItemProps, 'valuePropName' | 'children'> & { disabled?: boolean }) {
  return (
    <Form.Item {...item} valuePropName="checked">
      <Switch disabled={disabled} />
    </Form.Item>
  );
}
