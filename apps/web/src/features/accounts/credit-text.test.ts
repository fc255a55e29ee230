import type { CorporateCredits } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { creditsText, reservationLines } from './credit-text';

const t = initI18n().t;
const project = (id: number, name: string, participants: number, cost: number) => ({
  project_id: id,
  project_name: name,
  participants,
  cost_per_participant: cost,
  credits: participants * cost,
});
const figures = (reservations: CorporateCredits['reservations'], balance = 100): CorporateCredits => {
  const reserved = reservations.reduce((s, r) => s + r.credits, 0);
  return {
    balance,
    reserved,
    available: balance - reserved,
    reserved_participants: reservations.reduce((s, r) => s + r.participants, 0),
    reservations,
  };
};

describe('credit figures in words', () => {
  it('counts credits as credits: "1 credit", "1,250 credits"', () => {
    expect(creditsText(t, 1)).toBe('1 credit');
    expect(creditsText(t, 0)).toBe('0 credits');
    expect(creditsText(t, 1250)).toBe('1,250 credits');
  });

  it("says how one project's reservation was computed", () => {
    expect(reservationLines(t, figures([project(1, 'Intake', 7, 2)]))).toEqual({
      summary: '14 credits reserved: 7 invited participants who have not started × 2 credits',
      lines: [],
    });
    expect(reservationLines(t, figures([project(1, 'Intake', 1, 1)])).summary).toBe(
      '1 credit reserved: 1 invited participant who has not started × 1 credit',
    );
  });

  it('adds up several projects, one line each', () => {
    expect(reservationLines(t, figures([project(1, 'Intake', 7, 2), project(2, 'Leaders', 1, 3)]))).toEqual({
      summary: '17 credits reserved for 8 invited participants who have not started:',
      lines: [
        '7 participants in Intake × 2 credits = 14 credits',
        '1 participant in Leaders × 3 credits = 3 credits',
      ],
    });
  });

  it('says when nothing is reserved', () => {
    expect(reservationLines(t, figures([])).summary).toBe(
      'Nothing reserved: no invited participant is waiting to start.',
    );
  });
});
