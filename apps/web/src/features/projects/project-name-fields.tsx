import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A project's name and description, as the new-project and edit forms ask for them. */
export function ProjectNameFields({ descriptionMaxRows }: { descriptionMaxRows: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('projects.name')}
        name="name"
        rules={[{ required: true, whitespace: true }, { max: 200 }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('projectSetup.description')} name="description" rules={[{ max: 5000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: descriptionMaxRows }} />
      </Form.Item>
    </>
  );
}

/** When a project runs; either end may stay open. */
export function ProjectPeriodField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('projects.period')} name="period">
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('projects.startDate'), t('projects.endDate')]}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
