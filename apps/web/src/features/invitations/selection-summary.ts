import type { SelectedAnswer } from '@asesa/contracts';

type Translate = (key: string, values: Record<string, unknown>) => string;

/**
 * What a selected resend/revoke answer says to the user: how many were done, and which were
 * skipped grouped by reason ("2 skipped: already completed (2)").
 */
export function selectionSummary(answer: SelectedAnswer, t: Translate): { title: string; detail: string } {
  const title = t('invitations.doneSummary', { done: answer.done.length });
  if (!answer.skipped.length) return { title, detail: '' };
  const byReason = new Map<string, number>();
  for (const s of answer.skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  const reasons = [...byReason].map(([reason, n]) => `${reason} (${n})`).join(', ');
  return { title, detail: t('invitations.skippedSummary', { count: answer.skipped.length, reasons }) };
}
