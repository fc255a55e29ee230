import { describe, expect, it } from 'vitest';
import { compileItem, ScoringError, scoreItem, type TextItem } from '../src/index';
import { expectFullMarks } from './item-expectations';

const capital: TextItem = {
  id: 'q',
  type: 'text',
  indicator: 'geo',
  accepted: [{ value: 'Jakarta' }, { value: 'DKI Jakarta', score: 0.5 }],
};

describe('keyed text items', () => {
  it('an accepted answer scores 1 and counts correct; case and surrounding spaces do not matter', () => {
    for (const answer of ['Jakarta', '  jakarta ', 'JAKARTA\n']) {
      expectFullMarks(capital, answer, 1, 'geo');
    }
  });

  it('an accepted answer with its own score earns that score and is not the maximum', () => {
    expect(scoreItem(capital, 'dki jakarta')).toMatchObject({ score: 0.5, maxScore: 1, correct: false });
  });

  it('any other answer scores 0; inner spaces are kept', () => {
    expect(scoreItem(capital, 'Bandung')).toMatchObject({ score: 0, correct: false });
    expect(scoreItem(capital, 'DKI  Jakarta')).toMatchObject({ score: 0 });
  });

  it('a case-sensitive key accepts only the exact letters', () => {
    const item: TextItem = { ...capital, caseSensitive: true };
    expect(scoreItem(item, 'Jakarta ').score).toBe(1);
    expect(scoreItem(item, 'jakarta').score).toBe(0);
  });

  it('the maximum is the best accepted score and duplicates keep the better score', () => {
    const item: TextItem = {
      id: 'q',
      type: 'text',
      accepted: [
        { value: 'H2O', score: 2 },
        { value: 'h2o', score: 1 },
        { value: 'water', score: 1 },
      ],
    };
    expect(compileItem(item).maxScore).toBe(2);
    expect(scoreItem(item, 'h2o')).toMatchObject({ score: 2, correct: true });
    expect(scoreItem(item, 'Water')).toMatchObject({ score: 1, correct: false });
  });

  it('refuses an item without accepted answers and an answer that is not text', () => {
    expect(() => compileItem({ id: 'q', type: 'text', accepted: [] })).toThrow(ScoringError);
    expect(() => compileItem({ id: 'q', type: 'text', accepted: [{ value: ' ' }] })).toThrow(/empty/);
    expect(() => scoreItem(capital, 42)).toThrow(/expected a text/);
  });
});
