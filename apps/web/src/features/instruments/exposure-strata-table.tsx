import type { AdaptiveSimulation, SimulationExposureStratum } from '@asesa/contracts';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { formatNumber, uiNumbers } from '../../lib/format';
import { stratumRange, stratumVerdict } from './exposure-strata';

const VERDICT_COLOURS = { within: 'green', withinNoise: 'gold', above: 'red' } as const;

/**
 * Conditional exposure control: each θ stratum's largest exposure rate with the interval of the
 * largest true rate, and whether the ceiling holds there (beyond noise or not).
 */
export function ExposureStrataTable({ simulation }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  const fixed = (x: number, digits = 3) => uiNumbers().fixed(x, digits);
  const strata = simulation.strata ?? [];
  const rangeOf = (s: SimulationExposureStratum) => {
    const range = stratumRange(s);
    return t(`adaptiveSimulation.${range.key}`, {
      lower: range.lower === null ? '' : fixed(range.lower, 1),
      upper: range.upper === null ? '' : fixed(range.upper, 1),
    });
  };
  return (
    <Card size="small" title={t('adaptiveSimulation.strataTitle')}>
      <Typography.Paragraph type="secondary">{t('adaptiveSimulation.strataHelp')}</Typography.Paragraph>
      <Table<SimulationExposureStratum>
        size="small"
        pagination={false}
        rowKey={(s) => `${s.lower}:${s.upper}`}
        dataSource={strata}
        columns={[
          { key: 'stratum', title: t('adaptiveSimulation.stratum'), render: (_, s) => rangeOf(s) },
          rightColumn('candidates', t('adaptiveSimulation.stratumSimulees'), (s) =>
            formatNumber(s.candidates),
          ),
          rightColumn('max', t('adaptiveSimulation.stratumMax'), (s) => fixed(s.max_exposure)),
          rightColumn(
            'interval',
            t('adaptiveSimulation.stratumInterval'),
            (s) => `${fixed(s.interval.lower)}–${fixed(s.interval.upper)}`,
          ),
          {
            key: 'verdict',
            title: t('adaptiveSimulation.stratumVerdict', { ceiling: fixed(simulation.ceiling, 2) }),
            render: (_, s) => {
              const verdict = stratumVerdict(s, simulation.ceiling);
              return <Tag color={VERDICT_COLOURS[verdict]}>{t(`adaptiveSimulation.${verdict}`)}</Tag>;
            },
          },
        ]}
      />
    </Card>
  );
}
