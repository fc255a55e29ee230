import type { Rng } from '@asesa/scoring';
import { between, type DemoAdaptiveDraft, distractors, type LetterSeriesRule } from './demo-adaptive-item';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (position: number) => ALPHABET[position];

/** The positions (0 = A) of the first n letters of a series; they stay within A–Z by construction. */
export function letterSeriesPositions(rule: LetterSeriesRule, n: number): number[] {
  const positions: number[] = [];
  for (let i = 0; i < n; i++) {
    const prev = positions[i - 1];
    if (i === 0) positions.push(rule.first);
    else if (rule.type === 'constant') positions.push(prev + rule.step);
    else if (rule.type === 'alternating') positions.push(prev + rule.steps[(i - 1) % 2]);
    else if (rule.type === 'growing') positions.push(prev + rule.step + (i - 1));
    else if (i === 1) positions.push(rule.second);
    else positions.push(positions[i - 2] + rule.steps[i % 2]);
  }
  return positions;
}

const SHOWN: Record<LetterSeriesRule['type'], number> = {
  constant: 4,
  alternating: 6,
  growing: 5,
  interleaved: 6,
};

/** A letter-series rule that fits A–Z for the shown letters and the answer, with its difficulty. */
function letterRule(
  rng: Rng,
  type: LetterSeriesRule['type'],
): { rule: LetterSeriesRule; difficulty: number } {
  for (;;) {
    let candidate: { rule: LetterSeriesRule; difficulty: number };
    if (type === 'constant') {
      const step = between(rng, 1, 5);
      candidate = { rule: { type, first: between(rng, 0, 8), step }, difficulty: 0.02 + 0.06 * step };
    } else if (type === 'alternating') {
      const up = between(rng, 2, 5);
      candidate = {
        rule: { type, first: between(rng, 0, 8), steps: [up, -between(rng, 1, up - 1)] },
        difficulty: 0.35 + 0.05 * up,
      };
    } else if (type === 'growing') {
      const step = between(rng, 1, 2);
      candidate = { rule: { type, first: between(rng, 0, 6), step }, difficulty: 0.55 + 0.08 * step };
    } else {
      const forward = between(rng, 1, 3);
      candidate = {
        rule: {
          type,
          first: between(rng, 0, 6),
          second: between(rng, 18, 25),
          steps: [forward, -between(rng, 1, 3)],
        },
        difficulty: 0.75 + 0.06 * forward,
      };
    }
    const positions = letterSeriesPositions(candidate.rule, SHOWN[type] + 1);
    if (positions.every((p) => p >= 0 && p < 26)) return candidate;
  }
}

function letterSeries(rng: Rng, type: LetterSeriesRule['type']): DemoAdaptiveDraft {
  const { rule, difficulty } = letterRule(rng, type);
  const shown = SHOWN[type];
  const positions = letterSeriesPositions(rule, shown + 1);
  const answer = positions[shown];
  const lastStep = positions[shown - 1] - positions[shown - 2];
  // The classic mistakes: repeating the last step, or landing one or two letters off.
  const wrong = distractors(
    answer,
    [positions[shown - 1] + lastStep, answer + 1, answer - 1, answer + 2, answer - 2],
    (p) => p >= 0 && p < 26,
    (k) => (answer + 3 * k) % 26,
  );
  const list = positions.slice(0, shown).map(letter).join(', ');
  const options = [answer, ...wrong].map(letter) as DemoAdaptiveDraft['options'];
  return {
    area: 'logical',
    stem: `Huruf apakah yang muncul berikutnya: ${list}, …?`,
    stemEn: `Which letter comes next: ${list}, …?`,
    options,
    optionsEn: options,
    difficulty,
    solution: { kind: 'letter-series', rule, shown },
  };
}

/** Each letter moved `shift` places along the alphabet, Z wrapping round to A. */
export function shiftWord(word: string, shift: number): string {
  return [...word].map((ch) => letter((ALPHABET.indexOf(ch) + shift + 26 * 2) % 26)).join('');
}

/** Words of the code items: the same in both languages, so the code reads the same. */
const CODE_WORDS = [
  'KOTA',
  'BUKU',
  'MEJA',
  'PASAR',
  'KANTOR',
  'JALAN',
  'SUNGAI',
  'GUNUNG',
  'TEMAN',
  'LAMPU',
  'RUMAH',
  'KERTAS',
  'JENDELA',
  'SEKOLAH',
  'PELABUHAN',
  'JEMBATAN',
];

function letterCode(rng: Rng): DemoAdaptiveDraft {
  const [example, word] = (() => {
    for (;;) {
      const a = CODE_WORDS[rng.int(CODE_WORDS.length)];
      const b = CODE_WORDS[rng.int(CODE_WORDS.length)];
      if (a !== b) return [a, b];
    }
  })();
  const size = between(rng, 1, 3);
  const shift = rng.next() < 0.35 ? -size : size;
  const answer = shiftWord(word, shift);
  // The classic mistakes: a shift one too far or too short, the other direction, one letter slipped.
  const slipped = answer.slice(0, -1) + shiftWord(answer.slice(-1), 1);
  const wrong = distractors(
    answer,
    [shiftWord(word, shift + 1), shiftWord(word, shift - 1), shiftWord(word, -shift), slipped],
    (x) => x !== word,
    (k) => shiftWord(word, shift + 2 * k + 2),
  );
  const options = [answer, ...wrong] as DemoAdaptiveDraft['options'];
  const coded = shiftWord(example, shift);
  return {
    area: 'logical',
    stem: `Dalam sebuah sandi, ${example} ditulis ${coded}. Bagaimana ${word} ditulis dalam sandi yang sama?`,
    stemEn: `In a code, ${example} is written ${coded}. How is ${word} written in the same code?`,
    options,
    optionsEn: options,
    // Backward shifts, bigger shifts and longer words are harder to work out.
    difficulty: 0.25 + 0.15 * size + (shift < 0 ? 0.12 : 0) + 0.015 * word.length,
    solution: { kind: 'letter-code', example, shift, word },
  };
}

const LETTER_TYPES: LetterSeriesRule['type'][] = ['constant', 'alternating', 'growing', 'interleaved'];

/** Fifty abstract reasoning items: thirty-two letter series (eight per rule) and eighteen letter codes. */
export function logicalDrafts(rng: Rng): DemoAdaptiveDraft[] {
  return [
    ...LETTER_TYPES.flatMap((type) => Array.from({ length: 8 }, () => letterSeries(rng, type))),
    ...Array.from({ length: 18 }, () => letterCode(rng)),
  ];
}
