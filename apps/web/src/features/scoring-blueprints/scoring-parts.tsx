import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AGGREGATIONS,
  type BlueprintDetail,
  type BlueprintDimensionRow,
  type CharacterRow,
  compactTranslations,
  type FinalScoreRow,
  FORCED_CHOICE_METHODS,
  type GobRow,
  GROUP_SOURCES,
  type GroupDimensionRow,
  type IndicatorScoreRow,
  MISSING_POLICIES,
  NORM_METHODS,
  NORM_SCALES,
  RAW_SCORE_METHODS,
  RULE_MATCHES,
  RULE_OPERATORS,
  SCORE_SCALES,
  type ScoreBand,
  type WeightedCode,
} from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../lib/form';
import { BandChips, BandsField, type CodeOption, WeightsField } from './list-fields';
import { NormTableField } from './norm-table-field';
import { PartTable } from './part-table';
import { SCORING_KEY, savePart, useSettings } from './queries';
import { type GridRow, gridToRows } from './scoring-model';
import { savedCorrelations } from './trait-correlations';
import { TraitCorrelationsField } from './trait-correlations-field';

const options = <T extends string>(values: readonly T[], label?: (v: T) => string): CodeOption[] =>
  values.map((v) => ({ value: v, label: label ? label(v) : v }));

interface Props {
  blueprint: BlueprintDetail;
}

const indicatorOptions = (bp: BlueprintDetail): CodeOption[] =>
  bp.dimension_options.flatMap((d) =>
    d.indicators.map((i) => ({ value: i.code, label: `${i.name} (${i.code}) · ${d.name}` })),
  );
const profileOptions = (bp: BlueprintDetail): CodeOption[] =>
  bp.profile_codes.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

/** Settings: one form (new when the blueprint has none, else update). */
export function SettingsPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useSettings(blueprint.id);
  const [form] = Form.useForm();
  const current = data?.data[0] ?? null;
  const method = Form.useWatch('forced_choice_method', form);
  if (!data) return null;
  return (
    <Card size="small">
      {!current ? (
        <Typography.Paragraph type="secondary">{t('scoring.settings.none')}</Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        name="blueprint-settings"
        layout="vertical"
        key={current?.updated_at ?? 'new'}
        initialValues={
          current ?? {
            raw_score_method: 'sum',
            missing_policy: 'zero',
            untagged_indicator_code: null,
            forced_choice_method: 'ipsative',
            trait_correlations: null,
          }
        }
        onFinish={async (values) => {
          const thurstonian = values.forced_choice_method === 'thurstonian';
          const env = await savePart('settings', blueprint.id, current?.id ?? null, {
            raw_score_method: values.raw_score_method,
            missing_policy: values.missing_policy,
            untagged_indicator_code: values.untagged_indicator_code ?? null,
            forced_choice_method: values.forced_choice_method ?? 'ipsative',
            trait_correlations: thurstonian ? savedCorrelations(values.trait_correlations) : null,
          });
          if (!applyServerError(form, env)) return;
          message.success(t('common.saved'));
          await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
        }}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="raw_score_method" label={t('scoring.settings.rawScoreMethod')}>
          <Select options={options(RAW_SCORE_METHODS, (v) => t(`scoring.settings.methods.${v}`))} />
        </Form.Item>
        <Form.Item name="missing_policy" label={t('scoring.settings.missingPolicy')}>
          <Select options={options(MISSING_POLICIES, (v) => t(`scoring.settings.policies.${v}`))} />
        </Form.Item>
        <Form.Item
          name="untagged_indicator_code"
          label={t('scoring.settings.untagged')}
          extra={t('scoring.settings.untaggedHint')}
        >
          <Select allowClear options={indicatorOptions(blueprint)} showSearch />
        </Form.Item>
        <Form.Item
          name="forced_choice_method"
          label={t('scoring.settings.forcedChoiceMethod')}
          extra={t('scoring.settings.forcedChoiceHint')}
        >
          <Select
            options={options(FORCED_CHOICE_METHODS, (v) => t(`scoring.settings.forcedChoiceMethods.${v}`))}
          />
        </Form.Item>
        {method === 'thurstonian' ? (
          <Form.Item
            name="trait_correlations"
            label={t('scoring.settings.traitCorrelations')}
            extra={t('scoring.settings.traitCorrelationsHint')}
          >
            <TraitCorrelationsField traits={blueprint.indicator_codes} />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

const weights = (list: WeightedCode[] | undefined) =>
  (list ?? []).map((w) => ({ code: w.code, weight: w.weight ?? 1 }));

export function DimensionsPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  return (
    <PartTable<BlueprintDimensionRow, Omit<BlueprintDimensionRow, 'id'>>
      part="dimensions"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.dimensions')}
      columns={[
        {
          title: t('scoring.dimension'),
          dataIndex: 'dimension_code',
          sortable: true,
          render: (_v, r) => `${r.dimension_name} (${r.dimension_code})`,
        },
        { title: t('scoring.aggregation'), dataIndex: 'aggregation', sortable: true },
        {
          title: t('scoring.indicators'),
          key: 'indicators',
          render: (_v, r) => r.indicators.map((i) => `${i.code} × ${i.weight}`).join(', '),
        },
      ]}
      toForm={(row) => row ?? { aggregation: 'sum', indicators: [{ code: '', weight: 1 }] }}
      toBody={(v) => ({
        dimension_code: v.dimension_code,
        aggregation: v.aggregation,
        indicators: weights(v.indicators),
        reliability: v.reliability ?? null,
      })}
      fields={() => (
        <>
          <Form.Item
            name="dimension_code"
            label={t('scoring.dimension')}
            rules={[{ required: true, message: t('scoring.required', { field: t('scoring.dimension') }) }]}
          >
            <Select
              showSearch
              options={blueprint.dimension_options.map((d) => ({
                value: d.code,
                label: `${d.name} (${d.code})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="aggregation" label={t('scoring.aggregation')}>
            <Select options={options(AGGREGATIONS)} />
          </Form.Item>
          <WeightsField
            name="indicators"
            label={t('scoring.indicators')}
            options={indicatorOptions(blueprint)}
            addText={t('scoring.addIndicator')}
          />
          <Form.Item name="reliability" label={t('scoring.reliability')}>
            <InputNumber min={0} max={1} step={0.01} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function GroupsPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  const dims = blueprint.profile_codes.filter((p) => p.kind === 'dimension');
  return (
    <PartTable<GroupDimensionRow, Omit<GroupDimensionRow, 'id'>>
      part="groups"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.groups')}
      columns={[
        { title: t('scoring.code'), dataIndex: 'code', sortable: true },
        { title: t('scoring.name'), dataIndex: 'name', sortable: true },
        { title: t('scoring.source'), dataIndex: 'source', sortable: true },
        {
          title: t('scoring.dimensions'),
          key: 'dims',
          render: (_v, r) => r.dimensions.map((d) => `${d.code} × ${d.weight}`).join(', '),
        },
      ]}
      toForm={(row) => row ?? { aggregation: 'sum', source: 'raw', dimensions: [{ code: '', weight: 1 }] }}
      toBody={(v) => ({
        code: v.code,
        name: v.name,
        aggregation: v.aggregation,
        source: v.source,
        dimensions: weights(v.dimensions),
      })}
      fields={() => (
        <>
          <Form.Item
            name="code"
            label={t('scoring.code')}
            rules={[{ required: true, message: t('scoring.required', { field: t('scoring.code') }) }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('scoring.name')}
            rules={[{ required: true, message: t('scoring.required', { field: t('scoring.name') }) }]}
          >
            <Input />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item name="aggregation" label={t('scoring.aggregation')} style={{ flex: 1 }}>
              <Select options={options(AGGREGATIONS)} />
            </Form.Item>
            <Form.Item name="source" label={t('scoring.source')} style={{ flex: 1 }}>
              <Select options={options(GROUP_SOURCES, (v) => t(`scoring.sources.${v}`))} />
            </Form.Item>
          </Flex>
          <WeightsField
            name="dimensions"
            label={t('scoring.dimensions')}
            options={dims.map((d) => ({ value: d.code, label: `${d.name} (${d.code})` }))}
            addText={t('scoring.addDimension')}
          />
        </>
      )}
    />
  );
}

type FinalForm = Omit<FinalScoreRow, 'id' | 'rows'> & { rows: GridRow[] };

export function FinalScoresPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  return (
    <PartTable<FinalScoreRow, FinalForm>
      part="finals"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.finals')}
      columns={[
        { title: t('scoring.target'), dataIndex: 'dimension_code', sortable: true },
        { title: t('scoring.normGroup'), dataIndex: 'norm_group', sortable: true },
        {
          title: t('scoring.method'),
          dataIndex: 'method',
          sortable: true,
          render: (_v, r) => t(`scoring.methods.${r.method}`),
        },
        { title: t('scoring.scaleKind'), dataIndex: 'scale_kind', sortable: true },
        {
          title: t('scoring.rows'),
          key: 'rows',
          render: (_v, r) => (r.method === 'table' ? r.rows.length : `${r.mean} ± ${r.sd}`),
        },
        { title: t('scoring.n'), dataIndex: 'n', sortable: true, searchable: false },
        { title: t('scoring.normVersion'), dataIndex: 'norm_version', sortable: true },
      ]}
      width={760}
      toForm={(row) =>
        row ?? {
          norm_group: 'general',
          method: 'table',
          scale_kind: 'sten',
          rows: [{}],
          n: 0,
          norm_date: new Date().toISOString().slice(0, 10),
          norm_version: '1',
          raw_step: 1,
        }
      }
      toBody={(v) => {
        const grid = v.method === 'table' ? gridToRows(v.rows ?? []) : { rows: [], errors: [] };
        if (grid.errors.length) return grid.errors.join('; ');
        return {
          dimension_code: v.dimension_code,
          norm_group: v.norm_group,
          method: v.method,
          scale_kind: v.scale_kind,
          rows: grid.rows,
          mean: v.mean ?? null,
          sd: v.sd ?? null,
          n: v.n ?? 0,
          norm_date: v.norm_date,
          norm_version: v.norm_version,
          raw_step: v.raw_step ?? 1,
        };
      }}
      fields={() => (
        <>
          <Flex gap={12} wrap>
            <Form.Item
              name="dimension_code"
              label={t('scoring.target')}
              style={{ minWidth: 220, flex: 1 }}
              rules={[{ required: true, message: t('scoring.required', { field: t('scoring.target') }) }]}
            >
              <Select options={profileOptions(blueprint)} />
            </Form.Item>
            <Form.Item name="norm_group" label={t('scoring.normGroup')} style={{ flex: 1 }}>
              <Input />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item name="method" label={t('scoring.method')}>
              <Select
                style={{ width: 160 }}
                options={options(NORM_METHODS, (v) => t(`scoring.methods.${v}`))}
              />
            </Form.Item>
            <Form.Item name="scale_kind" label={t('scoring.scaleKind')}>
              <Select style={{ width: 120 }} options={options(NORM_SCALES)} />
            </Form.Item>
            <Form.Item name="n" label={t('scoring.n')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="norm_date" label={t('scoring.normDate')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="norm_version" label={t('scoring.normVersion')}>
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="raw_step" label={t('scoring.rawStep')}>
              <InputNumber min={0.001} step={0.1} />
            </Form.Item>
          </Flex>
          <Form.Item noStyle shouldUpdate={(a, b) => a.method !== b.method}>
            {({ getFieldValue }) =>
              getFieldValue('method') === 'parametric' ? (
                <Flex gap={12}>
                  <Form.Item name="mean" label={t('scoring.mean')}>
                    <InputNumber />
                  </Form.Item>
                  <Form.Item name="sd" label={t('scoring.sd')}>
                    <InputNumber min={0} />
                  </Form.Item>
                </Flex>
              ) : (
                <NormTableField />
              )
            }
          </Form.Item>
        </>
      )}
    />
  );
}

const bandBody = (bands: ScoreBand[] | undefined) =>
  (bands ?? []).map((b) => ({
    min: b.min ?? null,
    max: b.max ?? null,
    level: b.level,
    description: b.description ?? '',
    colour: b.colour,
    translations: compactTranslations(b.translations),
  }));

export function IndicatorScoresPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  return (
    <PartTable<IndicatorScoreRow, Omit<IndicatorScoreRow, 'id'>>
      part="indicators"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.indicators')}
      columns={[
        {
          title: t('scoring.indicator'),
          dataIndex: 'indicator_code',
          sortable: true,
          render: (_v, r) => `${r.indicator_name} (${r.indicator_code})`,
        },
        { title: t('scoring.bands'), key: 'bands', render: (_v, r) => <BandChips bands={r.bands} /> },
      ]}
      toForm={(row) => row ?? { bands: [{ colour: '#1677ff' }] }}
      toBody={(v) => ({ indicator_code: v.indicator_code, bands: bandBody(v.bands) })}
      fields={() => (
        <>
          <Form.Item
            name="indicator_code"
            label={t('scoring.indicator')}
            rules={[{ required: true, message: t('scoring.required', { field: t('scoring.indicator') }) }]}
          >
            <Select showSearch options={indicatorOptions(blueprint)} />
          </Form.Item>
          <BandsField />
        </>
      )}
    />
  );
}

export function GobsPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  return (
    <PartTable<GobRow, Omit<GobRow, 'id'>>
      part="gobs"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.gobs')}
      columns={[
        { title: t('scoring.target'), dataIndex: 'target_code', sortable: true },
        { title: t('scoring.scale'), dataIndex: 'scale', sortable: true },
        { title: t('scoring.bands'), key: 'bands', render: (_v, r) => <BandChips bands={r.bands} /> },
      ]}
      toForm={(row) => row ?? { scale: 'sten', bands: [{ colour: '#1677ff' }] }}
      toBody={(v) => ({ target_code: v.target_code, scale: v.scale, bands: bandBody(v.bands) })}
      fields={() => (
        <>
          <Flex gap={12}>
            <Form.Item
              name="target_code"
              label={t('scoring.target')}
              style={{ flex: 1 }}
              rules={[{ required: true, message: t('scoring.required', { field: t('scoring.target') }) }]}
            >
              <Select options={profileOptions(blueprint)} />
            </Form.Item>
            <Form.Item name="scale" label={t('scoring.scale')}>
              <Select style={{ width: 130 }} options={options(SCORE_SCALES)} />
            </Form.Item>
          </Flex>
          <BandsField />
        </>
      )}
    />
  );
}

export function CharactersPanel({ blueprint }: Props) {
  const { t } = useTranslation();
  return (
    <PartTable<CharacterRow, Omit<CharacterRow, 'id'>>
      part="characters"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.characters')}
      columns={[
        { title: t('scoring.position'), dataIndex: 'position', sortable: true, searchable: false },
        { title: t('scoring.typeCode'), dataIndex: 'type_code', sortable: true },
        { title: t('scoring.typeName'), dataIndex: 'name', sortable: true },
        {
          title: t('scoring.conditions'),
          key: 'conditions',
          render: (_v, r) =>
            r.conditions
              .map((c) => `${c.dimension} ${c.op} ${c.value}`)
              .join(r.match === 'all' ? ' and ' : ' or '),
        },
      ]}
      toForm={(row) => row ?? { scale: 'sten', match: 'all', position: 0, conditions: [{ op: '>=' }] }}
      toBody={(v) => ({
        type_code: v.type_code,
        name: v.name,
        description: v.description ?? '',
        scale: v.scale,
        match: v.match,
        position: v.position ?? 0,
        conditions: v.conditions ?? [],
      })}
      fields={() => (
        <>
          <Flex gap={12}>
            <Form.Item
              name="type_code"
              label={t('scoring.typeCode')}
              style={{ flex: 1 }}
              rules={[{ required: true, message: t('scoring.required', { field: t('scoring.typeCode') }) }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('scoring.typeName')}
              style={{ flex: 2 }}
              rules={[{ required: true, message: t('scoring.required', { field: t('scoring.typeName') }) }]}
            >
              <Input />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t('scoring.description')}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item name="scale" label={t('scoring.scale')}>
              <Select style={{ width: 130 }} options={options(SCORE_SCALES)} />
            </Form.Item>
            <Form.Item name="match" label={t('scoring.match')}>
              <Select
                style={{ width: 160 }}
                options={options(RULE_MATCHES, (v) => t(`scoring.matches.${v}`))}
              />
            </Form.Item>
            <Form.Item name="position" label={t('scoring.position')}>
              <InputNumber min={0} />
            </Form.Item>
          </Flex>
          <Form.Item label={t('scoring.conditions')} required>
            <Form.List name="conditions">
              {(fields, { add, remove }) => (
                <Flex vertical gap={8}>
                  {fields.map((field, i) => (
                    <Flex key={field.key} gap={8} align="baseline">
                      <Form.Item
                        name={[field.name, 'dimension']}
                        style={{ flex: 1, marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('scoring.required', { field: t('scoring.target') }) },
                        ]}
                      >
                        <Select
                          options={profileOptions(blueprint)}
                          aria-label={`${t('scoring.target')} ${i + 1}`}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'op']} style={{ width: 80, marginBottom: 0 }}>
                        <Select
                          options={options(RULE_OPERATORS)}
                          aria-label={`${t('scoring.operator')} ${i + 1}`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'value']}
                        style={{ width: 100, marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('scoring.required', { field: t('scoring.value') }) },
                        ]}
                      >
                        <InputNumber aria-label={`${t('scoring.value')} ${i + 1}`} />
                      </Form.Item>
                      <MinusCircleOutlined
                        aria-label={`${t('common.remove')} ${i + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ op: '>=' })}>
                    {t('scoring.addCondition')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Form.Item>
        </>
      )}
    />
  );
}
