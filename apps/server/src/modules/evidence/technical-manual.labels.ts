import {
  type DateFormatter,
  engineReasonIn,
  type NumberFormatter,
  type ReportLanguage,
} from '@asesa/contracts';
import { reportDates, reportNumbers } from '../exports/report-format';
import { MANUAL_EN, type ManualLabels } from './technical-manual-en.labels';
import { MANUAL_ID } from './technical-manual-id.labels';

export type { ManualLabels } from './technical-manual-en.labels';

/**
 * The technical manual in each language: one table of labels a language (the English one is the
 * manual's original wording), with sentences as functions of their values. Numbers and dates come
 * in already written by the reports' formatters, so the manual, the screens and the exports agree.
 */
export const MANUAL_LABELS: Record<ReportLanguage, ManualLabels> = { en: MANUAL_EN, id: MANUAL_ID };

/** What the manual's sections write with: its words, numbers and dates in one language. */
export interface ManualText {
  lang: ReportLanguage;
  L: ManualLabels;
  f: NumberFormatter;
  dates: DateFormatter;
  /** A share (0–1) as a percentage with one decimal: "12.5 %", "12,5 %". */
  share: (proportion: number) => string;
  /** A p value with three decimals, "< 0.001" below that. */
  p: (p: number | null | undefined) => string;
  /** A stored group value ("female", "under 25", "25-34", an education code) in the manual's words. */
  group: (value: string) => string;
  /** Why the engine could not compute a part (it writes English), in the manual's language. */
  reason: (engineReason: string) => string;
  /** A model the engine names ("2PL", "GRM") in the manual's words. */
  model: (model: string) => string;
}

export function manualText(lang: ReportLanguage): ManualText {
  const L = MANUAL_LABELS[lang];
  const f = reportNumbers(lang);
  return {
    lang,
    L,
    f,
    dates: reportDates(lang),
    share: (proportion) => `${f.fixed(100 * proportion, 1)}\u00a0%`,
    p: (p) =>
      p === null || p === undefined || Number.isNaN(p)
        ? '–'
        : p < 0.001
          ? L.lessThan(f.fixed(0.001, 3))
          : f.fixed(p, 3),
    group: (value) => (L.groups as Record<string, string>)[value] ?? (value.replace(/_/g, ' ') || L.notGiven),
    model: (model) => L.modelNames[model] ?? model,
    reason: (engineReason) => engineReasonIn(engineReason, lang),
  };
}

const UPPER = /^slope held at its upper limit ([\d.]+)/;
const LOWER = /^slope held at its lower limit ([\d.]+)/;
const EVERYONE = /^everyone who answered it gave the answer (.+?)(?:, so it says nothing about ability)?$/;
const CATEGORY = /category (\d+) is never observed \(codes run to (\d+)\)/;

/**
 * A calibration flag as a sentence in the manual's language. The engine writes its reason in
 * English; the reasons it knows are said again in the manual's words, with their numbers.
 */
export function calibrationFlagSentence(
  t: ManualText,
  item: string,
  flag: { flag: string; detail: string },
): string {
  const { L, f } = t;
  const detail = flag.detail ?? '';
  const limit = (match: RegExpExecArray) => f.decimal(Number(match[1]), 3);
  const reason = (text: string): string | null => {
    if (text.includes('nobody answered it')) return L.nobodyAnswered;
    const everyone = EVERYONE.exec(text);
    if (everyone) return L.everyoneGave(everyone[1]);
    const category = CATEGORY.exec(text);
    if (category) return L.categoryNever(category[1], category[2]);
    return null;
  };
  if (flag.flag === 'slope-at-bound') {
    const upper = UPPER.exec(detail);
    if (upper) return L.flagUpper(item, limit(upper));
    const lower = LOWER.exec(detail);
    if (lower) return L.flagLower(item, limit(lower));
  }
  if (flag.flag === 'no-variance') return L.flagNoVariance(item, reason(detail) ?? L.nobodyAnswered);
  const why = reason(detail.replace(/^left out of the calibration:?\s*/, ''));
  return why ? L.flagExcluded(item, why) : L.flagOther(item);
}
