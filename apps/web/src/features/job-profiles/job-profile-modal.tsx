import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { JobProfileDetail } from '@asesa/contracts';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditModalProps, SaveModal } from '../../components/save-modal';
import { useCompetenceOptions } from '../competences/queries';
import { useInstrumentOptions } from '../instruments/queries';
import { JOB_PROFILES_KEY, saveJobProfile } from './queries';

interface Values {
  name: string;
  description?: string;
  competences?: { competence_id: number; target_level: number; weight: number }[];
  instruments?: { instrument_id: number }[];
}

/** Creates or edits a job profile: its competence targets and its instruments in order. */
export function JobProfileModal({ editing, ...control }: EditModalProps<JobProfileDetail>) {
  const { t } = useTranslation();
  return (
    <SaveModal<Values>
      {...control}
      name="job-profile"
      section="jobProfiles"
      editing={editing !== null}
      queryKey={JOB_PROFILES_KEY}
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
      save={(values) =>
        saveJobProfile(editing?.id ?? null, {
          name: values.name,
          description: values.description ?? '',
          competences: values.competences ?? [],
          instrument_ids: (values.instruments ?? []).map((i) => i.instrument_id),
        })
      }
    >
      <Form.Item label={t('jobProfiles.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('jobProfiles.description')} name="description">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Typography.Text strong>{t('jobProfiles.competences')}</Typography.Text>
      <CompetenceTargets open={control.open} />
      <Typography.Text strong>{t('jobProfiles.instruments')}</Typography.Text>
      <InstrumentOrder open={control.open} />
    </SaveModal>
  );
}

/** The competences the profile targets, each with its level and weight. */
function CompetenceTargets({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const competences = useCompetenceOptions(open);
  const levelsOf = (competenceId: number | undefined) =>
    competences.data?.find((c) => c.id === competenceId)?.levels ?? [];
  return (
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
                      options={levelsOf(form.getFieldValue(['competences', field.name, 'competence_id'])).map(
                        (l) => ({ value: l.level, label: `${l.level} ${l.label}` }),
                      )}
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
  );
}

/** The instruments the profile's participants take, in the order they take them. */
function InstrumentOrder({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const instruments = useInstrumentOptions(open);
  return (
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
  );
}
