/** One adaptive test from start to stop. */

import type { Rng } from '../random';
import { type CompiledBank, prepareCat } from './bank';
import type { CatOptions, CatRecord } from './options';
import { catStepRng, simulateResponse } from './rng';
import { ADMINISTERED, checkCategory, chooseItem, Posterior, stopReasonAfter } from './selection';

/**
 * Where the random draws of selections come from: one generator shared by all steps, or a generator
 * per step (e.g. `(step) => catStepRng(sessionSeed, step)`, which is what makes a live test replayable
 * from a stored seed).
 */
export type CatRandomSource = Rng | ((step: number) => Rng);

/**
 * Runs one adaptive test. `respond(bankIndex)` returns the category answered (0-based). θ is
 * re-estimated by EAP after every response; the test stops at maxItems, when SE ≤ seTarget, when
 * |θ̂ − cut| ≥ z·SE (classification, z = Φ⁻¹((1+confidence)/2)), or when the bank runs out — the
 * SE and classification rules only after minItems. Every selection makes exactly the decision
 * {@link nextItemDecision} makes from the same history and draws.
 */
export function runCat(
  bank: CompiledBank,
  options: CatOptions,
  respond: (bankIndex: number) => number,
  rng: CatRandomSource,
): CatRecord {
  const prepared = prepareCat(options, bank);
  const posterior = new Posterior(prepared.quadrature);
  const status = new Uint8Array(bank.items.length);
  const record: CatRecord = {
    items: [],
    responses: [],
    thetas: [],
    ses: [],
    theta: 0,
    se: 0,
    stopReason: 'max-items',
    passed: null,
    setAside: [],
    draws: [],
  };
  let { theta, se } = posterior.estimate();
  const rejected: number[] = [];
  for (;;) {
    const step = record.items.length;
    const reason = stopReasonAfter(prepared, step, theta, se);
    if (reason !== null) {
      record.stopReason = reason;
      break;
    }
    const source = typeof rng === 'function' ? rng(step) : rng;
    const draws: number[] = [];
    const draw = (): number => {
      const u = source.next();
      draws.push(u);
      return u;
    };
    rejected.length = 0;
    const next = chooseItem(bank, status, step, theta, prepared.targets, prepared.exposure, draw, rejected);
    record.draws.push(draws);
    for (const i of rejected) record.setAside.push(bank.ids[i]);
    if (next === null) {
      record.stopReason = 'bank-exhausted';
      break;
    }
    status[next] = ADMINISTERED;
    const category = respond(next);
    checkCategory(bank, next, category);
    posterior.update(bank.items[next], category);
    ({ theta, se } = posterior.estimate());
    record.items.push(bank.ids[next]);
    record.responses.push(category);
    record.thetas.push(theta);
    record.ses.push(se);
  }
  record.theta = theta;
  record.se = se;
  record.passed = prepared.cut !== null ? theta >= prepared.cut : null;
  return record;
}

/**
 * One simulated session of a simulee whose true θ is `trueTheta`: the session's seed is drawn from
 * `rng`, the simulee answers from the items' models with `rng`, and each selection draws from the
 * step's own generator, as a live session with that seed would.
 */
export function simulateSession(
  bank: CompiledBank,
  options: CatOptions,
  trueTheta: number,
  rng: Rng,
): { record: CatRecord; sessionSeed: number } {
  const sessionSeed = Math.floor(rng.next() * 4294967296);
  const record = runCat(
    bank,
    options,
    (i) => simulateResponse(bank.items[i], trueTheta, rng),
    (step) => catStepRng(sessionSeed, step),
  );
  return { record, sessionSeed };
}
