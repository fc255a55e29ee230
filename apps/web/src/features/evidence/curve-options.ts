import type { ChartOption } from '../../lib/use-echarts';
import {
  type CurveItem,
  categoryProbabilities,
  probabilityCorrect,
  standardError,
  testInformation,
  thetaGrid,
} from './curves';

// ECharts options of the Calibration tab's curves; every label comes in translated.

const THETA = thetaGrid(-4, 4, 80);
const round = (x: number) => Math.round(x * 1e4) / 1e4;

const thetaAxis = (name: string) => ({
  type: 'value',
  name,
  nameLocation: 'middle',
  nameGap: 26,
  min: -4,
  max: 4,
  interval: 1,
});

const legend = { type: 'plain', top: 0, left: 'center', itemWidth: 18, itemHeight: 8 };

// Every chart of the tab reads out to screen readers and shows values to three decimals.
const common = {
  aria: { enabled: true },
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => (typeof v === 'number' ? v.toFixed(3) : v) },
  legend,
};

/** θ across, a probability from 0 to 1 up: the frame of the item and category curves. */
const probabilityAxes = (labels: { theta: string; probability: string }) => ({
  grid: { left: 56, right: 24, top: 40, bottom: 44 },
  xAxis: thetaAxis(labels.theta),
  yAxis: { type: 'value', name: labels.probability, min: 0, max: 1, nameLocation: 'middle', nameGap: 40 },
});

/** P(correct | θ) of each named item, one line each. */
export function characteristicCurvesOption(
  items: ReadonlyArray<CurveItem & { id: string }>,
  labels: { theta: string; probability: string },
): ChartOption {
  return {
    ...common,
    ...probabilityAxes(labels),
    series: items.map((item) => ({
      type: 'line',
      name: item.id,
      showSymbol: false,
      smooth: false,
      data: THETA.map((theta) => [theta, round(probabilityCorrect(item, theta))]),
    })),
  };
}

/** P(X = j | θ) for each category j of one graded item. */
export function categoryCurvesOption(
  item: CurveItem,
  labels: { theta: string; probability: string; category: (j: number) => string },
): ChartOption {
  const categories = item.d.length + 1;
  return {
    ...common,
    ...probabilityAxes(labels),
    series: Array.from({ length: categories }, (_, j) => ({
      type: 'line',
      name: labels.category(j),
      showSymbol: false,
      data: THETA.map((theta) => [theta, round(categoryProbabilities(item, theta)[j])]),
    })),
  };
}

/**
 * The test information I(θ) on the left axis and the standard error 1/√I(θ) on the right. The SE
 * axis stops at four times its smallest value: at the ends of the scale, where a test tells little,
 * the SE grows without bound and would flatten the part that matters.
 */
export function informationOption(
  items: readonly CurveItem[],
  labels: { theta: string; information: string; se: string },
): ChartOption {
  const information = THETA.map((theta) => testInformation(items, theta));
  const se = information.map(standardError);
  const finite = se.filter(Number.isFinite);
  // Rounded up to a half so the axis's last tick is its maximum.
  const seMax = finite.length ? Math.ceil(Math.min(Math.max(...finite), 4 * Math.min(...finite)) * 2) / 2 : 1;
  return {
    ...common,
    grid: { left: 56, right: 56, top: 40, bottom: 44 },
    xAxis: thetaAxis(labels.theta),
    yAxis: [
      { type: 'value', name: labels.information, min: 0, nameLocation: 'middle', nameGap: 40 },
      {
        type: 'value',
        name: labels.se,
        min: 0,
        max: seMax,
        nameLocation: 'middle',
        nameGap: 40,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        type: 'line',
        name: labels.information,
        showSymbol: false,
        areaStyle: { opacity: 0.08 },
        data: THETA.map((theta, i) => [theta, round(information[i])]),
      },
      {
        type: 'line',
        name: labels.se,
        yAxisIndex: 1,
        showSymbol: false,
        lineStyle: { type: 'dashed' },
        data: THETA.map((theta, i) => [theta, Number.isFinite(se[i]) ? round(se[i]) : null]),
      },
    ],
  };
}
