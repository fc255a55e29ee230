import { JOB_FIT_USES, MAX_DECISION_RETENTION_MONTHS, MIN_DECISION_RETENTION_MONTHS } from '@asesa/contracts';
import { Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The project settings' job-fit use, pre-selection cut-off and decision retention (inside its form). */
export function OversightSettings() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('decisions.settingsTitle')}</Typography.Title>
      <Form.Item
        label={t('decisions.jobFitUse')}
        name="job_fit_use"
        extra={t('decisions.jobFitUseHelp')}
        rules={[{ required: true }]}
      >
        <Select options={JOB_FIT_USES.map((u) => ({ value: u, label: t(`decisions.uses.${u}`) }))} />
      </Form.Item>
      <Form.Item
        label={t('decisions.cutoff')}
        name="job_fit_cutoff"
        rules={[{ type: 'integer', min: 0, max: 100 }]}
      >
        <InputNumber<number> min={0} max={100} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        label={t('decisions.retention')}
        name="decision_retention_months"
        extra={t('decisions.retentionHelp')}
        rules={[{ type: 'integer', min: MIN_DECISION_RETENTION_MONTHS, max: MAX_DECISION_RETENTION_MONTHS }]}
      >
        <InputNumber<number>
          min={MIN_DECISION_RETENTION_MONTHS}
          max={MAX_DECISION_RETENTION_MONTHS}
          precision={0}
          style={{ width: 160 }}
        />
      </Form.Item>
    </>
  );
}
