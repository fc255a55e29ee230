import type { CorporateCredits, CreditEntry } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import type { Messages } from '../../lib/messages';

/** "1 credit", "14 credits". */
export const creditsText = (t: TFunction, n: number) =>
  t('credits.creditCount', { count: n, value: formatNumber(n) });

/** "14 credits reserved: 7 invited participants who have not started × 2 credits" for one project. */
const oneProjectLine = (
  t: TFunction,
  key: 'credits.reservedOne' | 'credits.reservedProject',
  r: CorporateCredits['reservations'][number],
) =>
  t(key, {
    credits: creditsText(t, r.credits),
    participants: t('credits.waitingCount', { count: r.participants }),
    cost: creditsText(t, r.cost_per_participant),
  });

/**
 * How the reserved credits were computed, in credits: "14 credits reserved: 7 invited
 * participants who have not started × 2 credits", or one line per project when several are.
 * Seen from a project (`projectId`), its own reservation comes first and the other projects'
 * follow as one sum, so a project that invited nobody does not read as holding the others'.
 */
export function reservationLines(
  t: TFunction,
  credits: CorporateCredits,
  projectId?: number,
): { summary: string; lines: string[] } {
  const { reservations, reserved, reserved_participants: waiting } = credits;
  if (projectId !== undefined) {
    const own = reservations.find((r) => r.project_id === projectId);
    const others = reservations.filter((r) => r.project_id !== projectId);
    const lines = others.length
      ? [
          t('credits.reservedElsewhere', {
            credits: creditsText(
              t,
              others.reduce((sum, r) => sum + r.credits, 0),
            ),
            participants: t('credits.waitingCount', {
              count: others.reduce((sum, r) => sum + r.participants, 0),
            }),
          }),
        ]
      : [];
    return {
      summary: own ? oneProjectLine(t, 'credits.reservedProject', own) : t('credits.reservedProjectNone'),
      lines,
    };
  }
  if (!reservations.length) return { summary: t('credits.reservedNone'), lines: [] };
  if (reservations.length === 1)
    return { summary: oneProjectLine(t, 'credits.reservedOne', reservations[0]), lines: [] };
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

type LineKey = keyof Messages['credits']['line'];

/**
 * A ledger entry as a line in the reader's language, from its kind, reason and parameters (the
 * server stores no text of its own): "Test started: Dewi (Graduate Intake), General Reasoning".
 */
export function ledgerLine(t: TFunction, entry: CreditEntry): string {
  const participant =
    entry.participant_name ||
    (entry.participant_id ? t('credits.someone', { id: String(entry.participant_id) }) : '');
  const withTest = entry.kind === 'charge' && entry.instrument_name ? '_test' : '';
  const key = `${entry.kind}_${entry.reason}${withTest}`;
  return t(`credits.line.${key in LINE_KEYS ? (key as LineKey) : FALLBACK[entry.kind]}`, {
    participant,
    project: entry.project_name ?? '',
    test: entry.instrument_name ?? '',
  });
}

/** The lines the catalogue has; a kind and reason it has no line for read as the kind's usual one. */
const LINE_KEYS: Record<LineKey, true> = {
  grant_top_up: true,
  grant_opening: true,
  reserve_invited: true,
  reserve_access_code: true,
  reserve_reinvited: true,
  reserve_repriced: true,
  release_repriced: true,
  release_revoked: true,
  release_expired: true,
  release_project_removed: true,
  release_ended: true,
  reserve_bulk_batch: true,
  release_bulk_batch: true,
  charge_started: true,
  charge_started_test: true,
};
const FALLBACK: Record<CreditEntry['kind'], LineKey> = {
  grant: 'grant_top_up',
  reserve: 'reserve_invited',
  release: 'release_ended',
  charge: 'charge_started',
};
