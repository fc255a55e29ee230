import type { AdaptiveSimulation, SimulationBin } from '@asesa/contracts';
import type { ChartOption } from '../../lib/use-echarts';

// ECharts options of a bank simulation's charts, and the shaping of its figures they draw; every
// label comes in translated.

/** Bin width when no bin is closed on both sides (the engine's default bins are half a θ wide). */
const DEFAULT_BIN_WIDTH = 0.5;
const round = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * Where each bin is drawn on the θ axis: the middle of a closed bin; an open-ended bin (everyone
 * below the first edge or from the last one) half a bin width beyond its one edge.
 */
export function binMidpoints(bins: readonly Pick<SimulationBin, 'lower' | 'upper'>[]): number[] {
  const closed = bins.find((b) => b.lower !== null && b.upper !== null);
  const width = closed ? (closed.upper as number) - (closed.lower as number) : DEFAULT_BIN_WIDTH;
  return bins.map((b) => {
    if (b.lower !== null && b.upper !== null) return round((b.lower + b.upper) / 2);
    if (b.upper !== null) return round(b.upper - width / 2);
    if (b.lower !== null) return round(b.lower + width / 2);
    return 0;
  });
}

/** Bias and RMSE at each bin's midpoint, leaving out bins nobody fell in. */
export function conditionalPoints(bins: readonly SimulationBin[]) {
  const mids = binMidpoints(bins);
  const kept = bins.flatMap((b, i) =>
    b.n > 0 && b.bias !== null && b.rmse !== null ? [{ b, x: mids[i] }] : [],
  );
  return {
    bias: kept.map(({ b, x }) => [x, round(b.bias as number)] as [number, number]),
    rmse: kept.map(({ b, x }) => [x, round(b.rmse as number)] as [number, number]),
    n: kept.map(({ b }) => b.n),
  };
}

/** Simulees per test length, every length from the shortest to the longest (none: a count of 0). */
export function lengthHistogram(lengths: readonly { length: number; count: number }[]) {
  if (lengths.length === 0) return { lengths: [] as number[], counts: [] as number[] };
  const counts = new Map(lengths.map((l) => [l.length, l.count]));
  const from = Math.min(...counts.keys());
  const to = Math.max(...counts.keys());
  const all = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return { lengths: all, counts: all.map((l) => counts.get(l) ?? 0) };
}

const common = {
  aria: { enabled: true },
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => (typeof v === 'number' ? v.toFixed(3) : v) },
  legend: { type: 'plain', top: 0, left: 'center', itemWidth: 18, itemHeight: 8 },
};

/** Conditional bias and RMSE by true θ: two lines over the bins' midpoints, a zero line for bias. */
export function conditionalOption(
  bins: readonly SimulationBin[],
  labels: { theta: string; bias: string; rmse: string },
): ChartOption {
  const points = conditionalPoints(bins);
  return {
    ...common,
    grid: { left: 56, right: 24, top: 40, bottom: 44 },
    xAxis: {
      type: 'value',
      name: labels.theta,
      nameLocation: 'middle',
      nameGap: 26,
      scale: true,
      axisLine: { onZero: false },
    },
    // Bias runs below zero: the θ axis stays at the bottom and the value axis at the left.
    yAxis: { type: 'value', axisLine: { onZero: false } },
    series: [
      {
        type: 'line',
        name: labels.bias,
        data: points.bias,
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          data: [{ yAxis: 0 }],
          lineStyle: { type: 'dotted' },
        },
      },
      { type: 'line', name: labels.rmse, data: points.rmse },
    ],
  };
}

/** How many simulees took how many items. */
export function lengthOption(
  lengths: AdaptiveSimulation['lengths'],
  labels: { length: string; simulees: string },
): ChartOption {
  const histogram = lengthHistogram(lengths);
  return {
    ...common,
    legend: undefined,
    grid: { left: 56, right: 24, top: 24, bottom: 44 },
    xAxis: {
      type: 'category',
      name: labels.length,
      nameLocation: 'middle',
      nameGap: 26,
      data: histogram.lengths.map(String),
    },
    yAxis: { type: 'value', name: labels.simulees, nameLocation: 'middle', nameGap: 40, minInterval: 1 },
    series: [{ type: 'bar', name: labels.simulees, data: histogram.counts, barMaxWidth: 32 }],
  };
}

/**
 * Each item's exposure rate, highest first, with the ceiling as a line: bars above it are the
 * items that keep the bank from being published.
 */
export function exposureOption(
  exposure: AdaptiveSimulation['exposure'],
  ceiling: number,
  labels: { items: string; rate: string; ceiling: string },
): ChartOption {
  return {
    ...common,
    legend: undefined,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => (typeof v === 'number' ? v.toFixed(3) : v),
    },
    grid: { left: 56, right: 24, top: 24, bottom: 44 },
    xAxis: {
      type: 'category',
      name: labels.items,
      nameLocation: 'middle',
      nameGap: 26,
      data: exposure.map((e) => e.item_id),
      axisLabel: { show: false },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', name: labels.rate, min: 0, max: 1, nameLocation: 'middle', nameGap: 40 },
    series: [
      {
        type: 'bar',
        name: labels.rate,
        data: exposure.map((e) => ({
          value: round(e.rate),
          itemStyle: e.rate > ceiling ? { color: '#c62828' } : undefined,
        })),
        barCategoryGap: '10%',
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: '#c62828', type: 'dashed' },
          label: { formatter: `${labels.ceiling} ${ceiling.toFixed(2)}`, position: 'insideEndTop' },
          data: [{ yAxis: ceiling }],
        },
      },
    ],
  };
}
