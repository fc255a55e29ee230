import { describe, expect, it } from 'vitest';
import {
  binMidpoints,
  conditionalOption,
  conditionalPoints,
  exposureOption,
  lengthHistogram,
} from './adaptive-simulation-charts';

const bin = (lower: number | null, upper: number | null, n = 10, bias: number | null = 0.1) => ({
  lower,
  upper,
  n,
  bias,
  rmse: bias === null ? null : 0.3,
  mean_se: null,
  mean_length: null,
});

describe('binMidpoints', () => {
  it('puts closed bins at their middle and open ones half a bin beyond their edge', () => {
    expect(binMidpoints([bin(null, -3), bin(-3, -2.5), bin(-2.5, -2), bin(-2, null)])).toEqual([
      -3.25, -2.75, -2.25, -1.75,
    ]);
  });

  it('uses half a θ unit when no bin is closed', () => {
    expect(binMidpoints([bin(null, 0), bin(0, null)])).toEqual([-0.25, 0.25]);
  });
});

describe('conditionalPoints', () => {
  it('leaves out empty bins', () => {
    const points = conditionalPoints([bin(null, 0, 0, null), bin(0, 1, 5, -0.2), bin(1, null, 3, 0.4)]);
    expect(points.bias).toEqual([
      [0.5, -0.2],
      [1.5, 0.4],
    ]);
    expect(points.rmse).toEqual([
      [0.5, 0.3],
      [1.5, 0.3],
    ]);
    expect(points.n).toEqual([5, 3]);
  });
});

describe('lengthHistogram', () => {
  it('fills the lengths nobody took with zero, in order', () => {
    expect(
      lengthHistogram([
        { length: 7, count: 2 },
        { length: 5, count: 4 },
        { length: 9, count: 1 },
      ]),
    ).toEqual({ lengths: [5, 6, 7, 8, 9], counts: [4, 0, 2, 0, 1] });
  });

  it('is empty without lengths', () => {
    expect(lengthHistogram([])).toEqual({ lengths: [], counts: [] });
  });
});

describe('chart options', () => {
  it('draws the ceiling as a line and marks the items above it', () => {
    const option = exposureOption(
      [
        { item_id: 'a', indicator: null, rate: 0.42 },
        { item_id: 'b', indicator: null, rate: 0.2 },
      ],
      0.3,
      { items: 'Items', rate: 'Exposure', ceiling: 'Ceiling' },
    ) as { series: Array<{ data: Array<{ itemStyle?: unknown }>; markLine: { data: unknown[] } }> };
    expect(option.series[0].markLine.data).toEqual([{ yAxis: 0.3 }]);
    expect(option.series[0].data[0].itemStyle).toBeDefined();
    expect(option.series[0].data[1].itemStyle).toBeUndefined();
  });

  it('names the bias and RMSE lines', () => {
    const option = conditionalOption([bin(0, 1)], { theta: 'θ', bias: 'Bias', rmse: 'RMSE' }) as {
      series: Array<{ name: string }>;
    };
    expect(option.series.map((s) => s.name)).toEqual(['Bias', 'RMSE']);
  });
});
