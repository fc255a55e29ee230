import { KeyOutlined } from '@ant-design/icons';
import { UNIQUE_CODE_BATCH_MAX } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Flex, Form, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { codesKey } from '../invitations/queries';

/** Generates a batch of access codes (how many, and until when they work). */
export function GenerateCodesCard({ project }: { project: { id: number } }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ count: number; expires_at?: Dayjs }>();
  const [busy, setBusy] = useState<'generate' | null>(null);

  const generate = async (values: { count: number; expires_at?: Dayjs }) => {
    setBusy('generate');
    try {
      const env = await api('unique-codes/generate', {
        project_id: project.id,
        count: values.count,
        expires_at: values.expires_at ? values.expires_at.endOf('day').toISOString() : undefined,
      });
      if (env.data) {
        message.success(t('uniqueCodes.generated', { count: env.data.count, batch: String(env.data.batch) }));
        await queryClient.invalidateQueries({ queryKey: codesKey(project.id) });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card size="small" title={t('uniqueCodes.title')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('uniqueCodes.hint')}</Typography.Text>
        <Form
          form={form}
          name="generate-codes"
          layout="inline"
          initialValues={{ count: 10 }}
          onFinish={generate}
          disabled={busy === 'generate'}
          style={{ rowGap: 8 }}
        >
          <Form.Item label={t('uniqueCodes.count')} name="count" rules={[{ required: true }]}>
            <InputNumber min={1} max={UNIQUE_CODE_BATCH_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label={t('uniqueCodes.expiresAt')} name="expires_at">
            <DatePicker disabledDate={(d) => d.isBefore(new Date(), 'day')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={busy === 'generate'}>
            {t('uniqueCodes.generate')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
