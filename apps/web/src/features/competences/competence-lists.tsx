import type { CompetenceDetail } from '@asesa/contracts';
import { Input, InputNumber, List, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDimensionOptions } from '../test-dimensions/queries';
import { AddAndSave, RowItem, RowListCard, rowField } from './form-rows';
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
    <RowListCard
      title={t('competences.dimensions')}
      formName="competence-dimensions"
      listName="dimensions"
      frozen={frozen}
      initialValues={{ dimensions: c.dimensions.map(({ name, description }) => ({ name, description })) }}
      onFinish={async (values: { dimensions?: { name: string; description?: string }[] }) =>
        saved(await saveCompetenceDimensions({ competence_id: c.id, dimensions: values.dimensions ?? [] }))
      }
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
  );
}

/** The interview questions the competence suggests. */
export function InterviewQuestionsCard({ competence: c, frozen, onSaved: saved }: ListCardProps) {
  const { t } = useTranslation();
  return (
    <RowListCard
      title={t('competences.interviewQuestions')}
      hint={t('competences.interviewQuestionsHint')}
      formName="competence-interview-questions"
      listName="questions"
      frozen={frozen}
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
      row={(field, n) => (
        <RowItem
          name={field.name}
          style={{ flex: 1 }}
          rules={[{ required: true, whitespace: true }, { max: 500 }]}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} {...rowField(t('competences.question'), n)} />
        </RowItem>
      )}
      footer={(add) => <AddAndSave addLabel={t('competences.addQuestion')} onAdd={() => add('')} />}
    />
  );
}

/** The test dimensions the competence's score weighs. */
export function DimensionScoringsCard({ competence: c, frozen, onSaved: saved }: ListCardProps) {
  const { t } = useTranslation();
  const dimensionOptions = useDimensionOptions();
  return (
    <RowListCard
      title={t('competences.scorings')}
      hint={t('competences.scoringsHint')}
      formName="competence-scorings"
      listName="scorings"
      frozen={frozen}
      initialValues={{
        scorings: c.dimension_scorings.map(({ test_dimension_id, weight }) => ({
          test_dimension_id,
          weight,
        })),
      }}
      onFinish={async (values: { scorings?: { test_dimension_id: number; weight: number }[] }) =>
        saved(await saveCompetenceScorings({ competence_id: c.id, scorings: values.scorings ?? [] }))
      }
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
      footer={(add) => <AddAndSave addLabel={t('competences.addScoring')} onAdd={() => add({ weight: 1 })} />}
      after={
        frozen && (
          <List
            size="small"
            dataSource={c.dimension_scorings}
            renderItem={(s) => (
              <List.Item>
                {s.code} — {s.name}: {s.weight}
              </List.Item>
            )}
          />
        )
      }
    />
  );
}
