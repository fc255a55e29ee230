import {
  compactTranslations,
  type GobRow,
  type IndicatorScoreRow,
  SCORE_SCALES,
  type ScoreBand,
} from '@asesa/contracts';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BandChips, BandsField } from './list-fields';
import { indicatorOptions, options, type PartPanelProps, profileOptions } from './part-options';
import { PartTable } from './part-table';
import { RequiredField } from './required-field';

const bandBody = (bands: ScoreBand[] | undefined) =>
  (bands ?? []).map((b) => ({
    min: b.min ?? null,
    max: b.max ?? null,
    level: b.level,
    description: b.description ?? '',
    colour: b.colour,
    translations: compactTranslations(b.translations),
  }));

export function IndicatorScoresPanel({ blueprint }: PartPanelProps) {
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
          <RequiredField name="indicator_code" label={t('scoring.indicator')}>
            <Select showSearch options={indicatorOptions(blueprint)} />
          </RequiredField>
          <BandsField />
        </>
      )}
    />
  );
}

export function GobsPanel({ blueprint }: PartPanelProps) {
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
            <RequiredField name="target_code" label={t('scoring.target')} style={{ flex: 1 }}>
              <Select options={profileOptions(blueprint)} />
            </RequiredField>
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
