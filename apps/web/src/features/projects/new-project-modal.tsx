import type { ProjectCompetenceInput, ProjectInstrumentInput, ProjectNewRequest } from '@asesa/contracts';
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { api, unwrap } from '../../lib/api';
import { PROJECTS_KEY } from '../../lib/query-keys';
import { CompetencesEditor } from './competences-editor';
import { CorporatePicker } from './corporate-picker';
import { InstrumentOrderField } from './instrument-order-picker';
import { ProjectNameFields, ProjectPeriodField } from './project-name-fields';
import { useJobProfileOptions } from './queries';

interface NewProjectValues {
  account_corporate_id: number;
  name: string;
  description?: string;
  job_profile_id?: number | null;
  instruments: ProjectInstrumentInput[];
  competences: ProjectCompetenceInput[];
  period?: [Dayjs | null, Dayjs | null] | null;
}

export const DATE_FORMAT = 'YYYY-MM-DD';

/** 'New project' (projects/new), optionally from a job profile; opens the new project's page on success. */
export function NewProjectModal(control: ModalControl) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <RequestModal<NewProjectValues, { id: number }>
      {...control}
      name="new-project"
      title={t('projects.newTitle')}
      initialValues={{ instruments: [], competences: [] }}
      send={({ period, job_profile_id, ...values }) => {
        const body: ProjectNewRequest = {
          ...values,
          ...(job_profile_id ? { job_profile_id } : {}),
          ...(period?.[0] ? { start_date: period[0].format(DATE_FORMAT) } : {}),
          ...(period?.[1] ? { end_date: period[1].format(DATE_FORMAT) } : {}),
        };
        return api('projects/new', body);
      }}
      success={t('projects.created')}
      refresh={PROJECTS_KEY}
      onAccepted={(project) => navigate(`/project/detail/${project.id}`)}
    >
      <Form.Item label={t('projects.corporate')} name="account_corporate_id" rules={[{ required: true }]}>
        <CorporatePicker />
      </Form.Item>
      <ProjectNameFields descriptionMaxRows={6} />
      <JobProfileField />
      <InstrumentOrderField />
      <Form.Item label={t('projectSetup.competencesCard')} name="competences">
        <CompetencesEditor />
      </Form.Item>
      <ProjectPeriodField />
    </RequestModal>
  );
}

/** Picking a job profile fills in its instruments (in order) and competence targets. */
function JobProfileField() {
  const { t } = useTranslation();
  const profiles = useJobProfileOptions();
  const form = Form.useFormInstance<NewProjectValues>();
  return (
    <Form.Item
      label={t('projectSetup.jobProfile')}
      name="job_profile_id"
      extra={t('projectSetup.jobProfileHint')}
    >
      <Select<number | null>
        allowClear
        placeholder={t('projectSetup.noJobProfile')}
        loading={profiles.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={async (id) => {
          if (!id) return;
          const detail = await unwrap(api('projects/job-profile-template', { id })).catch(() => null);
          if (!detail) return;
          form.setFieldsValue({ instruments: detail.instruments, competences: detail.competences });
        }}
      />
    </Form.Item>
  );
}
