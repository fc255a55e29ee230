import type { ExtraTimeOverride } from '@asesa/contracts';
import { effectiveLimitSeconds } from './clock';

/**
 * The clocks' reading of a participant's accommodation (the accommodations feature owns the
 * record; the clocks only read the grant in force): extra time in per cent of a timed section,
 * the most specific grant winning (a section's over its test's over every test), the break minutes
 * each timed section may be paused for (section-breaks.ts), and in screen-reader mode no time limit on a single question, so
 * reading is never under time pressure.
 */
export interface ClockTerms {
  extraPercent: number;
  overrides: readonly ExtraTimeOverride[];
  breakMinutes: number;
  screenReader: boolean;
}

export const NO_ACCOMMODATION: ClockTerms = {
  extraPercent: 0,
  overrides: [],
  breakMinutes: 0,
  screenReader: false,
};

/** The stored grant's columns as the clocks read them (null: no grant). */
export function clockTermsOf(
  row:
    | {
        extra_time_percent: number | string;
        extra_time_json: string;
        break_minutes: number | string;
        screen_reader: number | string | boolean;
      }
    | null
    | undefined,
): ClockTerms {
  if (!row) return NO_ACCOMMODATION;
  return {
    extraPercent: Number(row.extra_time_percent),
    overrides: JSON.parse(row.extra_time_json) as ExtraTimeOverride[],
    breakMinutes: Number(row.break_minutes),
    screenReader: Number(row.screen_reader) === 1 || row.screen_reader === true,
  };
}

/** Extra time in per cent on one section of one test. */
export function sectionExtraPercent(
  terms: ClockTerms,
  projectInstrumentId: number,
  sectionId: string | undefined,
) {
  const ofTest = terms.overrides.filter((o) => o.project_instrument_id === projectInstrumentId);
  const section = ofTest.find((o) => o.section_id && o.section_id === sectionId);
  const test = ofTest.find((o) => !o.section_id);
  return (section ?? test)?.percent ?? terms.extraPercent;
}

/**
 * A section's time limit with the accommodation's extra time (whole seconds). Breaks are not in
 * it: a break pauses the clock when taken (section-breaks.ts), so unused break time is not test time.
 */
export function sectionLimitSeconds(
  limit: number | null | undefined,
  terms: ClockTerms,
  projectInstrumentId: number,
  sectionId: string | undefined,
): number | null {
  return effectiveLimitSeconds(limit, sectionExtraPercent(terms, projectInstrumentId, sectionId));
}

/** A question's own time limit with the accommodation; null (untimed) in screen-reader mode. */
export function itemLimitSeconds(
  limit: number | null | undefined,
  terms: ClockTerms,
  projectInstrumentId: number,
  sectionId: string | undefined,
): number | null {
  if (terms.screenReader) return null;
  return effectiveLimitSeconds(limit, sectionExtraPercent(terms, projectInstrumentId, sectionId));
}
