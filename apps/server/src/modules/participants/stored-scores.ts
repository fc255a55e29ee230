// What a scored participant row keeps of its competences (participants.competences_json), and
// the error band its stens are shown with: written by scoring-runs, read by the results views,
// so the shape belongs to the row's owner and both sides compile against it.

/** One competence as competences_json keeps it. */
export interface StoredCompetence {
  competence_id: number;
  code: string;
  name: string;
  score: number | null;
  z: number | null;
  level: number | null;
  label: string | null;
  colour: string | null;
  text_colour: string | null;
  target_level: number;
  target_sten: number | null;
  weight: number;
  se_sten: number | null;
  /**
   * Where the components' reliabilities behind se_sten come from: the instruments' evidence studies
   * (all or some components) or the scoring set-up. Absent in competences scored before it existed.
   */
  se_source?: 'evidence' | 'partly-evidence' | 'set-up' | null;
  sten_band: { low: number; high: number } | null;
  probability_met: number | null;
  components: Array<{ code: string; weight: number; z: number }>;
  reason: string | null;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A sten's error band: ± one SE in sten points around the sten's midpoint, kept within 1–10. */
export function stenBandOf(score: number, seSten: number): { low: number; high: number } {
  const clamp = (x: number) => Math.min(10, Math.max(1, x));
  return { low: round(clamp(score - seSten), 2), high: round(clamp(score + seSten), 2) };
}
