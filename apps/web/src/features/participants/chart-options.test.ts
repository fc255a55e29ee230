import { describe, expect, it } from 'vitest';
import {
  binLabel,
  distributionOption,
  funnelOption,
  funnelStages,
  radarOption,
  rankingOption,
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
