import { ScoringError } from '@asesa/scoring';
import { badRequest } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';

// The scoring engine's refusals as the API answers them: a 400 naming the problem.

/** Runs engine code and answers its ScoringError as a 400 naming the problem. */
export function engine<T>(fn: () => T, field?: string): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ScoringError) throw badRequest(engineRefusal(err), field);
    throw err;
  }
}

/** The engine's refusal: its detail (items, parameters) is the engine's own English. */
export const engineRefusal = (err: ScoringError) => fillMessage(M.engineRefused, { detail: err.message });
