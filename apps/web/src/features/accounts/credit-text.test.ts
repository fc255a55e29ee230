import type { CorporateCredits, CreditEntry } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { MESSAGES_ID } from '../../lib/messages.id';
import { creditsText, ledgerLine, reservationLines } from './credit-text';

const i18n = initI18n();
const t = i18n.t;
if (!i18n.hasResourceBundle('id', 'translation')) i18n.addResourceBundle('id', 'translation', MESSAGES_ID);
const tId = i18n.getFixedT('id');
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

describe('the reservation seen from a project', () => {
  const two = figures([project(1, 'Intake', 7, 2), project(2, 'Leaders', 1, 3)]);

  it('says what this project holds, then what the others hold', () => {
    expect(reservationLines(t, two, 2)).toEqual({
      summary: 'This project: 3 credits reserved: 1 invited participant who has not started × 3 credits',
      lines: ['Other projects: 14 credits reserved for 7 invited participants who have not started.'],
    });
  });

  it("does not lend a new project the others' reservations", () => {
    expect(reservationLines(t, two, 3)).toEqual({
      summary: 'This project: nothing reserved, no invited participant is waiting to start.',
      lines: ['Other projects: 17 credits reserved for 8 invited participants who have not started.'],
    });
    expect(reservationLines(tId, two, 3)).toEqual({
      summary:
        'Proyek ini: tidak ada yang dicadangkan, tidak ada peserta diundang yang menunggu untuk mulai.',
      lines: ['Proyek lain: 17 kredit dicadangkan untuk 8 peserta diundang yang belum mulai.'],
    });
  });
});

describe("ledger lines in the reader's language", () => {
  const entry = (e: Partial<CreditEntry>): CreditEntry => ({
    id: 1,
    kind: 'grant',
    reason: 'top_up',
    amount: 0,
    remarks: '',
    balance_after: 0,
    reserved_change: 0,
    reserved_after: 0,
    created_by_name: null,
    created_at: '2026-01-01T00:00:00.000Z',
    participant_id: null,
    participant_name: null,
    project_id: null,
    project_name: null,
    instrument_id: null,
    instrument_name: null,
    ...e,
  });
  const about = { participant_id: 7, participant_name: 'Dewi', project_id: 3, project_name: 'Intake' };

  it.each([
    [entry({ reason: 'opening' }), 'Opening demo credits', 'Kredit awal demo'],
    [entry({}), 'Top-up', 'Isi ulang kredit'],
    [
      entry({ kind: 'reserve', reason: 'invited', ...about }),
      'Reserved: Dewi invited to Intake',
      'Dicadangkan: Dewi diundang ke Intake',
    ],
    [
      entry({ kind: 'release', reason: 'expired', ...about }),
      'Released: the invitation of Dewi to Intake expired',
      'Dilepas: undangan Dewi ke Intake kedaluwarsa',
    ],
    [
      entry({ kind: 'charge', reason: 'started', ...about, instrument_name: 'Reasoning' }),
      'Test started: Dewi (Intake), Reasoning',
      'Tes dimulai: Dewi (Intake), Reasoning',
    ],
    [
      entry({ kind: 'reserve', reason: 'access_code', ...about, participant_name: '' }),
      'Reserved: participant 7 registered with an access code for Intake',
      'Dicadangkan: peserta 7 mendaftar dengan kode akses untuk Intake',
    ],
    [
      entry({ kind: 'reserve', reason: 'bulk_batch', project_id: 3, project_name: 'Intake' }),
      'Reserved: a sheet of invitations to Intake is being sent',
      'Dicadangkan: lembar undangan ke Intake sedang dikirim',
    ],
    [
      entry({ kind: 'release', reason: 'bulk_batch', project_id: 3, project_name: 'Intake' }),
      'Released from the sheet of invitations to Intake: its participants reserve their own, skipped rows hold nothing',
      'Dilepas dari lembar undangan ke Intake: pesertanya mencadangkan sendiri, baris yang dilewati tidak menahan apa pun',
    ],
  ])('line %#', (e, english, indonesian) => {
    expect(ledgerLine(t, e)).toBe(english);
    expect(ledgerLine(tId, e)).toBe(indonesian);
  });
});
