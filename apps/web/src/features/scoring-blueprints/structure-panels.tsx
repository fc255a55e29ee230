import {
  AGGREGATIONS,
  type BlueprintDimensionRow,
  GROUP_SOURCES,
  type GroupDimensionRow,
  type WeightedCode,
} from '@asesa/contracts';
import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WeightsField } from './list-fields';
import { indicatorOptions, options, type PartPanelProps } from './part-options';
import { PartTable } from './part-table';
import { RequiredField } from './required-field';

const weights = (list: WeightedCode[] | undefined) =>
  (list ?? []).map((w) => ({ code: w.code, weight: w.weight ?? 1 }));

export function DimensionsPanel({ blueprint }: PartPanelProps) {
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
        {
          title: t('scoring.aggregation'),
          dataIndex: 'aggregation',
          sortable: true,
          render: (_v, r) => t(`scoring.aggregations.${r.aggregation}`),
        },
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
          <RequiredField name="dimension_code" label={t('scoring.dimension')}>
            <Select
              showSearch
              options={blueprint.dimension_options.map((d) => ({
                value: d.code,
                label: `${d.name} (${d.code})`,
              }))}
            />
          </RequiredField>
          <Form.Item name="aggregation" label={t('scoring.aggregation')}>
            <Select options={options(AGGREGATIONS, (v) => t(`scoring.aggregations.${v}`))} />
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

export function GroupsPanel({ blueprint }: PartPanelProps) {
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
        {
          title: t('scoring.source'),
          dataIndex: 'source',
          sortable: true,
          render: (_v, r) => t(`scoring.sources.${r.source}`),
        },
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
          <RequiredField name="code" label={t('scoring.code')}>
            <Input />
          </RequiredField>
          <RequiredField name="name" label={t('scoring.name')}>
            <Input />
          </RequiredField>
          <Flex gap={12}>
            <Form.Item name="aggregation" label={t('scoring.aggregation')} style={{ flex: 1 }}>
              <Select options={options(AGGREGATIONS, (v) => t(`scoring.aggregations.${v}`))} />
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
