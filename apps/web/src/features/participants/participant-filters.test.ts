import { describe, expect, it } from 'vitest';
import { filterFields, formatPercent, NO_FILTERS, rangeProblem } from './participant-filters';

describe('participant filters', () => {
  it('sends only the filters that are set', () => {
    expect(filterFields(NO_FILTERS)).toEqual({});
    expect(
      filterFields({
        status: ['scored', 'completed'],
        city: 'Jakarta',
        starred: true,
        shortlisted: false,
        scoreMin: 0,
        scoreMax: null,
        jobFitMax: 80,
      }),
    ).toEqual({
      status: ['scored', 'completed'],
      city: 'Jakarta',
      starred: true,
      score_percent_min: 0,
      job_fit_max: 80,
    });
  });

  it('finds a range whose minimum is above its maximum', () => {
    expect(rangeProblem({ ...NO_FILTERS, scoreMin: 60, scoreMax: 40 })).toBe('score');
    expect(rangeProblem({ ...NO_FILTERS, jobFitMin: 90, jobFitMax: 10 })).toBe('jobFit');
    expect(rangeProblem({ ...NO_FILTERS, scoreMin: 40, scoreMax: 40 })).toBeNull();
    expect(rangeProblem({ ...NO_FILTERS, scoreMin: 40 })).toBeNull();
  });

  it('formats percentages to one decimal', () => {
    expect(formatPercent(87.5)).toBe('87.5 %');
    expect(formatPercent(91.6667)).toBe('91.7 %');
    expect(formatPercent(100)).toBe('100 %');
    expect(formatPercent(null)).toBe('-');
  });
});
