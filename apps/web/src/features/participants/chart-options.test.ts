import type { DimensionResult } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { normedDimension } from '../../../test/dimension-result';
import {
  binLabel,
  distributionOption,
  funnelOption,
  funnelStages,
  profileBars,
  profileBarText,
  profileHeight,
  radarOption,
  rankingOption,
  stenProfileOption,
} from './chart-options';

describe('chart options', () => {
  it('funnel: cumulative stages from invited to scored', () => {
    const funnel = [
      { status: 'invited' as const, count: 3 },
      { status: 'registered' as const, count: 1 },
      { status: 'in_progress' as const, count: 1 },
      { status: 'completed' as const, count: 0 },
      { status: 'scored' as const, count: 4 },
      { status: 'revoked' as const, count: 2 },
    ];
    expect(funnelStages(funnel)).toEqual([
      { stage: 'invited', count: 9 },
      { stage: 'registered', count: 6 },
      { stage: 'in_progress', count: 5 },
      { stage: 'completed', count: 4 },
      { stage: 'scored', count: 4 },
    ]);
    const o = funnelOption(funnel, (s) => s.toUpperCase()) as {
      series: Array<{ data: unknown[] }>;
      aria: unknown;
    };
    expect(o.series[0].data[0]).toEqual({ name: 'INVITED', value: 9 });
    expect(o.aria).toEqual({ enabled: true });
  });

  it('distribution: bins as categories "from–to" with their counts', () => {
    const o = distributionOption(
      [
        { from: 0, to: 10, count: 2 },
        { from: 10, to: 20, count: 0 },
      ],
      'Participants',
    ) as { xAxis: { data: string[] }; series: Array<{ data: number[] }> };
    expect(o.xAxis.data).toEqual(['0–10', '10–20']);
    expect(o.series[0].data).toEqual([2, 0]);
    expect(binLabel({ from: 90, to: 100 })).toBe('90–100');
  });

  it('competences: a radar from 3 competences on the sten scale, bars below that', () => {
    const c = (id: number, average: number) => ({
      competence_id: id,
      code: `C${id}`,
      name: `C${id}`,
      average,
      count: 4,
    });
    const radar = radarOption([c(1, 7.25), c(2, 5), c(3, 6)], 'Average') as {
      radar: { indicator: unknown[] };
      series: Array<{ type: string; data: Array<{ value: number[] }> }>;
    };
    expect(radar.radar.indicator[0]).toEqual({ name: 'C1', min: 0, max: 10 });
    expect(radar.series[0].data[0].value).toEqual([7.25, 5, 6]);
    const bars = radarOption([c(1, 7.25)], 'Average') as { series: Array<{ type: string; data: number[] }> };
    expect(bars.series[0]).toMatchObject({ type: 'bar', data: [7.25] });
  });

  it('ranking: the best job fit drawn at the top', () => {
    const o = rankingOption(
      [
        { participant_id: 1, name: 'Best', job_fit: 99 },
        { participant_id: 2, name: 'Next', job_fit: 80 },
      ],
      'Job fit',
    ) as { yAxis: { data: string[] } };
    expect(o.yAxis.data).toEqual(['Next', 'Best']);
  });
});

describe('sten profile', () => {
  const dim = (code: string, name: string, over: Partial<DimensionResult> = {}): DimensionResult =>
    normedDimension({
      code,
      name,
      z: 0.5,
      T: 55,
      stanine: 6,
      percentile: 69,
      norm_id: `${code}@general`,
      band: { level: 'high', label: 'High', description: null, colour: '#389e0d' },
      ...over,
    });
  const dims = [
    dim('ORG', 'Organisation'),
    dim('DRIVE', 'Drive <b>', { sten: 3, sten_band: null, band: null }),
    dim('RAW', 'Unnormed', { sten: null, norm_id: null, sten_band: null }),
  ];

  it('one bar per normed dimension with its band, label and colour', () => {
    const bars = profileBars(dims);
    expect(bars).toEqual([
      { name: 'Organisation', sten: 7, low: 6.06, high: 7.94, label: 'High', colour: '#389e0d' },
      { name: 'Drive <b>', sten: 3, low: null, high: null, label: null, colour: null },
    ]);
    expect(profileBarText(bars[0], 'sten')).toBe('Organisation: sten 7 (6.1–7.9), High');
    expect(profileBarText(bars[1], 'sten')).toBe('Drive <b>: sten 3');
    expect(profileHeight(5)).toBeGreaterThan(profileHeight(1));
  });

  it('bars on the 1–10 scale, the first dimension at the top, whiskers from the band', () => {
    const bars = profileBars(dims);
    const o = stenProfileOption(bars, 'Sten', 'Work style: sten profile') as {
      xAxis: { min: number; max: number; axisLabel: { formatter: (v: number) => string } };
      yAxis: { data: string[]; inverse: boolean };
      series: [
        { type: string; data: Array<{ value: number; itemStyle: { color: string } }> },
        {
          type: string;
          data: number[][];
          renderItem: (
            p: { dataIndex: number },
            api: unknown,
          ) => { children: Array<{ type: string; style?: { text?: string } }> } | null;
        },
      ];
      tooltip: { formatter: (p: unknown) => string };
      aria: unknown;
    };
    expect(o.aria).toEqual({
      enabled: true,
      label: {
        description: 'Work style: sten profile. Organisation: Sten 7 (6.1–7.9), High; Drive <b>: Sten 3',
      },
    });
    expect([o.xAxis.min, o.xAxis.max]).toEqual([0, 10]);
    expect(o.xAxis.axisLabel.formatter(0)).toBe('');
    expect(o.xAxis.axisLabel.formatter(10)).toBe('10');
    expect(o.yAxis).toMatchObject({ inverse: true, data: ['Organisation', 'Drive <b>'] });
    expect(o.series[0].data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [7, '#389e0d'],
      [3, '#1677ff'],
    ]);
    expect(o.series[1].type).toBe('custom');
    expect(o.series[1].data).toEqual([
      [0, 6.06, 7.94],
      [1, 3, 3],
    ]);
    // Drawn with a stand-in coordinate system: 10 px per sten, 34 px per row.
    const api = (row: number) => ({
      value: () => row,
      coord: ([x, y]: number[]) => [x * 10, y * 34],
    });
    const banded = o.series[1].renderItem({ dataIndex: 0 }, api(0));
    expect(banded?.children.map((c) => c.type)).toEqual(['line', 'line', 'line', 'text']);
    expect(banded?.children[3].style?.text).toBe('7 · High');
    const plain = o.series[1].renderItem({ dataIndex: 1 }, api(1));
    expect(plain?.children.map((c) => c.type)).toEqual(['text']);
    expect(plain?.children[0].style?.text).toBe('3');
    // The tooltip says it in words, the names escaped (the tooltip is HTML).
    expect(o.tooltip.formatter([{ dataIndex: 1 }])).toBe('Drive &#60;b&#62;: Sten 3');
  });
});
