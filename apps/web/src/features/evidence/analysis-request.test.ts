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

  it('asks for item analysis without IRT calibration, a model the contract takes', () => {
    const body = newAnalysisRequest(7, { model: ITEM_ANALYSIS_ONLY, dif: [] });
    expect(body).toEqual({ instrument_id: 7, sample: {}, model: 'none', dif: [] });
    expect(evidenceAnalysisNewRequest.parse(body).model).toBe('none');
    expect(evidenceAnalysisNewRequest.safeParse({ ...body, model: 'PCM' }).success).toBe(false);
  });
});
