import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AGE_BANDS,
  DIF_VARIABLES,
  difComparison,
  EDUCATION_LEVEL_CODES,
  EVIDENCE_MODEL_CHOICES,
  evidenceSample,
  ITEM_ANALYSIS_ONLY,
} from '@asesa/contracts';
import {
  AutoComplete,
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { SwitchItem } from '../../components/switch-item';
import { contractRule } from '../../lib/form';
import { SectorPicker } from '../accounts/sector-picker';
import {
  AUTOMATIC,
  DATE_FORMAT,
  type DifVariable,
  type NewAnalysisValues,
  newAnalysisRequest,
} from './analysis-request';
import { analysesKey, startEvidenceAnalysis, useProjectSearch } from './queries';

const MAX_COMPARISONS = 6;

/** Suggested group names: what the registration form stores for gender and education, and the make-up's age bands. */
const GROUP_SUGGESTIONS: Record<DifVariable, readonly string[]> = {
  gender: ['female', 'male'],
  age_band: AGE_BANDS,
  education_level: EDUCATION_LEVEL_CODES,
};

/** An antd rule checking a sample field with the contract's schema, so it shows the server's message. */
function sampleRule<V>(toSample: (value: V) => Record<string, unknown>) {
  return {
    validator: async (_rule: unknown, value: V) => {
      const result = evidenceSample.safeParse(toSample(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/**
 * "New analysis": which published version, which participants (projects, completion dates, sector),
 * which IRT model and which DIF comparisons. Starting it queues a job; `onStarted` gets its id.
 */
export function NewAnalysisModal({
  instrumentId,
  latestVersion,
  onStarted,
  ...control
}: ModalControl & {
  instrumentId: number;
  /** The latest published version, or null when the caller cannot read it. */
  latestVersion: number | null;
  onStarted: (analysisId: number) => void;
}) {
  const { t } = useTranslation();

  return (
    <RequestModal<NewAnalysisValues, { analysis_id: number }>
      {...control}
      name="new-evidence-analysis"
      title={t('evidence.new.title')}
      okText={t('evidence.new.start')}
      initialValues={{
        instrument_version: latestVersion || undefined,
        model: AUTOMATIC,
        guessing_prior: true,
        compare_models: false,
        dif: [{ variable: 'gender', reference: 'male', focal: 'female' }],
      }}
      send={(values) => startEvidenceAnalysis(newAnalysisRequest(instrumentId, values))}
      success={t('evidence.new.started')}
      refresh={analysesKey(instrumentId)}
      onAccepted={(started) => onStarted(started.analysis_id)}
    >
      <SampleFields open={control.open} latestVersion={latestVersion} />
      <Form.Item label={t('evidence.new.model')} name="model" extra={t('evidence.new.modelHint')}>
        <Select
          options={[
            { value: AUTOMATIC, label: t('evidence.new.automatic') },
            // The IRT models, then item analysis alone (no calibration: the quick choice for a large sample).
            ...EVIDENCE_MODEL_CHOICES.map((m) => ({ value: m, label: t(`evidence.models.${m}`) })),
          ]}
        />
      </Form.Item>
      <CalibrationChoices />
      <DifComparisons />
    </RequestModal>
  );
}

/** Which participants the analysis reads: the version they took, their projects, completion dates and sector. */
function SampleFields({ open, latestVersion }: { open: boolean; latestVersion: number | null }) {
  const { t } = useTranslation();
  const projects = useProjectSearch(open);
  const versions = latestVersion ? Array.from({ length: latestVersion }, (_, i) => latestVersion - i) : [];
  return (
    <>
      <Form.Item
        label={t('evidence.new.version')}
        name="instrument_version"
        extra={latestVersion === 0 ? t('evidence.new.notPublished') : undefined}
      >
        {versions.length ? (
          <Select
            options={versions.map((v) => ({
              value: v,
              label:
                v === latestVersion ? t('evidence.new.latestVersion', { version: String(v) }) : String(v),
            }))}
          />
        ) : (
          <InputNumber
            min={1}
            precision={0}
            placeholder={t('evidence.new.latest')}
            style={{ width: '100%' }}
          />
        )}
      </Form.Item>
      <Form.Item
        label={t('evidence.new.projects')}
        name="projects"
        extra={t('evidence.new.projectsHint')}
        rules={[
          sampleRule((projects: NewAnalysisValues['projects']) => ({
            project_ids: projects?.map((p) => p.value),
          })),
        ]}
      >
        <Select
          mode="multiple"
          labelInValue
          allowClear
          placeholder={t('evidence.new.allProjects')}
          loading={projects.isFetching}
          options={(projects.data?.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.name} · ${p.corporate_name}`,
          }))}
          showSearch={{ filterOption: false, onSearch: projects.onSearch }}
          notFoundContent={projects.isFetching ? null : undefined}
        />
      </Form.Item>
      <Form.Item
        label={t('evidence.new.completed')}
        name="completed"
        extra={t('evidence.new.completedHint')}
        rules={[
          sampleRule((range: NewAnalysisValues['completed']) => ({
            from: range?.[0]?.format(DATE_FORMAT),
            to: range?.[1]?.format(DATE_FORMAT),
          })),
        ]}
      >
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('evidence.new.sector')} name="sector_id">
        <SectorPicker placeholder={t('evidence.new.anySector')} />
      </Form.Item>
    </>
  );
}

/** The DIF comparisons asked for, at most MAX_COMPARISONS of them. */
function DifComparisons() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text strong>{t('evidence.new.dif')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('evidence.new.difHint')}
      </Typography.Paragraph>
      <Form.List name="dif">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0}>
            {fields.map((field) => (
              <DifRow key={field.key} name={field.name} onRemove={() => remove(field.name)} />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= MAX_COMPARISONS}
              onClick={() => add({ variable: 'gender', reference: '', focal: '' })}
            >
              {t('evidence.new.addComparison')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}

/**
 * The calibration's choices beyond its model: the 3PL's prior on guessing (shown for the 3PL only)
 * and the comparison with the other models of keyed items (not for the GRM nor item analysis alone).
 */
function CalibrationChoices() {
  const { t } = useTranslation();
  const model = Form.useWatch('model') as string | undefined;
  return (
    <>
      {model === '3PL' ? (
        <SwitchItem
          label={t('evidence.new.guessingPrior')}
          name="guessing_prior"
          extra={t('evidence.new.guessingPriorHint')}
        />
      ) : null}
      {model !== 'GRM' && model !== ITEM_ANALYSIS_ONLY ? (
        <Form.Item name="compare_models" valuePropName="checked" extra={t('evidence.new.compareModelsHint')}>
          <Checkbox>{t('evidence.new.compareModels')}</Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
}

/** One comparison: the grouping variable, its reference group and its focal group. */
function DifRow({ name, onRemove }: { name: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const variable = Form.useWatch(['dif', name, 'variable']) as DifVariable | undefined;
  const suggestions = (variable ? GROUP_SUGGESTIONS[variable] : []).map((value) => ({ value }));
  return (
    <Flex gap={8} align="start" wrap>
      <Form.Item name={[name, 'variable']} label={t('evidence.new.variable')} style={{ flex: '1 1 140px' }}>
        <Select options={DIF_VARIABLES.map((v) => ({ value: v, label: t(`evidence.variables.${v}`) }))} />
      </Form.Item>
      <Form.Item
        name={[name, 'reference']}
        label={t('evidence.new.reference')}
        rules={[contractRule(difComparison.shape.reference)]}
        style={{ flex: '1 1 120px' }}
      >
        <AutoComplete options={suggestions} />
      </Form.Item>
      <Form.Item
        name={[name, 'focal']}
        label={t('evidence.new.focal')}
        rules={[contractRule(difComparison.shape.focal)]}
        style={{ flex: '1 1 120px' }}
      >
        <AutoComplete options={suggestions} />
      </Form.Item>
      <Button
        type="text"
        icon={<MinusCircleOutlined aria-hidden />}
        aria-label={t('evidence.new.removeComparison')}
        onClick={onRemove}
        style={{ marginTop: 30 }}
      />
    </Flex>
  );
}
