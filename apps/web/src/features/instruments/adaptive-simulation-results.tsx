import type { AdaptiveSimulation } from '@asesa/contracts';
import { Card, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import { LineChart } from 'echarts/charts';
import { MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from '../../lib/chart-canvas';
import { formatDateTime, formatNumber, uiNumbers } from '../../lib/format';
import type { ChartOption } from '../../lib/use-echarts';
import { conditionalOption, exposureOption, lengthOption } from './adaptive-simulation-charts';
import { ExposureStrataTable } from './exposure-strata-table';

// Lines and mark lines are left out of the shared chart setup; registering them here keeps them in
// this page's chunk only.
echarts.use([LineChart, MarkLineComponent]);

const fixed = (x: number | null, digits = 3) => uiNumbers().fixed(x, digits);

/** A chart under its title, named by it for screen readers. */
function SimulationChart({
  title,
  option,
  height = 280,
}: {
  title: string;
  option: ChartOption;
  height?: number;
}) {
  return (
    <Card size="small" title={title} style={{ flex: '1 1 360px', minWidth: 0 }}>
      <ChartCanvas option={option} aria-label={title} height={height} />
    </Card>
  );
}

/**
 * Whether the ceiling holds: below it, above it only by the simulees' sampling noise (the interval
 * of the largest true rate reaches the ceiling: publishing is allowed), or above it beyond that.
 */
function ExposureVerdict({ simulation: s }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  if (!s.within_ceiling) return <Tag color="red">{t('adaptiveSimulation.above')}</Tag>;
  if (s.max_exposure <= s.ceiling) return <Tag color="green">{t('adaptiveSimulation.within')}</Tag>;
  return (
    <Tooltip title={t('adaptiveSimulation.withinNoiseHelp', { candidates: formatNumber(s.candidates) })}>
      <Tag color="gold" tabIndex={0}>
        {t('adaptiveSimulation.withinNoise')}
      </Tag>
    </Tooltip>
  );
}

/** The three charts' options in the reader's language: accuracy by θ, test lengths, item exposure. */
function useSimulationCharts(s: AdaptiveSimulation) {
  const { t } = useTranslation();
  const conditional = useMemo(
    () =>
      conditionalOption(s.conditional, {
        theta: t('adaptiveSimulation.theta'),
        bias: t('adaptiveSimulation.bias'),
        rmse: t('adaptiveSimulation.rmse'),
      }),
    [s.conditional, t],
  );
  const lengths = useMemo(
    () =>
      lengthOption(s.lengths, {
        length: t('adaptiveSimulation.lengthTitle'),
        simulees: t('adaptiveSimulation.simulees'),
      }),
    [s.lengths, t],
  );
  const exposure = useMemo(
    () =>
      exposureOption(s.exposure, s.ceiling, {
        items: t('adaptiveSimulation.items'),
        rate: t('adaptiveSimulation.rate'),
        ceiling: t('adaptiveSimulation.ceilingLine'),
      }),
    [s.exposure, s.ceiling, t],
  );
  return { conditional, lengths, exposure };
}

/** Whether the simulation still matches the saved bank, and when and how it was run. */
function SimulationHeading({ simulation: s }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      {s.current ? (
        <Tag color="blue">{t('adaptiveSimulation.current')}</Tag>
      ) : (
        <Tag color="orange">{t('adaptiveSimulation.stale')}</Tag>
      )}
      <Typography.Text type="secondary">
        {t('adaptiveSimulation.ranAt', {
          date: formatDateTime(s.created_at),
          candidates: formatNumber(s.candidates),
          mean: String(s.population.mean),
          sd: String(s.population.sd),
          seed: String(s.seed),
        })}
      </Typography.Text>
    </Flex>
  );
}

/** The largest exposure rate against the ceiling, with its verdict and its interval. */
function MaxExposureFigure({ simulation: s }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} wrap align="center">
        {t('adaptiveSimulation.maxExposureValue', {
          value: fixed(s.max_exposure),
          ceiling: fixed(s.ceiling, 2),
        })}
        <ExposureVerdict simulation={s} />
      </Flex>
      <Typography.Text type="secondary">
        {t('adaptiveSimulation.maxExposureInterval', {
          lower: fixed(s.max_exposure_interval.lower),
          upper: fixed(s.max_exposure_interval.upper),
        })}
      </Typography.Text>
    </Flex>
  );
}

/** The Sympson–Hetter calibration: its iterations, whether it converged, and its check run. */
function SympsonHetterFigure({
  calibration: sh,
}: {
  calibration: NonNullable<AdaptiveSimulation['sympson_hetter']>;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      {t('adaptiveSimulation.shValue', {
        iterations: String(sh.iterations),
        state: String(
          sh.converged ? t('adaptiveSimulation.shConverged') : t('adaptiveSimulation.shNotConverged'),
        ),
      })}
      {sh.check ? (
        <Typography.Text type="secondary">
          {t('adaptiveSimulation.shCheck', {
            candidates: formatNumber(sh.check.candidates),
            value: fixed(sh.check.max_exposure),
            lower: fixed(sh.check.lower),
            upper: fixed(sh.check.upper),
          })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** A simulation's figures (accuracy, length, exposure against the ceiling) and its three charts. */
export function AdaptiveSimulationResults({ simulation }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  const s = simulation;
  const charts = useSimulationCharts(s);
  // The figures stay direct children of Descriptions: it reads its items from them.
  return (
    <Flex vertical gap={12}>
      <SimulationHeading simulation={s} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        styles={{ content: { whiteSpace: 'nowrap' } }}
      >
        <Descriptions.Item label={t('adaptiveSimulation.bias')}>{fixed(s.bias)}</Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.rmse')}>{fixed(s.rmse)}</Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.correlation')}>
          {fixed(s.correlation)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.length')}>
          {`${fixed(s.mean_length, 1)} ± ${fixed(s.sd_length, 1)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.meanSe')}>{fixed(s.mean_se)}</Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.maxExposure')}>
          <MaxExposureFigure simulation={s} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.unused')}>
          {t('adaptiveSimulation.unusedValue', { count: s.unused_items, total: String(s.bank_size) })}
        </Descriptions.Item>
        {s.sympson_hetter ? (
          <Descriptions.Item label={t('adaptiveSimulation.shIterations')}>
            <SympsonHetterFigure calibration={s.sympson_hetter} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {s.strata ? <ExposureStrataTable simulation={s} /> : null}
      <Flex gap={12} wrap>
        <SimulationChart title={t('adaptiveSimulation.conditionalTitle')} option={charts.conditional} />
        <SimulationChart title={t('adaptiveSimulation.lengthTitle')} option={charts.lengths} />
      </Flex>
      <SimulationChart title={t('adaptiveSimulation.exposureTitle')} option={charts.exposure} />
    </Flex>
  );
}
