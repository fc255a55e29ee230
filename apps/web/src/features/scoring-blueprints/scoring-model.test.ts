import { describe, expect, it } from 'vitest';
import { characterTypes, gridToRows, importedToGrid, randomResponses, scoreLines } from './scoring-model';

describe('gridToRows', () => {
  it('turns grid cells into norm rows, skipping empty rows and reading decimal commas', () => {
    expect(
      gridToRows([
        { raw_min: 0, raw_max: 4, scaled: 3 },
        {},
        { raw_min: '5', raw_max: '9', scaled: '6,5', percentile: 40 },
      ]),
    ).toEqual({
      rows: [
        { raw_min: 0, raw_max: 4, scaled: 3 },
        { raw_min: 5, raw_max: 9, scaled: 6.5, percentile: 40 },
      ],
      errors: [],
    });
  });

  it('names missing and non-numeric cells by row', () => {
    expect(
      gridToRows([
        { raw_min: 0, scaled: 3 },
        { raw_min: 'x', raw_max: 2, scaled: 1, percentile: 'p' },
      ]).errors,
    ).toEqual([
      'Row 1: raw_max is required',
      'Row 2: raw_min must be a number',
      'Row 2: percentile must be a number',
    ]);
  });

  it('round-trips imported rows', () => {
    const grid = importedToGrid([
      { line: 2, raw_min: 1, raw_max: 2, scaled: 5, percentile: null, errors: [] },
    ]);
    expect(gridToRows(grid).rows).toEqual([{ raw_min: 1, raw_max: 2, scaled: 5 }]);
  });
});

describe('randomResponses', () => {
  it('answers every answerable item type with a valid shape', () => {
    const seq = [0.1, 0.9, 0.4, 0.6, 0.2, 0.7, 0.3, 0.8];
    let i = 0;
    const random = () => seq[i++ % seq.length];
    const answers = randomResponses(
      [
        { id: 'a', type: 'single', options: [{ id: 'A' }, { id: 'B' }] },
        { id: 'b', type: 'multiple', options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] },
        { id: 'c', type: 'true-false' },
        { id: 'd', type: 'ranking', options: [{ id: 'x' }, { id: 'y' }, { id: 'z' }] },
        { id: 'e', type: 'forced-choice', statements: [{ id: 's1' }, { id: 's2' }, { id: 's3' }] },
        { id: 'f', type: 'text' },
        { id: 'g', options: [{ id: 'A' }, { id: 'B' }] },
      ],
      random,
    );
    expect(answers.a).toMatch(/^[AB]$/);
    expect(Array.isArray(answers.b) && answers.b.length).toBeGreaterThan(0);
    expect(typeof answers.c).toBe('boolean');
    expect([...(answers.d as string[])].sort()).toEqual(['x', 'y', 'z']);
    const fc = answers.e as { most: string; least: string };
    expect(fc.most).not.toBe(fc.least);
    expect('f' in answers).toBe(false);
    expect(answers.g).toMatch(/^[AB]$/);
  });
});

describe('scoreLines', () => {
  it('flattens the engine result into rounded lines with bands', () => {
    const lines = scoreLines({
      indicators: { I: { raw: 3, scaled: null, band: null } },
      dimensions: {
        D: {
          raw: 3,
          scaled: { z: 0.75, T: 57.5, sten: 7, stanine: 7, percentile: 77.337 },
          band: { level: 'Strong', colour: '#2e7d32' },
        },
      },
      groupDimensions: {},
      characterTypes: { 'character:sten': { type: 'A', label: 'Analyst' } },
    });
    expect(lines).toEqual([
      {
        code: 'I',
        kind: 'indicator',
        raw: 3,
        z: null,
        T: null,
        sten: null,
        stanine: null,
        percentile: null,
        level: null,
        colour: null,
      },
      {
        code: 'D',
        kind: 'dimension',
        raw: 3,
        z: 0.75,
        T: 57.5,
        sten: 7,
        stanine: 7,
        percentile: 77.3,
        level: 'Strong',
        colour: '#2e7d32',
      },
    ]);
    expect(
      characterTypes({
        characterTypes: { x: { type: 'A', label: 'Analyst' }, y: { type: null, label: null } },
      }),
    ).toEqual(['Analyst']);
  });
});
