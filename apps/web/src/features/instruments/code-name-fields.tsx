import { INSTRUMENT_KINDS } from '@asesa/contracts';
import { Form, Input, Select } from 'antd';
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

/** An instrument's kind and instructions, as the new and duplicate forms ask for them. */
export function KindInstructionsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('instruments.kind')} name="kind" rules={[{ required: true }]}>
        <Select options={INSTRUMENT_KINDS.map((k) => ({ value: k, label: t(`instruments.kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item label={t('instruments.instructions')} name="instructions">
        <Input.TextArea rows={4} />
      </Form.Item>
    </>
  );
}
