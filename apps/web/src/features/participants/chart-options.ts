import type { DimensionResult, ParticipantCharts } from '@asesa/contracts';
import type { CustomSeriesRenderItemAPI, CustomSeriesRenderItemParams } from 'echarts';
import type { ChartOption } from '../../lib/use-echarts';
import { rangeText, roundText } from './results-format';

// ECharts options of the Charts tab and the results drawer's sten profile; labels come in translated.

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

/** One normed dimension of a sten profile: its sten, error band, and band label and colour. */
export interface ProfileBar {
  name: string;
  sten: number;
  low: number | null;
  high: number | null;
  label: string | null;
  colour: string | null;
}

/** The normed dimensions of an instrument as profile bars; dimensions without a sten are left out. */
export function profileBars(dimensions: readonly DimensionResult[]): ProfileBar[] {
  return dimensions.flatMap((d) =>
    d.sten === null
      ? []
      : [
          {
            name: d.name,
            sten: d.sten,
            low: d.sten_band?.low ?? null,
            high: d.sten_band?.high ?? null,
            label: d.band ? (d.band.label ?? d.band.level) : null,
            colour: d.band?.colour ?? null,
          },
        ],
  );
}

/** "Organisation: sten 7 (6.1–7.9), High" for the chart's accessible name and its tooltip. */
export function profileBarText(b: ProfileBar, stenName: string): string {
  const band = b.low !== null && b.high !== null ? ` (${rangeText(b.low, b.high)})` : '';
  return `${b.name}: ${stenName} ${roundText(b.sten)}${band}${b.label ? `, ${b.label}` : ''}`;
}

const PROFILE_BAR_COLOUR = '#1677ff';
/** Height of one dimension's row in the profile, in pixels: the chart grows with the dimensions. */
export const PROFILE_ROW_HEIGHT = 34;
export const profileHeight = (bars: number) => 48 + PROFILE_ROW_HEIGHT * Math.max(1, bars);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text beside a bar: its sten and band label ("7 · High"). */
export const profileBarLabel = (b: ProfileBar) => `${roundText(b.sten)}${b.label ? ` · ${b.label}` : ''}`;

/** Room right of the scale for the longest label (12 px text, about 7 px a character). */
const labelColumnWidth = (bars: readonly ProfileBar[]) =>
  16 + 7 * Math.max(1, ...bars.map((b) => profileBarLabel(b).length));

/** The chart's accessible name: its title and every value in words. */
export const profileDescription = (title: string, bars: readonly ProfileBar[], stenName: string) =>
  `${title}. ${bars.map((b) => profileBarText(b, stenName)).join('; ')}`;

/**
 * Sten bars on the 1–10 scale, one row per dimension (the first at the top), each with its error
 * band as a whisker (sten ± 1 SE), and its sten and band label in a column right of the scale.
 * ECharts names the chart's element from `aria`: the description replaces its generated one,
 * which reads out series internals ("the data for Drive is 1, 4.98, 7.02").
 */
export function stenProfileOption(bars: readonly ProfileBar[], stenName: string, title: string): ChartOption {
  const whisker = (params: CustomSeriesRenderItemParams, api: CustomSeriesRenderItemAPI) => {
    const b = bars[params.dataIndex];
    if (!b) return null;
    const row = api.value(0) as number;
    const [, y] = api.coord([b.sten, row]);
    const cap = PROFILE_ROW_HEIGHT * 0.22;
    const hasBand = b.low !== null && b.high !== null;
    const [x1] = api.coord([hasBand ? (b.low as number) : b.sten, row]);
    const [x2] = api.coord([hasBand ? (b.high as number) : b.sten, row]);
    const [scaleEnd] = api.coord([10, row]);
    const stroke = { stroke: '#262626', lineWidth: 1.5 };
    return {
      type: 'group' as const,
      children: [
        ...(hasBand
          ? [
              { type: 'line' as const, shape: { x1, y1: y, x2, y2: y }, style: stroke },
              { type: 'line' as const, shape: { x1, y1: y - cap, x2: x1, y2: y + cap }, style: stroke },
              { type: 'line' as const, shape: { x1: x2, y1: y - cap, x2, y2: y + cap }, style: stroke },
            ]
          : []),
        {
          type: 'text' as const,
          x: scaleEnd + 12,
          y,
          style: {
            text: profileBarLabel(b),
            fill: '#262626',
            fontSize: 12,
            verticalAlign: 'middle' as const,
          },
        },
      ],
    };
  };
  return {
    aria: { enabled: true, label: { description: profileDescription(title, bars, stenName) } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number } | undefined;
        const b = first?.dataIndex === undefined ? undefined : bars[first.dataIndex];
        return b ? escapeHtml(profileBarText(b, stenName)) : '';
      },
    },
    grid: { left: 8, right: labelColumnWidth(bars), top: 8, bottom: 28 },
    xAxis: {
      type: 'value',
      min: 0,
      max: 10,
      interval: 1,
      axisLabel: { formatter: (v: number) => (v === 0 ? '' : String(v)) },
      splitLine: { lineStyle: { type: 'dashed', color: '#e5e5e5' } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((b) => b.name),
      axisTick: { show: false },
      axisLabel: { width: 150, overflow: 'break', color: '#262626', fontSize: 12 },
    },
    series: [
      {
        type: 'bar',
        name: stenName,
        barWidth: Math.round(PROFILE_ROW_HEIGHT * 0.45),
        data: bars.map((b) => ({ value: b.sten, itemStyle: { color: b.colour ?? PROFILE_BAR_COLOUR } })),
      },
      {
        type: 'custom',
        name: stenName,
        renderItem: whisker,
        encode: { y: 0, x: [1, 2] },
        data: bars.map((b, i) => [i, b.low ?? b.sten, b.high ?? b.sten]),
        z: 3,
        silent: true,
      },
    ],
  };
}
