import type { CompetenceDetail } from '@asesa/contracts';
import { Card, Form, Input, InputNumber, List, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDimensionOptions } from '../test-dimensions/queries';
import { AddAndSave, FormRows, RowItem, rowField } from './form-rows';
import { saveCompetenceDimensions, saveCompetenceScorings, updateCompetence } from './queries';

interface ListCardProps {
  competence: CompetenceDetail;
  frozen: boolean;
  onSaved: (env: { code: number }) => Promise<void>;
}

/** The competence's dimensions, each a name and a description. */
export function CompetenceDimensionsCard({ competence: c, frozen, onSaved: saved }: ListCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('competences.dimensions')}>
      <Form
        name="competence-dimensions"
        layout="vertical"
        disabled={frozen}
        initialValues={{ dimensions: c.dimensions.map(({ name, description }) => ({ name, description })) }}
        onFinish={async (values: { dimensions?: { name: string; description?: string }[] }) =>
          saved(
            await saveCompetenceDimensions({
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
  );
}

/** The interview questions the competence suggests. */
export function InterviewQuestionsCard({ competence: c, frozen, onSaved: saved }: ListCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('competences.interviewQuestions')}>
      <Typography.Paragraph type="secondary">{t('competences.interviewQuestionsHint')}</Typography.Paragraph>
      <Form
        name="competence-interview-questions"
        layout="vertical"
        disabled={frozen}
        initialValues={{ questions: c.interview_questions }}
        onFinish={async (values: { questions?: string[] }) =>
          saved(
            await updateCompetence({
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
  );
}

/** The test dimensions the competence's score weighs. */
export function DimensionScoringsCard({ competence: c, frozen, onSaved: saved }: ListCardProps) {
  const { t } = useTranslation();
  const dimensionOptions = useDimensionOptions();
  return (
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
            await saveCompetenceScorings({
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
  );
}
