import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ColourCheckResponse,
  type CompetenceDetail,
  type CompetenceLevel,
  type CompetenceTranslations,
  compactTranslations,
} from '@asesa/contracts';
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
import { AddAndSave, FormRows, RowItem, rowField } from '../../features/competences/form-rows';
import { COMPETENCES_KEY } from '../../features/competences/queries';
import {
  type TranslatedText,
  TranslationFields,
} from '../../features/library-translations/translation-fields';
import { applyTranslationError } from '../../features/library-translations/translation-texts';
import { useDimensionOptions } from '../../features/test-dimensions/queries';
import { api, unwrap } from '../../lib/api';
import { applyServerError } from '../../lib/form';

const hexOf = (c: { toHexString(): string }) => c.toHexString();

/** Admin: /assessment-center/competence-library/:id, one competence with its levels, behaviours and weights. */
export function CompetencePage() {
  const id = Number(useParams().id);
  // Outlives the editor's remount after a save, so the translator stays on their language.
  const [language, setLanguage] = useState<string>();
  const detail = useQuery({
    queryKey: [...COMPETENCES_KEY, 'detail', id],
    queryFn: () => unwrap(api('competences/detail', { id })),
  });
  if (!detail.data) return <FullPageLoader />;
  // Keyed by the last change so the forms start again from what the server stored.
  return (
    <CompetenceEditor
      key={`${detail.data.id}-${detail.data.updated_at}`}
      competence={detail.data}
      language={language}
      onLanguage={setLanguage}
    />
  );
}

interface LanguageProps {
  /** The language the translations card shows. */
  language: string | undefined;
  onLanguage: (language: string) => void;
}

function CompetenceEditor({
  competence: c,
  language,
  onLanguage,
}: { competence: CompetenceDetail } & LanguageProps) {
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
          <FormRows
            name="levels"
            frozen={frozen}
            wrap
            row={(field, n) => (
              <>
                <RowItem name={[field.name, 'level']} rules={[{ required: true }]}>
                  <InputNumber
                    min={1}
                    precision={0}
                    {...rowField(t('competences.level'), n)}
                    style={{ width: 80 }}
                  />
                </RowItem>
                <RowItem
                  name={[field.name, 'label']}
                  style={{ width: 160 }}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input {...rowField(t('competences.label'), n)} />
                </RowItem>
                <RowItem name={[field.name, 'min']} rules={[{ required: true }]}>
                  <InputNumber {...rowField(t('competences.min'), n)} />
                </RowItem>
                <RowItem name={[field.name, 'max']} rules={[{ required: true }]}>
                  <InputNumber {...rowField(t('competences.max'), n)} />
                </RowItem>
                <RowItem name={[field.name, 'colour']} getValueFromEvent={hexOf}>
                  <ColorPicker disabledAlpha showText aria-label={`${t('competences.colour')} ${n}`} />
                </RowItem>
                <RowItem name={[field.name, 'text_colour']} getValueFromEvent={hexOf}>
                  <ColorPicker disabledAlpha showText aria-label={`${t('competences.textColour')} ${n}`} />
                </RowItem>
                <Form.Item noStyle shouldUpdate>
                  {() => {
                    const l = levelsForm.getFieldValue(['levels', field.name]) as CompetenceLevel | undefined;
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
              </>
            )}
            footer={(add, count) => (
              <Button
                icon={<PlusOutlined />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  add({ level: count + 1, label: '', colour: '#1677ff', text_colour: '#ffffff' })
                }
              >
                {t('competences.addLevel')}
              </Button>
            )}
          />
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

      <TranslationsCard competence={c} language={language} onLanguage={onLanguage} onSaved={refresh} />

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
          <FormRows
            name="dimensions"
            frozen={frozen}
            row={(field, n) => (
              <>
                <RowItem
                  name={[field.name, 'name']}
                  style={{ width: 240 }}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input {...rowField(t('competences.dimensionName'), n)} />
                </RowItem>
                <RowItem name={[field.name, 'description']} style={{ flex: 1 }}>
                  <Input {...rowField(t('competences.description'), n)} />
                </RowItem>
              </>
            )}
            footer={(add) => (
              <AddAndSave
                addLabel={t('competences.addDimension')}
                onAdd={() => add({ name: '', description: '' })}
              />
            )}
          />
        </Form>
      </Card>

      <Card title={t('competences.interviewQuestions')}>
        <Typography.Paragraph type="secondary">
          {t('competences.interviewQuestionsHint')}
        </Typography.Paragraph>
        <Form
          name="competence-interview-questions"
          layout="vertical"
          disabled={frozen}
          initialValues={{ questions: c.interview_questions }}
          onFinish={async (values: { questions?: string[] }) =>
            saved(
              await api('competences/update', {
                id: c.id,
                name: c.name,
                description: c.description,
                levels: c.levels,
                interview_questions: (values.questions ?? []).map((q) => q.trim()).filter(Boolean),
              }),
            )
          }
        >
          <FormRows
            name="questions"
            frozen={frozen}
            row={(field, n) => (
              <RowItem
                name={field.name}
                style={{ flex: 1 }}
                rules={[{ required: true, whitespace: true }, { max: 500 }]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  {...rowField(t('competences.question'), n)}
                />
              </RowItem>
            )}
            footer={(add) => <AddAndSave addLabel={t('competences.addQuestion')} onAdd={() => add('')} />}
          />
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
          <FormRows
            name="scorings"
            frozen={frozen}
            row={(field, n) => (
              <>
                <RowItem
                  name={[field.name, 'test_dimension_id']}
                  style={{ width: 320 }}
                  rules={[{ required: true }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    {...rowField(t('competences.testDimension'), n)}
                    loading={dimensionOptions.isLoading}
                    options={(dimensionOptions.data ?? []).map((d) => ({
                      value: d.id,
                      label: `${d.code} — ${d.name}`,
                    }))}
                  />
                </RowItem>
                <RowItem name={[field.name, 'weight']} rules={[{ required: true }]}>
                  <InputNumber min={0} step={0.1} {...rowField(t('competences.weight'), n)} />
                </RowItem>
              </>
            )}
            footer={(add) => (
              <AddAndSave addLabel={t('competences.addScoring')} onAdd={() => add({ weight: 1 })} />
            )}
          />
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

/**
 * The competence's name, description and level labels in other languages (the candidate's feedback
 * report speaks the candidate's language). They change no score, so a submitted competence takes
 * them too.
 */
function TranslationsCard({
  competence: c,
  language,
  onLanguage,
  onSaved,
}: { competence: CompetenceDetail; onSaved: () => Promise<void> } & LanguageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ translations?: CompetenceTranslations }>();
  const [busy, setBusy] = useState(false);
  const texts: TranslatedText[] = [
    { path: ['name'], label: t('libraryTranslations.name'), base: c.name },
    {
      path: ['description'],
      label: t('libraryTranslations.description'),
      base: c.description,
      multiline: true,
      max: 5000,
    },
    ...c.levels.map((l) => ({
      path: ['levels', String(l.level)],
      label: t('libraryTranslations.level', { n: String(l.level) }),
      base: l.label,
    })),
  ];
  return (
    <Card title={t('libraryTranslations.title')}>
      <Typography.Paragraph type="secondary">{t('libraryTranslations.competenceHint')}</Typography.Paragraph>
      <Form
        form={form}
        name="competence-translations"
        layout="vertical"
        initialValues={{ translations: c.translations }}
        onFinish={async (values) => {
          setBusy(true);
          try {
            // Only the current levels' fields are in the form: labels of levels since removed go.
            const env = await api('competences/translations', {
              id: c.id,
              translations: compactTranslations(values.translations),
            });
            if (env.code !== 200) {
              applyTranslationError(form, env);
              return;
            }
            message.success(t('libraryTranslations.saved'));
            await onSaved();
          } finally {
            setBusy(false);
          }
        }}
      >
        <TranslationFields
          prefix={['translations']}
          translations={c.translations}
          texts={texts}
          language={language}
          onLanguage={onLanguage}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
