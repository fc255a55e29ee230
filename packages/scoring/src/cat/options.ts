/** The settings and record of an adaptive test. */

import type { IrtItemParams } from '../irt/models';
import type { QuadratureSpec } from '../irt/quadrature';

/** An item in an adaptive bank. */
export interface CatBankItem {
  id: string;
  irt: IrtItemParams;
  /** Content area for content balancing. */
  content?: string;
}

/**
 * Item exposure control.
 *
 * - `randomesque`: choose uniformly among the `n` most informative eligible items (Kingsbury & Zara
 *   1989). It caps nothing: the first item still goes to 1/n of all examinees.
 * - `sympson-hetter`: the probabilistic filter of Sympson & Hetter (1985): when the selection picks
 *   item i it is administered with probability K_i, otherwise it is set aside for this examinee (never
 *   considered again for them) and the next most informative item goes through the same lottery, so
 *   P(A_i) = P(S_i)·K_i can be held under a target rate. Items missing from `k` have K = 1. Calibrate
 *   `k` with `calibrateSympsonHetter`; see Hetter & Sympson (1997) and van der Linden & Pashley,
 *   ch. 1 of van der Linden & Glas (Eds., 2010), *Elements of Adaptive Testing*. The table is read once
 *   per object and bank and cached, so treat it as immutable.
 * - `conditional-sympson-hetter`: the same lottery with one K table per θ stratum (conditional
 *   exposure control: Stocking & Lewis 1998; van der Linden 2003, *Journal of Educational and
 *   Behavioral Statistics* 28, 249–265). `strata` are the strictly increasing edges of the strata
 *   (stratum j holds edges[j − 1] ≤ θ < edges[j], with open strata below the first and from the last
 *   edge) and `k` has one table per stratum (edges + 1); each decision uses the table of the stratum
 *   of the current EAP θ̂, the only θ a live test knows. Unconditional control holds the rate over the
 *   whole population, so the few examinees of a high stratum may all meet the same items; this holds
 *   the rate within each stratum. Calibrate with `calibrateSympsonHetter(…, { conditional })`.
 */
export type CatExposureControl =
  | { method: 'randomesque'; n: number }
  | {
      method: 'sympson-hetter';
      k: ReadonlyMap<string, number> | Readonly<Record<string, number>>;
    }
  | {
      method: 'conditional-sympson-hetter';
      strata: readonly number[];
      k: ReadonlyArray<ReadonlyMap<string, number> | Readonly<Record<string, number>>>;
    };

/** Adaptive test configuration. */
export interface CatOptions {
  /** Stop after this many items (required: every CAT needs a length cap). */
  maxItems: number;
  /** Never stop before this many items (default 1). */
  minItems?: number;
  /** Stop when the posterior SD falls to this value or below. */
  seTarget?: number;
  /** Stop when the θ interval θ̂ ± z·SE no longer contains the cut score (classification). */
  classification?: { cut: number; confidence?: number };
  /**
   * Randomesque exposure control: choose at random among the k most informative items (default 1).
   * Shorthand for `exposure: { method: 'randomesque', n: k }`; give one or the other.
   */
  randomesque?: number;
  /** Exposure control (default none: always the most informative item). */
  exposure?: CatExposureControl;
  /** Target proportion of items per content area (Kingsbury & Zara 1989 constrained CAT). */
  contentTargets?: Record<string, number>;
  /** Grid and prior for the EAP updates (default 61 points on [−6, 6], N(0, 1)). */
  quadrature?: QuadratureSpec;
}

/** Why a CAT stopped. */
export type CatStopReason = 'max-items' | 'se-target' | 'classification' | 'bank-exhausted';

/** The course of one adaptive test. */
export interface CatRecord {
  /** Bank ids in administration order. */
  items: string[];
  /** Category answered to each. */
  responses: number[];
  /** EAP θ after each response. */
  thetas: number[];
  /** Posterior SD after each response. */
  ses: number[];
  theta: number;
  se: number;
  stopReason: CatStopReason;
  /** Classification decision when a cut was given: θ̂ ≥ cut. */
  passed: boolean | null;
  /** Items the Sympson–Hetter lottery set aside for this examinee, in the order it did so. */
  setAside: string[];
  /**
   * Uniform draws each selection consumed (index = step, i.e. items administered before it), so the
   * test can be replayed decision by decision with {@link rngFromDraws}.
   */
  draws: number[][];
}
