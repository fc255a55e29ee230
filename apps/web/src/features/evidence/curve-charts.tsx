import { LineChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { ChartCanvas } from '../../lib/chart-canvas';
import type { ChartOption } from '../../lib/use-echarts';

// The curves are lines, which the shared chart setup leaves out to keep the other pages' bundles
// small; registering them here puts them in this page's chunk only.
echarts.use([LineChart]);

/** A chart named by the element `labelledBy` points at (its card's title). */
export function CurveChart({
  option,
  labelledBy,
  height = 320,
}: {
  option: ChartOption;
  labelledBy: string;
  height?: number;
}) {
  return <ChartCanvas option={option} aria-labelledby={labelledBy} height={height} />;
}
