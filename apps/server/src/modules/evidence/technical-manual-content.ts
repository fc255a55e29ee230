import { fixed } from '../exports/report-format';
import { MUTED, type ReportWriter } from '../exports/report-layout';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { isUnavailable, makeUpRows, sampleDefinition } from './technical-manual-words';

// Sections 1 to 4 of the technical manual: what the instrument is, who the sample was, how its
// items behaved, and the distractors that did not work.

const KIND_WORDS: Record<string, string> = {
  ability: 'an ability test (items with right answers)',
  personality: 'a personality questionnaire',
  situational_judgement: 'a situational judgement test',
  survey: 'a survey',
};

const TYPE_WORDS: Record<string, string> = {
  single: 'single choice',
  multiple: 'multiple choice',
  'true-false': 'true / false',
  likert: 'rating scale (Likert)',
  'forced-choice': 'forced choice',
  ranking: 'ranking',
  numeric: 'numeric answer',
  text: 'open text',
};

const RAW_SCORE_WORDS: Record<string, string> = {
  sum: 'the sum of item scores',
  mean: 'the mean of item scores',
};

const FLAG_WORDS: Record<string, string> = {
  'too-easy': 'too easy',
  'too-hard': 'too hard',
  'low-discrimination': 'low discrimination',
  'negative-discrimination': 'negative discrimination',
  misfit: 'misfit',
  dif: 'DIF',
  'non-functioning': 'non-functioning',
  'positive-distractor': 'positive distractor',
  'negative-key': 'negative key',
};
export const flagWords = (flags: readonly string[]) => flags.map((f) => FLAG_WORDS[f] ?? f).join(', ');

/** About the height of a one-line table row at the default size (padding included). */
const SHORT_ROW = 20;

const minutes = (seconds: number | null) =>
  seconds === null ? 'untimed' : `${Math.round((seconds / 60) * 10) / 10} min`;

export function writePurpose(w: ReportWriter, data: ManualData): void {
  const { instrument, blueprint } = data;
  w.heading('1 Purpose and content');
  w.text(
    `${instrument.name} (code ${instrument.code}) is ${KIND_WORDS[instrument.kind] ?? instrument.kind}. This manual documents version ${instrument.version}, published on ${instrument.publishedAt.slice(0, 10)}: its content, the sample it was analysed on, and the evidence for its items, reliability, calibration, norms and fairness.`,
  );
  const types = new Map<string, number>();
  for (const item of instrument.items) types.set(item.type, (types.get(item.type) ?? 0) + 1);
  w.pairs([
    ['Kind', instrument.kind.replace(/_/g, ' ')],
    [
      'Items',
      `${instrument.items.length} in ${instrument.sections.length} section${instrument.sections.length === 1 ? '' : 's'}`,
    ],
    ['Item types', [...types].map(([type, n]) => `${TYPE_WORDS[type] ?? type}: ${n}`).join('; ')],
  ]);
  w.subheading('Sections');
  w.table(
    [
      { header: 'Section', width: 60 },
      { header: 'Items', width: 15, align: 'right' },
      { header: 'Time limit', width: 25, align: 'right' },
    ],
    instrument.sections.map((s) => [s.title, String(s.items), minutes(s.timeLimitSeconds)]),
  );
  w.subheading('Scoring');
  const keyed = instrument.analysed.filter((i) => i.scoring === 'keyed').length;
  const rating = instrument.analysed.length - keyed;
  const dimensions = [...new Set(instrument.analysed.map((i) => i.dimension).filter(Boolean))];
  w.text(
    `The analysis scored ${instrument.analysed.length} of the ${instrument.items.length} items: ${keyed} keyed (1 for the right answer, 0 otherwise; an omitted answer counts as wrong) and ${rating} rated (by category, reverse-keyed where the item says so; an omitted rating takes the item's median). ${
      dimensions.length
        ? `The items measure ${dimensions.length} dimension${dimensions.length === 1 ? '' : 's'} (${dimensions.join(', ')}).`
        : 'The items are not tagged with dimensions, so they are analysed as one scale.'
    }`,
  );
  w.text(
    blueprint
      ? `Participants are scored with the blueprint ‘${blueprint.name}’ (version ${blueprint.version}); a dimension's raw score is ${RAW_SCORE_WORDS[blueprint.rawScoreMethod ?? 'sum'] ?? blueprint.rawScoreMethod}, converted to standard scores with the norms of section 7.`
      : 'The instrument has no scoring blueprint in use: participants are scored by number correct, without norms.',
  );
}

export function writeSample(w: ReportWriter, data: ManualData): void {
  const { makeUp } = data;
  w.heading('2 The sample');
  for (const sentence of sampleDefinition(data)) w.text(sentence);
  w.text(
    'Groups of fewer than 5 persons are shown as "fewer than 5" rather than by their count, so that nobody can be singled out.',
    { size: 9, colour: MUTED },
  );
  const columns = (header: string) => [
    { header, width: 50 },
    { header: 'N', width: 25, align: 'right' as const },
    { header: 'Share', width: 25, align: 'right' as const },
  ];
  const variables = [
    ['Gender', 'gender'],
    ['Age band (at completion)', 'age_band'],
    ['Education', 'education_level'],
  ] as const;
  for (const [title, variable] of variables) {
    const rows = makeUpRows(makeUp, variable);
    // A make-up table is short: kept whole on one page (with its heading) rather than split.
    w.subheading(`By ${title.toLowerCase()}`, SHORT_ROW * (rows.length + 1) + 8);
    w.table(columns(title), rows);
  }
}

export function writeItemStatistics(w: ReportWriter, data: ManualData, label: ItemLabel): void {
  const { result } = data;
  w.heading('3 Item statistics');
  w.text(
    'Difficulty is the proportion of right answers (keyed items) or the mean category as a share of the highest (rated items). The corrected item-total correlation relates the item to the total of the other items of its dimension. Omissions are the share of the sample who left the item unanswered; the time is the median seconds spent on the item. Flags: too easy (difficulty above 0.95), too hard (below 0.10), low discrimination (corrected r below 0.20), negative discrimination, misfit (S-X², section 6), DIF (ETS class C, section 8).',
    { size: 9 },
  );
  w.table(
    [
      { header: 'Item', width: 9 },
      { header: 'Dimension', width: 16 },
      { header: 'N', width: 8, align: 'right' },
      { header: 'Difficulty', width: 11, align: 'right' },
      { header: 'Corrected r', width: 11, align: 'right' },
      { header: 'Alpha if deleted', width: 12, align: 'right' },
      { header: 'Omitted', width: 10, align: 'right' },
      { header: 'Median time', width: 10, align: 'right' },
      { header: 'Flags', width: 20 },
    ],
    result.items.map((item) => [
      label(item.id),
      item.dimension ?? '–',
      String(item.answered),
      fixed(item.difficulty, 2),
      fixed(item.correctedItemTotal, 2),
      fixed(item.alphaIfDeleted, 2),
      `${(100 * item.omissionRate).toFixed(1)} %`,
      item.medianSeconds === null ? '–' : `${Math.round(item.medianSeconds)} s`,
      flagWords(item.flags) || '–',
    ]),
    { size: 8 },
  );
}

export function writeDistractors(w: ReportWriter, data: ManualData, label: ItemLabel): void {
  const { distractors } = data.result;
  w.heading('4 Distractors');
  if (isUnavailable(distractors)) {
    w.text(
      `The distractor analysis was not possible on this sample: ${distractors.unavailable || 'the stored result does not hold it'}.`,
    );
    return;
  }
  w.text(
    'For each keyed choice item the engine counts how often each option was chosen, the point-biserial correlation of choosing it with the total score, and the difference between the upper and lower thirds of the sample. A distractor chosen by fewer than 5 % is non-functioning; a distractor with a positive point-biserial draws able persons (a possible second right answer); a key with a point-biserial of zero or below does not separate able from less able persons. Only the items with a flagged option are listed.',
    { size: 9 },
  );
  const flagged = distractors.filter((d) => d.options.some((o) => o.flags.length));
  if (!flagged.length) {
    w.text(`None of the ${distractors.length} keyed choice items has a flagged option.`);
    return;
  }
  w.table(
    [
      { header: 'Item', width: 9 },
      { header: 'Option', width: 10 },
      { header: 'Chosen', width: 10, align: 'right' },
      { header: 'Share', width: 10, align: 'right' },
      { header: 'Point-biserial', width: 14, align: 'right' },
      { header: 'Upper − lower', width: 14, align: 'right' },
      { header: 'Flags', width: 33 },
    ],
    flagged.flatMap((d) =>
      d.options.map((o) => [
        label(d.item),
        o.option === null ? 'omitted' : o.isKey ? `${o.option} (key)` : o.option,
        String(o.count),
        `${(100 * o.proportion).toFixed(1)} %`,
        fixed(o.pointBiserial, 2),
        fixed(o.discrimination, 2),
        flagWords(o.flags) || '–',
      ]),
    ),
    { size: 8 },
  );
}
