import type { ProjectNewRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { CorporatePicker } from './corporate-picker';
import { InstrumentOrderPicker } from './instrument-order-picker';
import { PROJECTS_KEY } from './queries';

interface NewProjectValues {
  account_corporate_id: number;
  name: string;
  instrument_ids: number[];
  period?: [Dayjs | null, Dayjs | null] | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** 'New project' (projects/new); opens the new project's page on success. */
export function NewProjectModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <FormModal<NewProjectValues>
      open={open}
      name="new-project"
      title={t('projects.newTitle')}
      onClose={onClose}
      initialValues={{ instrument_ids: [] }}
      onSubmit={async ({ period, ...values }, form) => {
        const body: ProjectNewRequest = {
          ...values,
          ...(period?.[0] ? { start_date: period[0].format(DATE_FORMAT) } : {}),
          ...(period?.[1] ? { end_date: period[1].format(DATE_FORMAT) } : {}),
        };
        const env = await api('projects/new', body);
        if (!applyServerError(form, env) || !env.data) return false;
        message.success(t('projects.created'));
        await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
        navigate(`/project/detail/${env.data.id}`);
        return true;
      }}
    >
      <Form.Item label={t('projects.corporate')} name="account_corporate_id" rules={[{ required: true }]}>
        <CorporatePicker />
      </Form.Item>
      <Form.Item label={t('projects.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('projects.instruments')}
        name="instrument_ids"
        extra={t('projects.instrumentsHint')}
        rules={[{ required: true, type: 'array', min: 1 }]}
      >
        <InstrumentOrderPicker />
      </Form.Item>
      <Form.Item label={t('projects.period')} name="period">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('projects.startDate'), t('projects.endDate')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormModal>
  );
}
