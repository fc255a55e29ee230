import type { CorporateCredits } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

/** "1 credit", "14 credits". */
export const creditsText = (t: TFunction, n: number) =>
  t('credits.creditCount', { count: n, value: formatNumber(n) });

/**
 * How the reserved credits were computed, in credits: "14 credits reserved: 7 invited
 * participants who have not started × 2 credits", or one line per project when several are.
 */
export function reservationLines(
  t: TFunction,
  credits: CorporateCredits,
): { summary: string; lines: string[] } {
  const { reservations, reserved, reserved_participants: waiting } = credits;
  if (!reservations.length) return { summary: t('credits.reservedNone'), lines: [] };
  if (reservations.length === 1) {
    const [r] = reservations;
    return {
      summary: t('credits.reservedOne', {
        credits: creditsText(t, r.credits),
        participants: t('credits.waitingCount', { count: r.participants }),
        cost: creditsText(t, r.cost_per_participant),
      }),
      lines: [],
    };
  }
  return {
    summary: t('credits.reservedMany', {
      credits: creditsText(t, reserved),
      participants: t('credits.waitingCount', { count: waiting }),
    }),
    lines: reservations.map((r) =>
      t('credits.reservedLine', {
        participants: t('credits.participantCount', { count: r.participants }),
        project: r.project_name,
        cost: creditsText(t, r.cost_per_participant),
        credits: creditsText(t, r.credits),
      }),
    ),
  };
}
