import type { ParticipantCharts } from '@asesa/contracts';
import type { ChartOption } from './use-echarts';

// ECharts options of the Charts tab, built from the charts call; labels come in translated.

const aria = { aria: { enabled: true } };

export function funnelOption(
  funnel: ParticipantCharts['funnel'],
  label: (status: string) => string,
): ChartOption {
  return {
    ...aria,
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        minSize: '10%',
        label: { show: true, position: 'inside', formatter: '{b}: {c}' },
        data: funnel.map((f) => ({ name: label(f.status), value: f.count })),
      },
    ],
  };
}

export const binLabel = (b: { from: number; to: number }) => `${b.from}–${b.to}`;

export function distributionOption(
  bins: ParticipantCharts['score_distribution'],
  yName: string,
): ChartOption {
  return {
    ...aria,
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: bins.map(binLabel) },
    yAxis: { type: 'value', name: yName, minInterval: 1 },
    series: [{ type: 'bar', name: yName, data: bins.map((b) => b.count), itemStyle: { color: '#1677ff' } }],
  };
}

export function radarOption(
  competences: ParticipantCharts['competence_averages'],
  name: string,
): ChartOption {
  return {
    ...aria,
    tooltip: {},
    radar: { indicator: competences.map((c) => ({ name: c.name, min: 1, max: 10 })) },
    series: [
      {
        type: 'radar',
        name,
        data: [{ name, value: competences.map((c) => c.average ?? 0) }],
        areaStyle: { opacity: 0.25 },
      },
    ],
  };
}

export function rankingOption(ranking: ParticipantCharts['job_fit_ranking'], name: string): ChartOption {
  // Best at the top: ECharts draws category axes bottom-up, so reverse.
  const rows = [...ranking].reverse();
  return {
    ...aria,
    tooltip: { trigger: 'axis' },
    grid: { left: 140, right: 24, top: 16, bottom: 24 },
    xAxis: { type: 'value', min: 0, max: 100 },
    yAxis: { type: 'category', data: rows.map((r) => r.name) },
    series: [{ type: 'bar', name, data: rows.map((r) => r.job_fit), itemStyle: { color: '#389e0d' } }],
  };
}
