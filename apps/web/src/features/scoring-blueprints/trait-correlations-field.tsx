import type { TraitCorrelations } from '@asesa/contracts';
import { Flex, InputNumber, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { withCorrelation, withTraits } from './trait-correlations';

/** Prior correlations of the Thurstonian traits: which traits, then each pair's correlation. */
export function TraitCorrelationsField({
  id,
  value,
  onChange,
  traits,
}: {
  id?: string;
  value?: TraitCorrelations | null;
  onChange?: (next: TraitCorrelations | null) => void;
  traits: string[];
}) {
  const { t } = useTranslation();
  const current = value ?? null;
  const ids = current?.ids ?? [];
  return (
    <Flex vertical gap={8}>
      <Select
        id={id}
        mode="multiple"
        aria-label={t('scoring.settings.traits')}
        placeholder={t('scoring.settings.traits')}
        value={ids}
        options={traits.map((code) => ({ value: code, label: code }))}
        onChange={(next: string[]) => onChange?.(withTraits(current, next))}
      />
      {current ? (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={current.ids.map((trait, i) => ({ id: trait, i }))}
          columns={[
            { title: '', dataIndex: 'id' },
            ...current.ids.map((b, j) => ({
              title: b,
              key: b,
              render: (_: unknown, row: { id: string; i: number }) =>
                row.i === j ? (
                  '1'
                ) : row.i > j ? (
                  current.matrix[row.i][j]
                ) : (
                  <InputNumber
                    size="small"
                    min={-1}
                    max={1}
                    step={0.05}
                    style={{ width: 80 }}
                    aria-label={t('scoring.settings.correlationOf', { a: row.id, b })}
                    value={current.matrix[row.i][j]}
                    onChange={(v) =>
                      onChange?.(withCorrelation(current, row.i, j, typeof v === 'number' ? v : 0))
                    }
                  />
                ),
            })),
          ]}
        />
      ) : null}
    </Flex>
  );
}
