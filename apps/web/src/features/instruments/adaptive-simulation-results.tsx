import type { AdaptiveSimulation } from '@asesa/contracts';
import { Card, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import { LineChart } from 'echarts/charts';
import { MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, uiNumbers } from '../../lib/format';
import { type ChartOption, useECharts } from '../../lib/use-echarts';
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
  const ref = useECharts(option);
  return (
    <Card size="small" title={title} style={{ flex: '1 1 360px', minWidth: 0 }}>
      <div ref={ref} role="img" aria-label={title} style={{ width: '100%', height }} />
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

/** A simulation's figures (accuracy, length, exposure against the ceiling) and its three charts. */
export function AdaptiveSimulationResults({ simulation }: { simulation: AdaptiveSimulation }) {
  const { t } = useTranslation();
  const s = simulation;
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
  return (
    <Flex vertical gap={12}>
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
        </Descriptions.Item>
        <Descriptions.Item label={t('adaptiveSimulation.unused')}>
          {t('adaptiveSimulation.unusedValue', { count: s.unused_items, total: String(s.bank_size) })}
        </Descriptions.Item>
        {s.sympson_hetter ? (
          <Descriptions.Item label={t('adaptiveSimulation.shIterations')}>
            <Flex vertical gap={2}>
              {t('adaptiveSimulation.shValue', {
                iterations: String(s.sympson_hetter.iterations),
                state: String(
                  s.sympson_hetter.converged
                    ? t('adaptiveSimulation.shConverged')
                    : t('adaptiveSimulation.shNotConverged'),
                ),
              })}
              {s.sympson_hetter.check ? (
                <Typography.Text type="secondary">
                  {t('adaptiveSimulation.shCheck', {
                    candidates: formatNumber(s.sympson_hetter.check.candidates),
                    value: fixed(s.sympson_hetter.check.max_exposure),
                    lower: fixed(s.sympson_hetter.check.lower),
                    upper: fixed(s.sympson_hetter.check.upper),
                  })}
                </Typography.Text>
              ) : null}
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {s.strata ? <ExposureStrataTable simulation={s} /> : null}
      <Flex gap={12} wrap>
        <SimulationChart title={t('adaptiveSimulation.conditionalTitle')} option={conditional} />
        <SimulationChart title={t('adaptiveSimulation.lengthTitle')} option={lengths} />
      </Flex>
      <SimulationChart title={t('adaptiveSimulation.exposureTitle')} option={exposure} />
    </Flex>
  );
}
