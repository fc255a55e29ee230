import { type FinalScoreRow, NORM_METHODS, NORM_SCALES } from '@asesa/contracts';
import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NormTableField } from './norm-table-field';
import { options, type PartPanelProps, profileOptions } from './part-options';
import { PartTable } from './part-table';
import { RequiredField } from './required-field';
import { type GridRow, gridToRows } from './scoring-model';

type FinalForm = Omit<FinalScoreRow, 'id' | 'rows'> & { rows: GridRow[] };

export function FinalScoresPanel({ blueprint }: PartPanelProps) {
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
      fields={() => <FinalScoreFields blueprint={blueprint} />}
    />
  );
}

/** A norm: its target and group, method and scale, sample and version, then its table or mean and SD. */
function FinalScoreFields({ blueprint }: PartPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={12} wrap>
        <RequiredField name="dimension_code" label={t('scoring.target')} style={{ minWidth: 220, flex: 1 }}>
          <Select options={profileOptions(blueprint)} />
        </RequiredField>
        <Form.Item name="norm_group" label={t('scoring.normGroup')} style={{ flex: 1 }}>
          <Input />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="method" label={t('scoring.method')}>
          <Select style={{ width: 160 }} options={options(NORM_METHODS, (v) => t(`scoring.methods.${v}`))} />
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
  );
}
