import { evidenceAnalysisNewRequest, ITEM_ANALYSIS_ONLY } from '@asesa/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AUTOMATIC, newAnalysisRequest } from './analysis-request';

describe('newAnalysisRequest', () => {
  it('leaves the version, sample narrowing and model to the server when the form leaves them', () => {
    const body = newAnalysisRequest(7, { model: AUTOMATIC, dif: [] });
    expect(body).toEqual({ instrument_id: 7, sample: {}, dif: [] });
    expect(evidenceAnalysisNewRequest.safeParse(body).success).toBe(true);
  });

  it('sends what was chosen, dates as days and group names trimmed', () => {
    const body = newAnalysisRequest(7, {
      instrument_version: 3,
      projects: [
        { value: 12, label: 'Graduate intake' },
        { value: 15, label: 'Sales' },
      ],
      completed: [dayjs('2026-01-05T10:00:00'), null],
      sector_id: 4,
      model: 'GRM',
      dif: [{ variable: 'gender', reference: ' male ', focal: 'female' }],
    });
    expect(body).toEqual({
      instrument_id: 7,
      instrument_version: 3,
      sample: { project_ids: [12, 15], from: '2026-01-05', sector_id: 4 },
      model: 'GRM',
      dif: [{ variable: 'gender', reference: 'male', focal: 'female' }],
    });
    expect(evidenceAnalysisNewRequest.safeParse(body).success).toBe(true);
  });

  it('sends the prior choice with the 3PL only, and a comparison when asked', () => {
    const without = newAnalysisRequest(7, {
      model: '3PL',
      guessing_prior: false,
      compare_models: true,
      dif: [],
    });
    expect(without).toMatchObject({ model: '3PL', guessing_prior: false, compare_models: true });
    expect(evidenceAnalysisNewRequest.safeParse(without).success).toBe(true);
    expect(newAnalysisRequest(7, { model: '3PL', dif: [] })).toMatchObject({ guessing_prior: true });
    // A prior left switched off from an earlier 3PL choice is not sent with another model.
    const twoPl = newAnalysisRequest(7, {
      model: '2PL',
      guessing_prior: false,
      compare_models: false,
      dif: [],
    });
    expect(twoPl).not.toHaveProperty('guessing_prior');
    expect(twoPl).not.toHaveProperty('compare_models');
  });

  it('asks for item analysis without IRT calibration, a model the contract takes', () => {
    const body = newAnalysisRequest(7, { model: ITEM_ANALYSIS_ONLY, dif: [] });
    expect(body).toEqual({ instrument_id: 7, sample: {}, model: 'none', dif: [] });
    expect(evidenceAnalysisNewRequest.parse(body).model).toBe('none');
    expect(evidenceAnalysisNewRequest.safeParse({ ...body, model: 'PCM' }).success).toBe(false);
  });
});
