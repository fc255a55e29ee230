import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The code and name an instrument or one of its variations is created with. */
export function CodeNameFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('instruments.code')} name="code" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('instruments.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
