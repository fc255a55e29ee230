import { LineChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { type ChartOption, useECharts } from '../../lib/use-echarts';

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
  const ref = useECharts(option);
  return <div ref={ref} role="img" aria-labelledby={labelledBy} style={{ width: '100%', height }} />;
}
