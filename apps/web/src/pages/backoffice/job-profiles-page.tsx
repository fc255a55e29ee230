import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { JobProfileDetail, JobProfileRow } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { ListPage, RowActions, useRemoveRow } from '../../components/list-page';
import { COMPETENCES_KEY, fetchJobProfilePage, JOB_PROFILES_KEY } from '../../features/competences/queries';
import { api, unwrap } from '../../lib/api';
import { applyServerError } from '../../lib/form';

interface Values {
  name: string;
  description?: string;
  competences?: { competence_id: number; target_level: number; weight: number }[];
  instruments?: { instrument_id: number }[];
}

/** Admin: /assessment-center/job-profile/all, job profiles with competence targets and instrument order. */
export function JobProfilesPage() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: JobProfileDetail | null } | null>(null);

  const edit = async (id: number) => setModal({ editing: await unwrap(api('job-profiles/detail', { id })) });
  const remove = useRemoveRow('job-profiles/mark-as-removed', JOB_PROFILES_KEY, t('jobProfiles.removed'));

  const columns: DataColumn<JobProfileRow>[] = [
    { title: t('jobProfiles.name'), dataIndex: 'name', sortable: true, ellipsis: true, width: 260 },
    { title: t('jobProfiles.description'), dataIndex: 'description', searchable: false, ellipsis: true },
    {
      title: t('jobProfiles.competenceCount'),
      dataIndex: 'competence_count',
      searchable: false,
      align: 'right',
      width: 130,
    },
    {
      title: t('jobProfiles.instrumentCount'),
      dataIndex: 'instrument_count',
      searchable: false,
      align: 'right',
      width: 130,
    },
  ];

  return (
    <ListPage<JobProfileRow>
      title={t('jobProfiles.title')}
      newLabel={t('jobProfiles.newButton')}
      onNew={() => setModal({ editing: null })}
      queryKey={[...JOB_PROFILES_KEY, 'list']}
      fetchPage={fetchJobProfilePage}
      columns={columns}
      rowActions={(row) => (
        <RowActions
          name={row.name}
          editLabel={t('jobProfiles.edit')}
          onEdit={() => edit(row.id)}
          removeLabel={t('jobProfiles.remove')}
          removeConfirm={t('jobProfiles.removeConfirm')}
          onRemove={() => remove(row.id)}
        />
      )}
    >
      <JobProfileModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
      />
    </ListPage>
  );
}

function JobProfileModal({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: JobProfileDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const competences = useQuery({
    queryKey: [...COMPETENCES_KEY, 'compact'],
    queryFn: () => unwrap(api('competences/compact-list', {})),
    enabled: open,
  });
  const instruments = useQuery({
    queryKey: ['instruments', 'compact'],
    queryFn: () => unwrap(api('instruments/compact-list', {})),
    enabled: open,
  });
  const levelsOf = (competenceId: number | undefined) =>
    competences.data?.find((c) => c.id === competenceId)?.levels ?? [];

  return (
    <FormModal<Values>
      open={open}
      name="job-profile"
      title={editing ? t('jobProfiles.editTitle') : t('jobProfiles.newTitle')}
      okText={editing ? t('common.save') : undefined}
      onClose={onClose}
      initialValues={
        editing
          ? {
              name: editing.name,
              description: editing.description,
              competences: editing.competences.map(({ competence_id, target_level, weight }) => ({
                competence_id,
                target_level,
                weight,
              })),
              instruments: editing.instruments.map(({ instrument_id }) => ({ instrument_id })),
            }
          : { competences: [], instruments: [] }
      }
      onSubmit={async (values, form) => {
        const body = {
          name: values.name,
          description: values.description ?? '',
          competences: values.competences ?? [],
          instrument_ids: (values.instruments ?? []).map((i) => i.instrument_id),
        };
        const env = editing
          ? await api('job-profiles/update', { ...body, id: editing.id })
          : await api('job-profiles/new', body);
        if (!applyServerError(form, env)) return false;
        message.success(editing ? t('jobProfiles.saved') : t('jobProfiles.created'));
        await queryClient.invalidateQueries({ queryKey: JOB_PROFILES_KEY });
        return true;
      }}
    >
      <Form.Item label={t('jobProfiles.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('jobProfiles.description')} name="description">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Typography.Text strong>{t('jobProfiles.competences')}</Typography.Text>
      <Form.List name="competences">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8} style={{ margin: '8px 0 16px' }}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="center">
                <Form.Item
                  name={[field.name, 'competence_id']}
                  style={{ marginBottom: 0, flex: 1 }}
                  rules={[{ required: true, message: t('jobProfiles.competence') }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('jobProfiles.competence')}
                    aria-label={`${t('jobProfiles.competence')} ${i + 1}`}
                    loading={competences.isLoading}
                    options={(competences.data ?? []).map((c) => ({
                      value: c.id,
                      label: `${c.code} — ${c.name}`,
                    }))}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {(form) => (
                    <Form.Item
                      name={[field.name, 'target_level']}
                      style={{ marginBottom: 0, width: 170 }}
                      rules={[{ required: true, message: t('jobProfiles.targetLevel') }]}
                    >
                      <Select
                        placeholder={t('jobProfiles.targetLevel')}
                        aria-label={`${t('jobProfiles.targetLevel')} ${i + 1}`}
                        options={levelsOf(
                          form.getFieldValue(['competences', field.name, 'competence_id']),
                        ).map((l) => ({ value: l.level, label: `${l.level} ${l.label}` }))}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
                <Form.Item
                  name={[field.name, 'weight']}
                  style={{ marginBottom: 0 }}
                  rules={[{ required: true, message: t('jobProfiles.weight') }]}
                >
                  <InputNumber
                    min={0}
                    step={0.1}
                    placeholder={t('jobProfiles.weight')}
                    aria-label={`${t('jobProfiles.weight')} ${i + 1}`}
                  />
                </Form.Item>
                <MinusCircleOutlined
                  aria-label={`${t('common.remove')} ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => add({ weight: 1 })}
            >
              {t('jobProfiles.addCompetence')}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Typography.Text strong>{t('jobProfiles.instruments')}</Typography.Text>
      <Form.List name="instruments">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="center">
                <Typography.Text>{i + 1}.</Typography.Text>
                <Form.Item
                  name={[field.name, 'instrument_id']}
                  style={{ marginBottom: 0, flex: 1 }}
                  rules={[{ required: true, message: t('jobProfiles.instrument') }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('jobProfiles.instrument')}
                    aria-label={`${t('jobProfiles.instrument')} ${i + 1}`}
                    loading={instruments.isLoading}
                    options={(instruments.data ?? []).map((x) => ({
                      value: x.id,
                      label: `${x.code} — ${x.name}`,
                    }))}
                  />
                </Form.Item>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  aria-label={t('jobProfiles.moveUp', { n: String(i + 1) })}
                  onClick={() => move(i, i - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === fields.length - 1}
                  aria-label={t('jobProfiles.moveDown', { n: String(i + 1) })}
                  onClick={() => move(i, i + 1)}
                />
                <MinusCircleOutlined
                  aria-label={`${t('common.remove')} ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => add()}>
              {t('jobProfiles.addInstrument')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
