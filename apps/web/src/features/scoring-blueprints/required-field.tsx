import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Names the field in its refusal: its label, or for a list row's field (no label) `field`. */
type RequiredFieldName = { label: string; field?: string } | { label?: undefined; field: string };

/** A blueprint form field that must be filled; its refusal names the field. */
export function RequiredField({
  field,
  label,
  ...item
}: Omit<FormItemProps, 'rules' | 'label'> & RequiredFieldName) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      rules={[{ required: true, message: t('scoring.required', { field: field ?? label ?? '' }) }]}
      {...item}
    />
  );
}
