import type { AccommodationTerms } from '@asesa/contracts';
import { numberFormatter } from '@asesa/contracts';
import { fillMessage, joinMessages, type ServerMessage } from '../../lib/server-messages';
import { ACCOMMODATION_MESSAGES as M } from './accommodations.messages';

const percentOf = (n: number): ServerMessage => ({
  en: numberFormatter('en').percent(n, 0),
  id: numberFormatter('id').percent(n, 0),
});

/**
 * An accommodation in words, for the result it was taken with: a neutral list of what applied
 * ("extra time 25 %, larger text"), never a judgement of the candidate. `where` names a test or
 * section of an override (its name; "Test · Section").
 */
export function termsInWords(
  terms: AccommodationTerms,
  where: (o: AccommodationTerms['extra_time_overrides'][number]) => string,
): ServerMessage | null {
  const parts: ServerMessage[] = [];
  if (terms.extra_time_percent > 0)
    parts.push(fillMessage(M.extraTime, { percent: percentOf(terms.extra_time_percent) }));
  for (const o of terms.extra_time_overrides)
    parts.push(fillMessage(M.extraTimeOn, { percent: percentOf(o.percent), where: where(o) }));
  if (terms.break_minutes > 0) parts.push(fillMessage(M.breaks, { minutes: terms.break_minutes }));
  if (terms.larger_text) parts.push(M.largerText);
  if (terms.high_contrast) parts.push(M.highContrast);
  if (terms.screen_reader) parts.push(M.screenReader);
  return parts.length ? joinMessages(parts, ', ') : null;
}

/** "Taken with: …" of the terms, or null when nothing applied. */
export function takenWith(
  terms: AccommodationTerms,
  where: (o: AccommodationTerms['extra_time_overrides'][number]) => string,
): ServerMessage | null {
  const list = termsInWords(terms, where);
  return list ? fillMessage(M.takenWith, { list }) : null;
}
