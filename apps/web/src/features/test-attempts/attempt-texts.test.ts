import type { AttemptContent } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { withTextsOf } from './attempt-texts';

const item = (id: string, stem: string, options: string[]) => ({
  id,
  type: 'single',
  stem,
  options: options.map((text, i) => ({ id: String.fromCharCode(65 + i), text })),
});

const attempt = (texts: {
  instructions: string;
  titles: [string, string];
  items: ReturnType<typeof item>[];
}): AttemptContent => ({
  attempt_id: 7,
  submission_id: 7,
  instrument_name: 'General Reasoning (demo)',
  instructions: texts.instructions,
  state: 'in_progress',
  remaining_seconds: 540,
  current_section_id: 's_1',
  current_section_index: 0,
  section_started: true,
  resume_item_id: 'i_2',
  last_seq: 3,
  item_remaining: {},
  sections: [
    { id: 's_1', title: texts.titles[0], time_limit_seconds: 600, state: 'current', items: texts.items },
    { id: 's_2', title: texts.titles[1], time_limit_seconds: 300, state: 'upcoming', items: [] },
  ],
  answers: { i_1: 'B' },
});

const indonesian = attempt({
  instructions: 'Pilih satu jawaban.',
  titles: ['Penalaran numerik', 'Penalaran verbal'],
  items: [
    item('i_2', 'Berapakah 7 × 8 − 6?', ['48', '50']),
    item('i_1', 'Berapakah 15% dari 240?', ['24', '36']),
  ],
});

describe('the attempt in another language', () => {
  it('takes the texts of the read and keeps the page’s order, clock and answers', () => {
    const english = attempt({
      instructions: 'Choose one answer.',
      titles: ['Numerical reasoning', 'Verbal reasoning'],
      items: [
        item('i_1', 'What is 15% of 240?', ['24', '36']),
        item('i_2', 'What is 7 × 8 − 6?', ['48', '50']),
      ],
    });
    const shown = withTextsOf(
      { ...indonesian, remaining_seconds: 500 },
      { ...english, remaining_seconds: 480 },
    );
    expect(shown.instructions).toBe('Choose one answer.');
    expect(shown.sections.map((s) => s.title)).toEqual(['Numerical reasoning', 'Verbal reasoning']);
    expect(shown.sections[0].items.map((i) => [i.id, i.stem])).toEqual([
      ['i_2', 'What is 7 × 8 − 6?'],
      ['i_1', 'What is 15% of 240?'],
    ]);
    expect(shown.remaining_seconds).toBe(500);
    expect(shown.answers).toEqual({ i_1: 'B' });
    expect(shown.resume_item_id).toBe('i_2');
  });

  it('keeps what the read lacks, and ignores a read of another attempt', () => {
    const partial = attempt({
      instructions: 'Choose one answer.',
      titles: ['Numerical reasoning', 'Verbal reasoning'],
      items: [item('i_1', 'What is 15% of 240?', ['24', '36'])],
    });
    const shown = withTextsOf(indonesian, partial);
    expect(shown.sections[0].items.map((i) => i.stem)).toEqual([
      'Berapakah 7 × 8 − 6?',
      'What is 15% of 240?',
    ]);
    expect(withTextsOf(indonesian, { ...partial, submission_id: 8 })).toBe(indonesian);
  });
});
