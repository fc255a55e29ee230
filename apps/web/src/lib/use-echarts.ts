import { BarChart, CustomChart, FunnelChart, RadarChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the chart types and components the Charts tab and the results drawer draw, so the bundle
// stays small (the custom series draws the sten profile's error bands).
echarts.use([
  BarChart,
  CustomChart,
  FunnelChart,
  RadarChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * Draws `option` into the returned div: inits ECharts on mount, replaces the option when it
 * changes, follows the div's size and disposes the chart on unmount.
 */
export function useECharts(option: ChartOption) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return ref;
}
