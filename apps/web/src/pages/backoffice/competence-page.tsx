import { ArrowLeftOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColourCheckResponse, CompetenceDetail, CompetenceLevel } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  ColorPicker,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageHeader } from '../../components/page-header';
import { COMPETENCES_KEY } from '../../features/competences/queries';
import { useDimensionOptions } from '../../features/test-dimensions/queries';
import { api, unwrap } from '../../lib/api';
import { applyServerError } from '../../lib/form';

const hexOf = (c: { toHexString(): string }) => c.toHexString();

/** Admin: /assessment-center/competence-library/:id, one competence with its levels, behaviours and weights. */
export function CompetencePage() {
  const id = Number(useParams().id);
  const detail = useQuery({
    queryKey: [...COMPETENCES_KEY, 'detail', id],
    queryFn: () => unwrap(api('competences/detail', { id })),
  });
  if (!detail.data) return <FullPageLoader />;
  // Keyed by the last change so the forms start again from what the server stored.
  return <CompetenceEditor key={`${detail.data.id}-${detail.data.updated_at}`} competence={detail.data} />;
}

function CompetenceEditor({ competence: c }: { competence: CompetenceDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dimensionOptions = useDimensionOptions();
  const [levelsForm] = Form.useForm<{ name: string; description: string; levels: CompetenceLevel[] }>();
  const [check, setCheck] = useState<ColourCheckResponse | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const frozen = c.status === 'submitted';

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: COMPETENCES_KEY });
  };
  const saved = async (env: { code: number }) => {
    if (env.code !== 200) return;
    message.success(t('competences.saved'));
    await refresh();
  };
  const runCheck = async () => {
    const env = await api('competences/colour-check', { levels: levelsForm.getFieldValue('levels') ?? [] });
    if (env.code === 200 && env.data) setCheck(env.data);
  };

  return (
    <Flex vertical gap={16}>
      <Link to="/assessment-center/competence-library/all">
        <ArrowLeftOutlined /> {t('competences.back')}
      </Link>
      <PageHeader
        title={`${c.code} — ${c.name}`}
        extra={
          <Space>
            <Tag color={frozen ? 'green' : 'default'}>{t(`competences.statuses.${c.status}`)}</Tag>
            {!frozen && (
              <Popconfirm
                title={t('competences.submitConfirm')}
                onConfirm={async () => {
                  const env = await api('competences/submit', { id: c.id });
                  if (env.code !== 200) return;
                  message.success(t('competences.submitted'));
                  await refresh();
                }}
              >
                <Button type="primary">{t('competences.submit')}</Button>
              </Popconfirm>
            )}
            <Button onClick={() => setDuplicating(true)}>{t('competences.duplicate')}</Button>
            <Popconfirm
              title={t('competences.removeConfirm')}
              onConfirm={async () => {
                const env = await api('competences/mark-as-removed', { id: c.id });
                if (env.code !== 200) return;
                message.success(t('competences.removed'));
                await refresh();
                navigate('/assessment-center/competence-library/all');
              }}
            >
              <Button danger>{t('competences.remove')}</Button>
            </Popconfirm>
          </Space>
        }
      />
      {frozen && <Alert type="info" showIcon title={t('competences.frozen')} />}

      <Card title={t('competences.details')}>
        <Form
          form={levelsForm}
          name="competence-levels"
          layout="vertical"
          disabled={frozen}
          initialValues={{ name: c.name, description: c.description, levels: c.levels }}
          onFinish={async (values) => {
            const env = await api('competences/update', { id: c.id, ...values });
            if (applyServerError(levelsForm, env)) await saved(env);
          }}
        >
          <Form.Item label={t('competences.name')} name="name" rules={[{ required: true, whitespace: true }]}>
            <Input />
          </Form.Item>
          <Form.Item label={t('competences.description')} name="description">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Typography.Text strong>{t('competences.levels')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('competences.levelsHint')}</Typography.Paragraph>
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="center" wrap>
                    <Form.Item
                      name={[field.name, 'level']}
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        min={1}
                        precision={0}
                        placeholder={t('competences.level')}
                        aria-label={`${t('competences.level')} ${i + 1}`}
                        style={{ width: 80 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'label']}
                      style={{ marginBottom: 0, width: 160 }}
                      rules={[{ required: true, whitespace: true }]}
                    >
                      <Input
                        placeholder={t('competences.label')}
                        aria-label={`${t('competences.label')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'min']}
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        placeholder={t('competences.min')}
                        aria-label={`${t('competences.min')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'max']}
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        placeholder={t('competences.max')}
                        aria-label={`${t('competences.max')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'colour']}
                      getValueFromEvent={hexOf}
                      style={{ marginBottom: 0 }}
                    >
                      <ColorPicker
                        disabledAlpha
                        showText
                        aria-label={`${t('competences.colour')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'text_colour']}
                      getValueFromEvent={hexOf}
                      style={{ marginBottom: 0 }}
                    >
                      <ColorPicker
                        disabledAlpha
                        showText
                        aria-label={`${t('competences.textColour')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {() => {
                        const l = levelsForm.getFieldValue(['levels', field.name]) as
                          | CompetenceLevel
                          | undefined;
                        return (
                          <span
                            style={{
                              background: l?.colour,
                              color: l?.text_colour,
                              padding: '2px 8px',
                              borderRadius: 4,
                            }}
                          >
                            {l?.label || t('competences.label')}
                          </span>
                        );
                      }}
                    </Form.Item>
                    {!frozen && (
                      <MinusCircleOutlined
                        aria-label={`${t('common.remove')} ${i + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {!frozen && (
                  <Button
                    icon={<PlusOutlined />}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      add({
                        level: fields.length + 1,
                        label: '',
                        colour: '#1677ff',
                        text_colour: '#ffffff',
                      })
                    }
                  >
                    {t('competences.addLevel')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
          <Space style={{ marginTop: 16 }}>
            {!frozen && (
              <Button type="primary" htmlType="submit">
                {t('common.save')}
              </Button>
            )}
            <Button disabled={false} onClick={runCheck}>
              {t('competences.colourCheck')}
            </Button>
          </Space>
        </Form>
        {check && (
          <Flex vertical gap={8} style={{ marginTop: 16 }} aria-label={t('competences.colourCheck')}>
            <Typography.Text type="secondary">
              {t('competences.colourRule', {
                contrast: String(check.min_contrast),
                deltaE: String(check.min_delta_e),
              })}
            </Typography.Text>
            {check.ok ? (
              <Alert type="success" showIcon title={t('competences.colourOk')} />
            ) : (
              <Alert
                type="error"
                showIcon
                title={
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {check.levels
                      .flatMap((l) => l.problems)
                      .map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                  </ul>
                }
              />
            )}
            <Space wrap>
              {check.levels.map((l) => (
                <Tag key={l.level} color={l.readable && l.distinguishable_from_next ? 'green' : 'red'}>
                  {l.level} {l.label}: {t('competences.contrast', { value: String(l.contrast) })}
                  {l.delta_e_next !== null &&
                    `, ${t('competences.deltaE', { value: String(l.delta_e_next) })}`}
                </Tag>
              ))}
            </Space>
          </Flex>
        )}
      </Card>

      <Card title={t('competences.dimensions')}>
        <Form
          name="competence-dimensions"
          layout="vertical"
          disabled={frozen}
          initialValues={{ dimensions: c.dimensions.map(({ name, description }) => ({ name, description })) }}
          onFinish={async (values: { dimensions?: { name: string; description?: string }[] }) =>
            saved(
              await api('competences/dimensions', {
                competence_id: c.id,
                dimensions: values.dimensions ?? [],
              }),
            )
          }
        >
          <Form.List name="dimensions">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="center">
                    <Form.Item
                      name={[field.name, 'name']}
                      style={{ marginBottom: 0, width: 240 }}
                      rules={[{ required: true, whitespace: true }]}
                    >
                      <Input
                        placeholder={t('competences.dimensionName')}
                        aria-label={`${t('competences.dimensionName')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'description']} style={{ marginBottom: 0, flex: 1 }}>
                      <Input
                        placeholder={t('competences.description')}
                        aria-label={`${t('competences.description')} ${i + 1}`}
                      />
                    </Form.Item>
                    {!frozen && (
                      <MinusCircleOutlined
                        aria-label={`${t('common.remove')} ${i + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {!frozen && (
                  <Space>
                    <Button icon={<PlusOutlined />} onClick={() => add({ name: '', description: '' })}>
                      {t('competences.addDimension')}
                    </Button>
                    <Button type="primary" htmlType="submit">
                      {t('common.save')}
                    </Button>
                  </Space>
                )}
              </Flex>
            )}
          </Form.List>
        </Form>
      </Card>

      <Card title={t('competences.scorings')}>
        <Typography.Paragraph type="secondary">{t('competences.scoringsHint')}</Typography.Paragraph>
        <Form
          name="competence-scorings"
          layout="vertical"
          disabled={frozen}
          initialValues={{
            scorings: c.dimension_scorings.map(({ test_dimension_id, weight }) => ({
              test_dimension_id,
              weight,
            })),
          }}
          onFinish={async (values: { scorings?: { test_dimension_id: number; weight: number }[] }) =>
            saved(
              await api('competences/dimension-scorings', {
                competence_id: c.id,
                scorings: values.scorings ?? [],
              }),
            )
          }
        >
          <Form.List name="scorings">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="center">
                    <Form.Item
                      name={[field.name, 'test_dimension_id']}
                      style={{ marginBottom: 0, width: 320 }}
                      rules={[{ required: true }]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder={t('competences.testDimension')}
                        aria-label={`${t('competences.testDimension')} ${i + 1}`}
                        loading={dimensionOptions.isLoading}
                        options={(dimensionOptions.data ?? []).map((d) => ({
                          value: d.id,
                          label: `${d.code} — ${d.name}`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'weight']}
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        min={0}
                        step={0.1}
                        placeholder={t('competences.weight')}
                        aria-label={`${t('competences.weight')} ${i + 1}`}
                      />
                    </Form.Item>
                    {!frozen && (
                      <MinusCircleOutlined
                        aria-label={`${t('common.remove')} ${i + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {!frozen && (
                  <Space>
                    <Button icon={<PlusOutlined />} onClick={() => add({ weight: 1 })}>
                      {t('competences.addScoring')}
                    </Button>
                    <Button type="primary" htmlType="submit">
                      {t('common.save')}
                    </Button>
                  </Space>
                )}
              </Flex>
            )}
          </Form.List>
        </Form>
        {frozen && (
          <List
            size="small"
            dataSource={c.dimension_scorings}
            renderItem={(s) => (
              <List.Item>
                {s.code} — {s.name}: {s.weight}
              </List.Item>
            )}
          />
        )}
      </Card>

      <FormModal<{ code: string; name?: string }>
        open={duplicating}
        name="competence-duplicate"
        title={t('competences.duplicateTitle')}
        okText={t('competences.duplicate')}
        initialValues={{ code: `${c.code}-COPY`, name: c.name }}
        onClose={() => setDuplicating(false)}
        onSubmit={async (values, form) => {
          const env = await api('competences/duplicate', { id: c.id, ...values });
          if (!applyServerError(form, env) || !env.data) return false;
          message.success(t('competences.duplicated'));
          await refresh();
          navigate(`/assessment-center/competence-library/${env.data.id}`);
          return true;
        }}
      >
        <Form.Item label={t('competences.code')} name="code" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('competences.name')} name="name">
          <Input autoComplete="off" />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
