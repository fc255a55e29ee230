import {
  ALWAYS_REQUIRED_FIELDS,
  LANDING_FORM_FIELDS,
  type LandingFieldConfig,
  type LandingFormField,
  type ProjectDetail,
} from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';
import { landingFormKey, useLandingForm } from './queries';

type Fields = Record<LandingFormField, LandingFieldConfig>;

/** Which registration fields participants see and must fill in (projects/configs/landing-form). */
export function LandingFormTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data, isLoading, isError, error, refetch } = useLandingForm(project.id);
  const [fields, setFields] = useState<Fields | null>(null);
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (data) setFields(data.fields);
  }, [data]);

  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        title={error.message}
        action={<Button onClick={() => void refetch()}>{t('common.open')}</Button>}
      />
    );
  if (isLoading || !fields) return <Skeleton active />;

  // Required implies shown; hiding a field also makes it optional.
  const set = (field: LandingFormField, change: Partial<LandingFieldConfig>) =>
    setFields((current) => {
      if (!current) return current;
      const next = { ...current[field], ...change };
      if (change.required) next.show = true;
      if (change.show === false) next.required = false;
      return { ...current, [field]: next };
    });

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('projectSetup.landingIntro')}</Typography.Paragraph>
      <Table<{ field: LandingFormField } & LandingFieldConfig>
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={LANDING_FORM_FIELDS.map((field) => ({ field, ...fields[field] }))}
        columns={[
          {
            title: t('projectSetup.field'),
            dataIndex: 'field',
            render: (f: LandingFormField) => t(`projectSetup.fields.${f}`),
          },
          {
            title: t('projectSetup.show'),
            dataIndex: 'show',
            render: (show: boolean, row) => (
              <Switch
                checked={show}
                disabled={busy || ALWAYS_REQUIRED_FIELDS.includes(row.field)}
                aria-label={`${t('projectSetup.show')}: ${t(`projectSetup.fields.${row.field}`)}`}
                onChange={(checked) => set(row.field, { show: checked })}
              />
            ),
          },
          {
            title: t('projectSetup.required'),
            dataIndex: 'required',
            render: (required: boolean, row) => (
              <Switch
                checked={required}
                disabled={busy || ALWAYS_REQUIRED_FIELDS.includes(row.field)}
                aria-label={`${t('projectSetup.required')}: ${t(`projectSetup.fields.${row.field}`)}`}
                onChange={(checked) => set(row.field, { required: checked })}
              />
            ),
          },
        ]}
      />
      <div>
        <Button
          type="primary"
          loading={busy}
          onClick={async () => {
            await whileBusy(async () => {
              const env = await api('projects/configs/landing-form/update', {
                project_id: project.id,
                fields,
              });
              if (env.code !== 200 || !env.data) return;
              queryClient.setQueryData(landingFormKey(project.id), env.data);
              message.success(t('projectSetup.landingSaved'));
            });
          }}
        >
          {t('common.save')}
        </Button>
      </div>
    </Flex>
  );
}
