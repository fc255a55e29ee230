import { envelope, submissionRequest, submissionResponse } from '@asesa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainSaveAnswer, plainSaveBody } from './plain-save';

// The hand reading of a save body must never say yes where the contract's schema says no, and
// must answer what the schema answers (key order included, as the handler sees it). Bodies are
// drawn near the edges the schema draws: code shape and length, item id length, answer kinds,
// sequence numbers, flags and unknown fields.

const text = fc.string({ maxLength: 30 });
const validBody = fc.record(
  {
    submission_id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    participant_code: fc.stringMatching(/^[A-Za-z0-9-]{6,64}$/),
    submission: fc.dictionary(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.oneof(text, fc.record({ value: text, seq: fc.nat() })),
      { maxKeys: 4 },
    ),
    is_agree_tnc: fc.boolean(),
    is_final: fc.boolean(),
  },
  { requiredKeys: ['submission_id', 'participant_code', 'submission'] },
);
type Drawn = Record<string, unknown> & { submission: Record<string, unknown> };
const answerTo = (value: unknown) => (b: Drawn) => ({ ...b, submission: { ...b.submission, q: value } });
// One change at or past an edge the schema draws, or none.
const changes: ((b: Drawn) => unknown)[] = [
  (b) => ({ ...b, participant_code: ` ${b.participant_code} ` }),
  (b) => ({ ...b, participant_code: 'ABCDE' }),
  (b) => ({ ...b, participant_code: 'A'.repeat(65) }),
  (b) => ({ ...b, participant_code: 'ABC DEF' }),
  (b) => ({ ...b, participant_code: 'ABCDEÉ' }),
  (b) => ({ ...b, participant_code: 123456 }),
  (b) => ({ ...b, submission_id: 0 }),
  (b) => ({ ...b, submission_id: 1.5 }),
  (b) => ({ ...b, submission_id: '7' }),
  (b) => ({ ...b, submission_id: 2 ** 53 }),
  (b) => ({ ...b, is_final: 1 }),
  (b) => ({ ...b, is_agree_tnc: 'yes' }),
  (b) => ({ ...b, note: 'an unknown field' }),
  (b) => ({ ...b, submission: null }),
  (b) => ({ ...b, submission: [1, 2] }),
  (b) => ({ ...b, submission: { ...b.submission, ['i'.repeat(41)]: 'a' } }),
  (b) => ({ ...b, submission: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`q${i}`, 'a'])) }),
  answerTo('x'.repeat(20_001)),
  answerTo({ value: 'x'.repeat(20_001), seq: 1 }),
  answerTo({ value: 'a', seq: -1 }),
  answerTo({ value: 'a', seq: 1.5 }),
  answerTo({ value: 'a', seq: 1, extra: 1 }),
  answerTo({ value: 'a' }),
  answerTo({ value: 4, seq: 1 }),
  answerTo(4),
  answerTo(['a', 'b']),
  answerTo(null),
  answerTo({ most: 'a', least: 'b' }),
  answerTo({ gap1: 'a' }),
];
const body = fc
  .tuple(validBody, fc.option(fc.constantFrom(...changes), { freq: 2 }))
  .map(([b, change]) => (change ? change(b as Drawn) : b));

describe('the plain answer save body', () => {
  it('answers only what the schema accepts, exactly as the schema answers it', () => {
    let read = 0;
    fc.assert(
      fc.property(body, (drawn) => {
        const plain = plainSaveBody(drawn);
        if (plain === undefined) return;
        read++;
        const parsed = submissionRequest.safeParse(drawn);
        expect(parsed.success).toBe(true);
        expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
      }),
      { numRuns: 5_000 },
    );
    // The draw reaches the plain case often enough for the comparison to mean something.
    expect(read).toBeGreaterThan(500);
  });

  it('reads the saves devices send without the schema', () => {
    const saves = [
      { submission_id: 7, participant_code: 'AB12-CD34', submission: { q1: { value: 'b', seq: 3 } } },
      {
        submission_id: 7,
        participant_code: 'AB12CD',
        submission: { q1: 'free text', q2: { value: '', seq: 0 } },
      },
      { submission_id: 1, participant_code: 'ABCDEF', submission: {}, is_final: true, is_agree_tnc: false },
    ];
    for (const save of saves) expect(plainSaveBody(save)).toEqual(submissionRequest.parse(save));
  });

  it('leaves every other body to the schema', () => {
    const others: unknown[] = [
      null,
      [],
      { submission_id: 7, participant_code: ' AB12CD ', submission: {} },
      { submission_id: 7, participant_code: 'AB12CD', submission: { q1: 4 } },
      { submission_id: 7, participant_code: 'AB12CD', submission: { q1: ['a'] } },
      { submission_id: 7, participant_code: 'AB12CD', submission: { q1: { value: 'a', seq: -1 } } },
      { submission_id: 7, participant_code: 'AB12CD', submission: {}, extra: 1 },
      { submission_id: 0, participant_code: 'AB12CD', submission: {} },
      {
        submission_id: 7,
        participant_code: 'AB12CD',
        submission: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`q${i}`, 'a'])),
      },
    ];
    for (const other of others) expect(plainSaveBody(other)).toBeUndefined();
  });
});

const answerSchema = envelope(submissionResponse);
const count = fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5, '3', null));
const sectionId = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(7),
);
const saveAnswer = fc.record(
  {
    code: fc.constantFrom(200, 200, 200, 409),
    data: fc.oneof(
      fc.record(
        {
          saved: count,
          ignored: count,
          state: fc.constantFrom('in_progress', 'finished', 'not_started', 'paused'),
          remaining_seconds: fc.oneof(fc.nat(), fc.constant(null), fc.constant(2.5)),
          current_section_id: sectionId,
          next_item_id: sectionId,
          internal: fc.string(),
        },
        { requiredKeys: ['saved', 'state', 'remaining_seconds'] },
      ),
      fc.constant(null),
    ),
    error: fc.constantFrom(null, null, null, { message: 'x' }),
  },
  { requiredKeys: ['code', 'data', 'error'] },
);

describe('the plain answer of a save', () => {
  it('writes only what the schema writes, byte for byte, and nothing the schema leaves out', () => {
    let written = 0;
    fc.assert(
      fc.property(saveAnswer, (drawn) => {
        const plain = plainSaveAnswer(drawn);
        if (plain === undefined) return;
        written++;
        expect(plain).toBe(JSON.stringify(answerSchema.parse(drawn)));
      }),
      { numRuns: 5_000 },
    );
    expect(written).toBeGreaterThan(100);
  });

  it('writes the answers saves give without the schema', () => {
    const answers = [
      {
        code: 200,
        data: {
          saved: 1,
          ignored: 0,
          state: 'in_progress',
          remaining_seconds: 540,
          current_section_id: 's1',
        },
        error: null,
      },
      {
        code: 200,
        data: { saved: 2, ignored: 2, state: 'finished', remaining_seconds: null, current_section_id: null },
        error: null,
      },
      {
        code: 200,
        data: {
          saved: 1,
          ignored: 0,
          state: 'in_progress',
          remaining_seconds: 60,
          current_section_id: 'a',
          next_item_id: 'q9',
        },
        error: null,
      },
    ];
    for (const answer of answers)
      expect(plainSaveAnswer(answer)).toBe(JSON.stringify(answerSchema.parse(answer)));
  });
});
