/** The replayable next-item decision a server makes from a stored session. */

import { ScoringError } from '../errors';
import type { Rng } from '../random';
import { bankIndex, type CompiledBank, prepareCat } from './bank';
import type { CatOptions, CatStopReason } from './options';
import {
  ADMINISTERED,
  AVAILABLE,
  checkCategory,
  chooseItem,
  Posterior,
  SET_ASIDE,
  stopReasonAfter,
} from './selection';

/** One administered item of a stored adaptive session. */
export interface CatAdministeredItem {
  itemId: string;
  /** Category answered (0-based). */
  response: number;
  /** Items the Sympson–Hetter lottery set aside in the decision that chose this item. */
  setAside?: readonly string[];
}

/** What a server stores of a session to decide (and re-decide) the next item. */
export interface CatState {
  /** Items in administration order with their answers. */
  administered: readonly CatAdministeredItem[];
  /** Further items set aside for this examinee (alternative to storing them per administered item). */
  setAside?: readonly string[];
}

/** The outcome of {@link nextItemDecision}. */
export interface CatDecision {
  /** Number of items administered so far: the step this decision belongs to. */
  step: number;
  /** The item to present next, or null when the test stops. */
  itemId: string | null;
  /** Why the test stops (null while it goes on). */
  stopReason: CatStopReason | null;
  /** EAP θ and posterior SD after the administered items. */
  theta: number;
  se: number;
  /** With a cut and a stop: θ̂ ≥ cut. */
  passed: boolean | null;
  /** All items set aside for this examinee after this decision (the state's and the new ones). */
  setAside: string[];
  /** Items this decision set aside: store them with the item chosen (`CatAdministeredItem.setAside`). */
  newlySetAside: string[];
  /** The uniform draws this decision consumed, in order (replay them with {@link rngFromDraws}). */
  draws: number[];
}

/**
 * Decides the next item of a live adaptive test from stored state — a pure function of
 * (bank, options, administered items with answers, set-aside items, the draws taken from `rng`).
 *
 * Replaying after a restart: the server stores every administered item with its answer and the items
 * set aside when it was chosen (`decision.newlySetAside`), and either
 * - derives the generator from a stored per-session seed and the step:
 *   `nextItemDecision(bank, options, state, catStepRng(session.seed, state.administered.length))`, or
 * - stores `decision.draws` and replays them with `rngFromDraws(draws)`.
 * Recomputing a decision for the same step from the same state then gives the same item, so a
 * presented-but-unanswered item is re-presented rather than redrawn. `runCat` with the same per-step
 * generators (`(step) => catStepRng(seed, step)`) and answers makes the same decisions.
 *
 * The stopping rules are applied first (as `runCat` does after each answer); then the selection.
 * @throws ScoringError `UNKNOWN_ITEM` for ids not in the bank, `ANSWER_OUT_OF_RANGE` for answers
 * that are not categories, `INVALID_ARGUMENT` for an item administered twice or both set aside and
 * administered, besides the option checks of `runCat`.
 */
export function nextItemDecision(
  bank: CompiledBank,
  options: CatOptions,
  state: CatState,
  rng: Rng,
): CatDecision {
  const prepared = prepareCat(options, bank);
  const index = bankIndex(bank);
  const status = new Uint8Array(bank.items.length);
  const setAside: string[] = [];
  const locate = (id: string): number => {
    const i = index.get(id);
    if (i === undefined)
      throw new ScoringError('UNKNOWN_ITEM', `item ${id} is not in the bank`, { item: id });
    return i;
  };
  const markSetAside = (id: string): void => {
    const i = locate(id);
    if (status[i] === ADMINISTERED)
      throw new ScoringError('INVALID_ARGUMENT', `item ${id} is both administered and set aside`);
    if (status[i] === AVAILABLE) {
      status[i] = SET_ASIDE;
      setAside.push(id);
    }
  };
  const posterior = new Posterior(prepared.quadrature);
  for (const entry of state.administered) {
    if (entry.setAside) for (const id of entry.setAside) markSetAside(id);
    const i = locate(entry.itemId);
    if (status[i] !== AVAILABLE) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `item ${entry.itemId} was already ${status[i] === ADMINISTERED ? 'administered' : 'set aside'}`,
      );
    }
    status[i] = ADMINISTERED;
    checkCategory(bank, i, entry.response);
    posterior.update(bank.items[i], entry.response);
  }
  if (state.setAside) for (const id of state.setAside) markSetAside(id);
  const step = state.administered.length;
  const { theta, se } = posterior.estimate();
  const draws: number[] = [];
  const newlySetAside: string[] = [];
  let stopReason = stopReasonAfter(prepared, step, theta, se);
  let itemId: string | null = null;
  if (stopReason === null) {
    const rejected: number[] = [];
    const draw = (): number => {
      const u = rng.next();
      draws.push(u);
      return u;
    };
    const next = chooseItem(bank, status, step, theta, prepared.targets, prepared.exposure, draw, rejected);
    for (const i of rejected) newlySetAside.push(bank.ids[i]);
    if (next === null) stopReason = 'bank-exhausted';
    else itemId = bank.ids[next];
  }
  return {
    step,
    itemId,
    stopReason,
    theta,
    se,
    passed: stopReason !== null && prepared.cut !== null ? theta >= prepared.cut : null,
    setAside: [...setAside, ...newlySetAside],
    newlySetAside,
    draws,
  };
}
