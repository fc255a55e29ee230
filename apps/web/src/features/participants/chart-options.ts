import type { ParticipantCharts } from '@asesa/contracts';
import type { ChartOption } from './use-echarts';

// ECharts options of the Charts tab, built from the charts call; labels come in translated.

const aria = { aria: { enabled: true } };

/** The stages of the funnel: everyone invited, then who got at least as far as each later status. */
export const FUNNEL_STAGES = ['invited', 'registered', 'in_progress', 'completed', 'scored'] as const;

export function funnelStages(funnel: ParticipantCharts['funnel']) {
  const count = (s: string) => funnel.find((f) => f.status === s)?.count ?? 0;
  return FUNNEL_STAGES.map((stage, i) => ({
    stage,
    count: FUNNEL_STAGES.slice(i).reduce((n, s) => n + count(s), 0),
  }));
}

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
        sort: 'descending',
        minSize: '8%',
        gap: 2,
        label: { show: true, position: 'inside', formatter: '{b}: {c}' },
        data: funnelStages(funnel).map((f) => ({ name: label(f.stage), value: f.count })),
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
    xAxis: { type: 'category', data: bins.map(binLabel), axisLabel: { interval: 0, fontSize: 10 } },
    yAxis: { type: 'value', name: yName, minInterval: 1 },
    series: [{ type: 'bar', name: yName, data: bins.map((b) => b.count), itemStyle: { color: '#1677ff' } }],
  };
}

/** A radar of mean stens per competence; bars instead when fewer than 3 competences (a radar needs 3 axes). */
export function radarOption(
  competences: ParticipantCharts['competence_averages'],
  name: string,
): ChartOption {
  const values = competences.map((c) => c.average ?? 0);
  if (competences.length < 3) {
    return {
      ...aria,
      tooltip: { trigger: 'axis' },
      grid: { left: 140, right: 24, top: 16, bottom: 24 },
      xAxis: { type: 'value', min: 0, max: 10, name },
      yAxis: { type: 'category', data: competences.map((c) => c.name) },
      series: [{ type: 'bar', name, data: values, barMaxWidth: 40, itemStyle: { color: '#722ed1' } }],
    };
  }
  return {
    ...aria,
    tooltip: {},
    radar: { indicator: competences.map((c) => ({ name: c.name, min: 0, max: 10 })) },
    series: [{ type: 'radar', name, data: [{ name, value: values }], areaStyle: { opacity: 0.25 } }],
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
