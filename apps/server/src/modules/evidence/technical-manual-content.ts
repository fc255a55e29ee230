import { MUTED, type ReportWriter } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { isUnavailable, makeUpRows, sampleDefinition } from './technical-manual-words';

// Sections 1 to 4 of the technical manual: what the instrument is, who the sample was, how its
// items behaved, and the distractors that did not work.

/** The engine's flag codes ("too-easy") in the manual's words. */
export const flagWords = (flags: readonly string[], t: ManualText) =>
  flags.map((flag) => t.L.flagWords[flag] ?? flag).join(', ');

/** About the height of a one-line table row at the default size (padding included). */
const SHORT_ROW = 20;

const minutes = (seconds: number | null, t: ManualText) =>
  seconds === null ? t.L.untimed : t.L.minutes(t.f.decimal(seconds / 60, 1));

export function writePurpose(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { instrument, blueprint } = data;
  const { L, f, dates } = t;
  w.heading(L.purpose);
  w.text(
    L.purposeText(
      instrument.name,
      instrument.code,
      L.kindWords[instrument.kind] ?? instrument.kind,
      f.count(instrument.version),
      dates.date(instrument.publishedAt),
    ),
  );
  const types = new Map<string, number>();
  for (const item of instrument.items) types.set(item.type, (types.get(item.type) ?? 0) + 1);
  w.pairs([
    [L.purposePairs.kind, L.kindNames[instrument.kind] ?? instrument.kind.replace(/_/g, ' ')],
    [
      L.purposePairs.items,
      L.itemsInSections(f.count(instrument.items.length), f.count(instrument.sections.length)),
    ],
    [
      L.purposePairs.types,
      [...types].map(([type, n]) => `${L.typeWords[type] ?? type}: ${f.count(n)}`).join('; '),
    ],
  ]);
  w.subheading(L.sections);
  w.table(
    [
      { header: L.sectionColumns.section, width: 60 },
      { header: L.sectionColumns.items, width: 15, align: 'right' },
      { header: L.sectionColumns.timeLimit, width: 25, align: 'right' },
    ],
    instrument.sections.map((s) => [s.title, f.count(s.items), minutes(s.timeLimitSeconds, t)]),
  );
  w.subheading(L.scoring);
  const keyed = instrument.analysed.filter((i) => i.scoring === 'keyed').length;
  const rating = instrument.analysed.length - keyed;
  const dimensions = [...new Set(instrument.analysed.map((i) => i.dimension).filter(Boolean))];
  w.text(
    `${L.scoredItems(f.count(instrument.analysed.length), f.count(instrument.items.length), f.count(keyed), f.count(rating))} ${
      dimensions.length
        ? L.dimensionsMeasured(f.count(dimensions.length), dimensions.join(', '))
        : L.noDimensions
    }`,
  );
  w.text(
    blueprint
      ? L.scoredWithBlueprint(
          blueprint.name,
          f.count(blueprint.version),
          L.rawScoreWords[blueprint.rawScoreMethod ?? 'sum'] ?? blueprint.rawScoreMethod ?? '',
        )
      : L.noBlueprint,
  );
}

export function writeSample(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { makeUp } = data;
  const { L } = t;
  w.heading(L.sample);
  for (const sentence of sampleDefinition(data, t)) w.text(sentence);
  w.text(L.smallGroups, { size: 9, colour: MUTED });
  const columns = (header: string) => [
    { header, width: 50 },
    { header: 'N', width: 25, align: 'right' as const },
    { header: L.share, width: 25, align: 'right' as const },
  ];
  for (const variable of ['gender', 'age_band', 'education_level'] as const) {
    const rows = makeUpRows(makeUp, variable, t);
    // A make-up table is short: kept whole on one page (with its heading) rather than split.
    w.subheading(L.byVariable[variable], SHORT_ROW * (rows.length + 1) + 8);
    w.table(columns(L.makeUpVariables[variable]), rows);
  }
}

export function writeItemStatistics(
  w: ReportWriter,
  data: ManualData,
  label: ItemLabel,
  t: ManualText,
): void {
  const { result } = data;
  const { L, f } = t;
  const C = L.itemColumns;
  w.heading(L.itemStatistics);
  w.text(L.itemStatisticsText(f.fixed(0.95, 2), f.fixed(0.1, 2), f.fixed(0.2, 2)), { size: 9 });
  w.table(
    [
      { header: C.item, width: 9 },
      { header: C.dimension, width: 16 },
      { header: 'N', width: 8, align: 'right' },
      { header: C.difficulty, width: 11, align: 'right' },
      { header: C.corrected, width: 11, align: 'right' },
      { header: C.alphaIfDeleted, width: 12, align: 'right' },
      { header: C.omitted, width: 10, align: 'right' },
      { header: C.medianTime, width: 10, align: 'right' },
      { header: C.flags, width: 20 },
    ],
    result.items.map((item) => [
      label(item.id),
      item.dimension ?? '–',
      f.count(item.answered),
      f.fixed(item.difficulty, 2),
      f.fixed(item.correctedItemTotal, 2),
      f.fixed(item.alphaIfDeleted, 2),
      t.share(item.omissionRate),
      item.medianSeconds === null ? '–' : L.seconds(f.count(Math.round(item.medianSeconds))),
      flagWords(item.flags, t) || '–',
    ]),
    { size: 8 },
  );
}

export function writeDistractors(w: ReportWriter, data: ManualData, label: ItemLabel, t: ManualText): void {
  const { distractors } = data.result;
  const { L, f } = t;
  w.heading(L.distractors);
  if (isUnavailable(distractors)) {
    w.text(
      L.distractorsUnavailable(distractors.unavailable ? t.reason(distractors.unavailable) : L.notStored),
    );
    return;
  }
  w.text(L.distractorsText, { size: 9 });
  const flagged = distractors.filter((d) => d.options.some((o) => o.flags.length));
  if (!flagged.length) {
    w.text(L.noFlaggedOption(f.count(distractors.length)));
    return;
  }
  const C = L.distractorColumns;
  w.table(
    [
      { header: L.itemColumns.item, width: 9 },
      { header: C.option, width: 10 },
      { header: C.chosen, width: 10, align: 'right' },
      { header: L.share, width: 10, align: 'right' },
      { header: C.pointBiserial, width: 14, align: 'right' },
      { header: C.upperLower, width: 14, align: 'right' },
      { header: L.itemColumns.flags, width: 33 },
    ],
    flagged.flatMap((d) =>
      d.options.map((o) => [
        label(d.item),
        o.option === null ? L.omittedOption : o.isKey ? L.keyOption(o.option) : o.option,
        f.count(o.count),
        t.share(o.proportion),
        f.fixed(o.pointBiserial, 2),
        f.fixed(o.discrimination, 2),
        flagWords(o.flags, t) || '–',
      ]),
    ),
    { size: 8 },
  );
}
