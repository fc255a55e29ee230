import type { TranslationOverviewRow, TranslationState } from '@asesa/contracts';

/** Tag colours of the translation states: green done, gold under way, red not started. */
export const TRANSLATION_STATE_COLORS: Record<TranslationState, string> = {
  base: 'blue',
  complete: 'green',
  partial: 'gold',
  missing: 'red',
};

/**
 * Where a row of the overview leads: the instrument page opened on the side-by-side editor in the
 * row's language; the base language is edited on the instrument itself, so it gets no `lang`.
 */
export function translationEditorLink(
  row: Pick<TranslationOverviewRow, 'instrument_id' | 'language_code' | 'state'>,
) {
  const page = `/assessment-center/test-instrument/${row.instrument_id}`;
  return row.state === 'base' ? page : `${page}?lang=${encodeURIComponent(row.language_code)}#translations`;
}

/** The Progress status of a completeness: success at 100%, normal otherwise (never 'exception'). */
export function completenessStatus(percent: number): 'success' | 'normal' {
  return percent >= 100 ? 'success' : 'normal';
}
