import type { Rng } from '@asesa/scoring';
import { between, type DemoAdaptiveDraft, distractors, type NumberSeriesRule } from './demo-adaptive-item';

/** The first n terms of a number series. */
export function numberSeriesTerms(rule: NumberSeriesRule, n: number): number[] {
  const terms: number[] = [];
  for (let i = 0; i < n; i++) {
    const prev = terms[i - 1];
    if (i === 0) terms.push(rule.first);
    else if (rule.type === 'arithmetic') terms.push(prev + rule.step);
    else if (rule.type === 'geometric') terms.push(prev * rule.ratio);
    else if (rule.type === 'alternating') terms.push(prev + rule.steps[(i - 1) % 2]);
    else if (rule.type === 'growing') terms.push(prev + rule.step + (i - 1) * rule.increment);
    else if (rule.type === 'fibonacci') terms.push(i === 1 ? rule.second : prev + terms[i - 2]);
    else terms.push(2 * prev + rule.add);
  }
  return terms;
}

/** Thousands grouped the way each language writes them (1.250 in Indonesian, 1,250 in English). */
export const formatId = (n: number) => n.toLocaleString('en-US').replaceAll(',', '.');
export const formatEn = (n: number) => n.toLocaleString('en-US');
const rupiahId = (n: number) => `Rp${formatId(n)}`;
const rupiahEn = (n: number) => `Rp${formatEn(n)}`;

/**
 * A rule per series type with its parameters drawn; `difficulty` grows with the type (constant
 * steps, ratios, alternating steps, growing steps, sums of the previous two, doubling plus a
 * constant) and, within a type, with larger steps and numbers.
 */
function seriesRule(
  rng: Rng,
  type: NumberSeriesRule['type'],
): { rule: NumberSeriesRule; difficulty: number } {
  switch (type) {
    case 'arithmetic': {
      const step = between(rng, 2, 12);
      const down = rng.next() < 0.3;
      const first = down ? between(rng, 60, 120) : between(rng, 2, 40);
      return {
        rule: { type, first, step: down ? -step : step },
        difficulty: 0.02 + 0.18 * (step / 12) + (down ? 0.08 : 0),
      };
    }
    case 'geometric': {
      const ratio = between(rng, 2, 3);
      const first = between(rng, 1, 6);
      return { rule: { type, first, ratio }, difficulty: 0.3 + 0.1 * (ratio - 2) + 0.02 * first };
    }
    case 'alternating': {
      const up = between(rng, 4, 9);
      const back = between(rng, 1, up - 1);
      return {
        rule: { type, first: between(rng, 5, 30), steps: [up, -back] },
        difficulty: 0.5 + 0.02 * up,
      };
    }
    case 'growing': {
      const step = between(rng, 1, 5);
      const increment = between(rng, 1, 3);
      return {
        rule: { type, first: between(rng, 1, 20), step, increment },
        difficulty: 0.55 + 0.06 * increment + 0.02 * step,
      };
    }
    case 'fibonacci': {
      const first = between(rng, 1, 5);
      return {
        rule: { type, first, second: between(rng, first + 1, 9) },
        difficulty: 0.72 + 0.02 * first,
      };
    }
    case 'double-plus': {
      const add = between(rng, 1, 3);
      return { rule: { type, first: between(rng, 1, 5), add }, difficulty: 0.84 + 0.05 * add };
    }
  }
}

const SERIES_TYPES: NumberSeriesRule['type'][] = [
  'arithmetic',
  'geometric',
  'alternating',
  'growing',
  'fibonacci',
  'double-plus',
];
/** Terms shown before the blank: alternating steps need three pairs to be seen. */
const SHOWN: Record<NumberSeriesRule['type'], number> = {
  arithmetic: 4,
  geometric: 4,
  alternating: 6,
  growing: 5,
  fibonacci: 5,
  'double-plus': 4,
};

function numberSeries(rng: Rng, type: NumberSeriesRule['type']): DemoAdaptiveDraft {
  const { rule, difficulty } = seriesRule(rng, type);
  const shown = SHOWN[type];
  const terms = numberSeriesTerms(rule, shown + 1);
  const answer = terms[shown];
  const last = terms[shown - 1];
  const lastStep = last - terms[shown - 2];
  // The classic mistakes: repeating the last step, or being one step or a few units off.
  const wrong = distractors(
    answer,
    [last + lastStep, answer + Math.abs(lastStep), answer - 2, answer + 2, answer - Math.abs(lastStep)],
    (x) => x > 0,
    (k) => answer + k * 3,
  );
  const list = terms.slice(0, shown).join(', ');
  const options = [answer, ...wrong].map(String) as DemoAdaptiveDraft['options'];
  return {
    area: 'numerical',
    stem: `Bilangan berapakah yang muncul berikutnya: ${list}, …?`,
    stemEn: `Which number comes next: ${list}, …?`,
    options,
    optionsEn: options,
    difficulty,
    solution: { kind: 'number-series', rule, shown },
  };
}

const PERCENTS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 75];

function percentOf(rng: Rng): DemoAdaptiveDraft {
  const percent = PERCENTS[rng.int(PERCENTS.length)];
  const base = 20 * between(rng, 2, 48);
  const answer = (base * percent) / 100;
  const wrong = distractors(
    answer,
    [(base * (100 - percent)) / 100, answer + base / 20, answer - base / 20, answer * 2],
    (x) => x > 0 && Number.isInteger(x),
    (k) => answer + k,
  );
  const values = [answer, ...wrong] as const;
  return {
    area: 'numerical',
    stem: `Berapakah ${percent}% dari ${formatId(base)}?`,
    stemEn: `What is ${percent}% of ${formatEn(base)}?`,
    options: values.map(formatId) as DemoAdaptiveDraft['options'],
    optionsEn: values.map(formatEn) as DemoAdaptiveDraft['optionsEn'],
    difficulty: 0.05 + 0.3 * (base / 960) + (percent % 10 === 0 ? 0 : 0.12),
    solution: { kind: 'percent-of', percent, base },
  };
}

/** Goods with the counting word each language puts before them. */
const GOODS = [
  { id: 'Sebuah tas', en: 'A bag' },
  { id: 'Sepasang sepatu', en: 'A pair of shoes' },
  { id: 'Sebuah jaket', en: 'A jacket' },
  { id: 'Sebuah kursi kantor', en: 'An office chair' },
  { id: 'Sebuah printer', en: 'A printer' },
  { id: 'Sebuah lemari arsip', en: 'A filing cabinet' },
];

function discount(rng: Rng): DemoAdaptiveDraft {
  const price = 10_000 * between(rng, 8, 90);
  const percent = 5 * between(rng, 2, 9);
  const answer = (price * (100 - percent)) / 100;
  const saved = price - answer;
  const wrong = distractors(
    answer,
    [saved, price - percent * 1000, answer - price / 20, answer + price / 20],
    (x) => x > 0,
    (k) => answer + k * 2500,
  );
  const values = [answer, ...wrong] as const;
  const goods = GOODS[rng.int(GOODS.length)];
  return {
    area: 'numerical',
    stem: `${goods.id} seharga ${rupiahId(price)} mendapat diskon ${percent}%. Berapa harganya setelah diskon?`,
    stemEn: `${goods.en} priced at ${rupiahEn(price)} is discounted by ${percent}%. What is its price after the discount?`,
    options: values.map(rupiahId) as DemoAdaptiveDraft['options'],
    optionsEn: values.map(rupiahEn) as DemoAdaptiveDraft['optionsEn'],
    difficulty: 0.3 + 0.25 * (price / 900_000) + (percent % 10 === 0 ? 0 : 0.08),
    solution: { kind: 'discount', price, percent },
  };
}

const CHANGES = [10, 15, 20, 25, 30, 40, 50, 60, 75];

function percentChange(rng: Rng): DemoAdaptiveDraft {
  const from = 20 * between(rng, 2, 20);
  const percent = CHANGES[rng.int(CHANGES.length)];
  const rise = rng.next() < 0.6;
  const to = rise ? (from * (100 + percent)) / 100 : (from * (100 - percent)) / 100;
  // The classic mistake: the change taken as a share of the new value instead of the old one.
  const ofNew = Math.round((Math.abs(to - from) / to) * 100);
  const wrong = distractors(
    percent,
    [ofNew, Math.abs(to - from), percent + 5, percent - 5, percent + 10],
    (x) => x > 0 && x <= 200,
    (k) => percent + 5 * (k + 2),
  );
  const options = [percent, ...wrong].map((p) => `${p}%`) as DemoAdaptiveDraft['options'];
  const [verbId, verbEn, nounId, nounEn] = rise
    ? ['naik', 'rises', 'kenaikannya', 'did it rise']
    : ['turun', 'falls', 'penurunannya', 'did it fall'];
  return {
    area: 'numerical',
    stem: `Sebuah harga ${verbId} dari ${formatId(from)} menjadi ${formatId(to)}. Berapa persen ${nounId}?`,
    stemEn: `A price ${verbEn} from ${formatEn(from)} to ${formatEn(to)}. By what percentage ${nounEn}?`,
    options,
    optionsEn: options,
    // Falls are harder than rises, odd percentages and bigger prices harder than round ones.
    difficulty: 0.45 + (rise ? 0 : 0.1) + (percent % 10 === 0 ? 0 : 0.1) + 0.0005 * from,
    solution: { kind: 'percent-change', from, to },
  };
}

function workers(rng: Rng): DemoAdaptiveDraft {
  for (;;) {
    const crew = between(rng, 2, 9);
    const days = between(rng, 3, 15);
    const work = crew * days;
    const others = Array.from({ length: 12 }, (_, k) => k + 2).filter((n) => n !== crew && work % n === 0);
    if (others.length === 0) continue;
    const newWorkers = others[rng.int(others.length)];
    const answer = work / newWorkers;
    // The classic mistake: taking the number of days as proportional to the number of workers.
    const proportional = Math.round((days * newWorkers) / crew);
    const wrong = distractors(
      answer,
      [proportional, days + crew - newWorkers, answer + 1, answer - 1, answer + 2],
      (x) => x > 0,
      (k) => answer + k + 2,
    );
    const options = [answer, ...wrong].map(String) as DemoAdaptiveDraft['options'];
    return {
      area: 'numerical',
      stem: `Jika ${crew} pekerja menyelesaikan suatu pekerjaan dalam ${days} hari, berapa hari yang dibutuhkan oleh ${newWorkers} pekerja?`,
      stemEn: `If ${crew} workers finish a job in ${days} days, how many days do ${newWorkers} workers need?`,
      options,
      optionsEn: options,
      difficulty: 0.6 + 0.25 * (work / 135) + (newWorkers > crew ? 0.05 : 0),
      solution: { kind: 'workers', workers: crew, days, newWorkers },
    };
  }
}

/** Sixty numerical items: thirty number series (five of each rule) and thirty word problems. */
export function numericalDrafts(rng: Rng): DemoAdaptiveDraft[] {
  return [
    ...SERIES_TYPES.flatMap((type) => Array.from({ length: 5 }, () => numberSeries(rng, type))),
    ...Array.from({ length: 10 }, () => percentOf(rng)),
    ...Array.from({ length: 8 }, () => discount(rng)),
    ...Array.from({ length: 6 }, () => percentChange(rng)),
    ...Array.from({ length: 6 }, () => workers(rng)),
  ];
}
