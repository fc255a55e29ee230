import type { CompetenceLevel } from '@asesa/contracts';
import { fieldError } from '../../lib/errors';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';

// Job profiles and projects both aim at competences: the same checks, each answering in the
// words of its own message catalogue. Errors name the row, e.g. `competences.2.target_level`.

/** A competence target: the competence, the level aimed at and its weight. */
export interface CompetenceTarget {
  competence_id: number;
  target_level: number;
  weight: number;
}

/** A live competence as the checks read it; its status where only submitted ones may be targeted. */
export interface TargetedCompetence {
  id: number;
  code: string;
  levels_json: string;
  status?: string;
}

/** The caller's messages for each refusal. */
export interface CompetenceTargetMessages {
  /** {id} */
  competenceTwice: ServerMessage;
  /** {id} */
  unknownCompetence: ServerMessage;
  /** {code}; given when only submitted (scorable) competences may be targeted. */
  notSubmitted?: ServerMessage;
  /** {code}, {level}, {levels} */
  noSuchLevel: ServerMessage;
  weightPositive: ServerMessage;
}

/**
 * Targets name live competences once each (submitted ones, when the caller says so), at one of
 * their levels, with weights above 0. `loadLive` reads the live competences among the ids.
 */
export async function assertCompetenceTargets(
  targets: readonly CompetenceTarget[],
  loadLive: (ids: number[]) => Promise<readonly TargetedCompetence[]>,
  messages: CompetenceTargetMessages,
): Promise<void> {
  const ids = targets.map((c) => c.competence_id);
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0)
    throw fieldError(
      `competences.${twice}.competence_id`,
      fillMessage(messages.competenceTwice, { id: ids[twice] }),
    );
  if (!ids.length) return;
  const byId = new Map((await loadLive(ids)).map((r) => [r.id, r]));
  targets.forEach((c, i) => {
    const row = byId.get(c.competence_id);
    const at = (name: string) => `competences.${i}.${name}`;
    if (!row)
      throw fieldError(at('competence_id'), fillMessage(messages.unknownCompetence, { id: c.competence_id }));
    if (messages.notSubmitted && row.status !== 'submitted')
      throw fieldError(at('competence_id'), fillMessage(messages.notSubmitted, { code: row.code }));
    const levels = (JSON.parse(row.levels_json) as CompetenceLevel[]).map((l) => l.level);
    if (!levels.includes(c.target_level))
      throw fieldError(
        at('target_level'),
        fillMessage(messages.noSuchLevel, {
          code: row.code,
          level: c.target_level,
          levels: levels.join(', '),
        }),
      );
    if (!(Number.isFinite(c.weight) && c.weight > 0)) throw fieldError(at('weight'), messages.weightPositive);
  });
}
