import { type ChartOption, useECharts } from './use-echarts';

/** How a chart is named for screen readers: its own text, or the element (a card's title) that names it. */
type ChartName = { 'aria-label': string } | { 'aria-labelledby': string };

/** Where an ECharts chart draws, as one image for screen readers, the full width of its container. */
export function ChartCanvas({
  option,
  height,
  ...name
}: { option: ChartOption; height: number } & ChartName) {
  const ref = useECharts(option);
  return <div ref={ref} role="img" {...name} style={{ width: '100%', height }} />;
}
