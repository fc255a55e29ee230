import { describe, expect, it } from 'vitest';
import { buildCopy, COPY, fill } from './copy';

describe('participant copy from master translations', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Soal {n} dari {total}', { n: 2, total: 5 })).toBe('Soal 2 dari 5');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('takes the translated strings and keeps the bundled text for missing keys', () => {
    const copy = buildCopy({ formTitle: 'Pendaftaran' });
    expect(copy.formTitle).toBe('Pendaftaran');
    expect(copy.nameLabel).toBe(COPY.nameLabel);
    expect(copy.itemOf(1, 3)).toBe('Question 1 of 3');
  });

  it('builds the sentences with numbers from their templates', () => {
    const copy = buildCopy({
      greeting: 'Selamat datang, {name}',
      greetingAnonymous: 'Selamat datang',
      itemsCount: '{n} soal',
      itemsCountOne: '{n} soal',
      itemOf: 'Soal {n} dari {total}',
      finishConfirmBodyPartial: 'Anda menjawab {answered} dari {total} soal.',
      finishConfirmBodyAll: 'Semua terjawab.',
      navigatorItem: 'Soal {n}',
      navigatorAnswered: 'terjawab',
      navigatorUnanswered: 'belum terjawab',
      navigatorCurrent: 'sedang dibuka',
    });
    expect(copy.greeting('Ayu')).toBe('Selamat datang, Ayu');
    expect(copy.greeting('')).toBe('Selamat datang');
    expect(copy.itemsCount(1)).toBe('1 soal');
    expect(copy.itemOf(2, 3)).toBe('Soal 2 dari 3');
    expect(copy.finishConfirmBody(1, 3)).toBe('Anda menjawab 1 dari 3 soal.');
    expect(copy.finishConfirmBody(3, 3)).toBe('Semua terjawab.');
    expect(copy.navigatorItem(4, false, true)).toBe('Soal 4, belum terjawab, sedang dibuka');
  });

  it('the English templates give the bundled English sentences', () => {
    const copy = buildCopy({
      itemsCount: '{n} questions',
      itemsCountOne: '{n} question',
      navigatorItem: 'Question {n}',
      navigatorAnswered: 'answered',
      navigatorUnanswered: 'not answered',
      navigatorCurrent: 'current',
    });
    expect(copy.itemsCount(3)).toBe(COPY.itemsCount(3));
    expect(copy.itemsCount(1)).toBe(COPY.itemsCount(1));
    expect(copy.navigatorItem(2, true, true)).toBe(COPY.navigatorItem(2, true, true));
  });
});
