import type { AccommodationDetail, AccommodationTerms } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import { uiNumbers } from '../../lib/format';

/** The test or "test · section" an override names. */
export function overrideTarget(
  tests: AccommodationDetail['tests'],
  o: AccommodationTerms['extra_time_overrides'][number],
): string {
  const test = tests.find((x) => x.project_instrument_id === o.project_instrument_id);
  const section = o.section_id ? test?.sections.find((s) => s.id === o.section_id) : undefined;
  return [test?.name ?? String(o.project_instrument_id), section?.title].filter(Boolean).join(' · ');
}

/** What an accommodation adjusts, as a neutral list ("extra time 25 %, larger text"). */
export function termsSummary(
  t: TFunction,
  terms: AccommodationTerms,
  tests: AccommodationDetail['tests'],
): string {
  const n = uiNumbers();
  const parts: string[] = [];
  if (terms.extra_time_percent > 0)
    parts.push(t('accommodations.extraTimeAll', { percent: n.percent(terms.extra_time_percent, 0) }));
  for (const o of terms.extra_time_overrides)
    parts.push(
      t('accommodations.extraTimeOn', { percent: n.percent(o.percent, 0), where: overrideTarget(tests, o) }),
    );
  if (terms.break_minutes > 0)
    parts.push(t('accommodations.breaksOf', { minutes: n.count(terms.break_minutes) }));
  if (terms.larger_text) parts.push(t('accommodations.largerText'));
  if (terms.high_contrast) parts.push(t('accommodations.highContrast'));
  if (terms.screen_reader) parts.push(t('accommodations.screenReader'));
  return parts.length ? parts.join(', ') : t('accommodations.nothing');
}
