import { describe, expect, it } from 'vitest';
import { binLabel, distributionOption, funnelOption, radarOption, rankingOption } from './chart-options';

describe('chart options', () => {
  it('funnel: one slice per status in the given order, labelled', () => {
    const o = funnelOption(
      [
        { status: 'invited', count: 3 },
        { status: 'scored', count: 1 },
      ],
      (s) => s.toUpperCase(),
    ) as { series: Array<{ data: unknown[] }>; aria: unknown };
    expect(o.series[0].data).toEqual([
      { name: 'INVITED', value: 3 },
      { name: 'SCORED', value: 1 },
    ]);
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

  it('radar: one axis per competence on the sten scale', () => {
    const o = radarOption(
      [{ competence_id: 1, code: 'A', name: 'Analytical', average: 7.25, count: 4 }],
      'Average',
    ) as { radar: { indicator: unknown[] }; series: Array<{ data: Array<{ value: number[] }> }> };
    expect(o.radar.indicator).toEqual([{ name: 'Analytical', min: 1, max: 10 }]);
    expect(o.series[0].data[0].value).toEqual([7.25]);
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
