/** Standard errors and covariance of calibrated parameters from the observed information (Louis 1982). */
import { inverseSpd, type Matrix } from '../linalg';
import type {
  CalibrationModel,
  CalibrationParameter,
  ItemStandardErrors,
  ParameterCovariance,
} from './calibration-types';
import { type EStepBuffers, patternPosterior, probability } from './em-estep';
import type { MStepContext } from './em-mstep';
import type { PatternTable } from './em-patterns';
import { logistic } from './models';

interface StandardErrorInput {
  table: PatternTable;
  params: Float64Array[];
  guessing: Float64Array;
  model: CalibrationModel;
  quadrature: { nodes: Float64Array; weights: Float64Array };
  work: EStepBuffers;
  context: MStepContext;
  /** Per item: its slope sits on a limit and is held fixed (no standard error). */
  fixedSlopes: boolean[];
  ids: readonly string[];
}

/**
 * P_c(θ) of one item with its gradient and Hessian in the item's parameters, (a, d_1…d_{K−1}) or for
 * the 3PL (a, d, γ) with c = σ(γ); gradient and Hessian (row-major) are written into `gradient`
 * and `hessian`. With ψ_j = P*_j(1 − P*_j) and ψ′_j = ψ_j(1 − 2P*_j) its derivative in η_j:
 * ∂P_c/∂a = θ(ψ_c − ψ_{c+1}), ∂P_c/∂d_c = ψ_c, ∂P_c/∂d_{c+1} = −ψ_{c+1}, and the second derivatives
 * are the same expressions with ψ′ (times θ per derivative in a). 3PL: P_1 = c + (1 − c)σ(η),
 * ∂P_1/∂γ = c(1 − c)σ(−η), P_0 = 1 − P_1.
 */
function categoryDerivatives(
  params: Float64Array,
  k: number,
  theta: number,
  c: number,
  guess: number,
  threeParameter: boolean,
  gradient: Float64Array,
  hessian: Float64Array,
): number {
  const a = params[0];
  gradient.fill(0);
  hessian.fill(0);
  if (threeParameter) {
    const eta = a * theta + params[1];
    const s = logistic(eta);
    const complement = logistic(-eta);
    const psi = s * complement;
    const psiPrime = psi * (complement - s);
    const scale = 1 - guess;
    const spread = guess * (1 - guess);
    const sign = c === 1 ? 1 : -1;
    gradient[0] = sign * scale * psi * theta;
    gradient[1] = sign * scale * psi;
    gradient[2] = sign * spread * complement;
    hessian[0] = sign * scale * psiPrime * theta * theta;
    hessian[1] = hessian[3] = sign * scale * psiPrime * theta;
    hessian[4] = sign * scale * psiPrime;
    hessian[2] = hessian[6] = -sign * spread * psi * theta;
    hessian[5] = hessian[7] = -sign * spread * psi;
    hessian[8] = sign * spread * (1 - 2 * guess) * complement;
    return Math.max(probability(params, 2, theta, c, guess), 1e-300);
  }
  const psi = (j: number) => {
    if (j <= 0 || j >= k) return 0;
    const eta = a * theta + params[j];
    return logistic(eta) * logistic(-eta);
  };
  const psiPrime = (j: number) => {
    if (j <= 0 || j >= k) return 0;
    const eta = a * theta + params[j];
    const s = logistic(eta);
    const complement = logistic(-eta);
    return s * complement * (complement - s);
  };
  const lower = psi(c);
  const upper = psi(c + 1);
  const lowerPrime = psiPrime(c);
  const upperPrime = psiPrime(c + 1);
  gradient[0] = theta * (lower - upper);
  hessian[0] = theta * theta * (lowerPrime - upperPrime);
  if (c >= 1) {
    gradient[c] = lower;
    hessian[c] = hessian[c * k] = theta * lowerPrime;
    hessian[c * k + c] = lowerPrime;
  }
  if (c + 1 <= k - 1) {
    gradient[c + 1] = -upper;
    hessian[c + 1] = hessian[(c + 1) * k] = -theta * upperPrime;
    hessian[(c + 1) * k + c + 1] = -upperPrime;
  }
  return Math.max(probability(params, k, theta, c), 1e-300);
}

/** Pairs of features are counted in blocks of nodes holding at most this many numbers. */
const PAIR_BUDGET = 4_000_000;

/**
 * Standard errors from the observed information, the negative Hessian of the marginal
 * log-posterior (Louis 1982): with s_p(θ) the complete-data score of pattern p and its posterior
 * π_p, −H = −Σ_i Σ_k Σ_c r_ick ∇² log P_ic(θ_k) − ∇² log prior − Σ_p f_p Cov_πp[s_p(θ)], where
 * Cov_πp[s_p] = Σ_k π_pk s_p(θ_k)s_p(θ_k)ᵀ − m_p m_pᵀ and m_p = Σ_k π_pk s_p(θ_k). In the features of
 * the E-step s_p(θ) = φ_0(θ) + Σ_{f ∈ p} φ_f(θ) (φ_0: every item in its reference category, φ_f: a
 * feature's change to that), so Σ_p f_p Σ_k π_pk s sᵀ needs only the posterior mass at each node of
 * every pair of features, which costs per pattern the square of its feature count, not of the
 * parameter count. `work` must hold the E-step at the estimates.
 * Free parameters: per item (a, d_1…d_{K−1}) for 2PL/GRM, (a, d, logit c) for 3PL, and for Rasch
 * the common a then each item's d.
 */
export function standardErrors(input: StandardErrorInput): {
  items: ItemStandardErrors[];
  covariance: ParameterCovariance;
} {
  const { nodes } = input.quadrature;
  const { layout, size, flat } = parameterLayout(input.table, input.params, input.guessing, input.model);
  const s: SeState = {
    ...input,
    nodes,
    q: nodes.length,
    threeParameter: input.model === '3PL',
    layout,
    size,
    flat,
  };
  const { hessian, scores } = completeDataHessian(s);
  const { base, change } = featureScores(s, scores);
  const second = nodeTerms(s, base, change);
  const outer = pairTerms(s, base, change, second);
  const { covariance, fixedSlope } = invertInformation(s, { hessian, second, outer });
  return describeCovariance(s, covariance, fixedSlope);
}

/** What the steps of {@link standardErrors} share: the input, the grid and the parameter layout. */
interface SeState extends StandardErrorInput {
  nodes: Float64Array;
  q: number;
  threeParameter: boolean;
  layout: Int32Array[];
  size: number;
  flat: Float64Array;
}

/** Where each item's parameters sit in the flat parameter vector, and the vector at the estimates. */
function parameterLayout(
  table: PatternTable,
  params: Float64Array[],
  guessing: Float64Array,
  model: CalibrationModel,
): { layout: Int32Array[]; size: number; flat: Float64Array } {
  const { nItems, categories } = table;
  const threeParameter = model === '3PL';
  // Where each item's local parameters sit in the flat vector.
  const layout: Int32Array[] = [];
  let size = 0;
  if (model === 'Rasch') {
    size = 1;
    for (let i = 0; i < nItems; i++) layout.push(Int32Array.of(0, size++));
  } else {
    for (let i = 0; i < nItems; i++) {
      const local = categories[i] + (threeParameter ? 1 : 0);
      layout.push(Int32Array.from({ length: local }, () => size++));
    }
  }
  const flat = new Float64Array(size);
  for (let i = 0; i < nItems; i++) {
    const values = [...params[i], ...(threeParameter ? [Math.log(guessing[i] / (1 - guessing[i]))] : [])];
    layout[i].forEach((j, u) => {
      flat[j] = values[u];
    });
  }
  return { layout, size, flat };
}

/**
 * Scores u_ick = ∇ log P_ic(θ_k) ([category][node][parameter] per item), and the expected
 * complete-data Hessian Σ_k Σ_c r_ick ∇² log P_ic(θ_k) with the priors' Hessians.
 */
function completeDataHessian(s: SeState): { hessian: Float64Array; scores: Float64Array[] } {
  const { nodes, q, threeParameter, layout, size, params, guessing, work, context } = s;
  const { nItems, categories, maxK } = s.table;
  const hessian = new Float64Array(size * size);
  const scores: Float64Array[] = [];
  for (let i = 0; i < nItems; i++) {
    const indexes = layout[i];
    const m = indexes.length;
    const k = categories[i];
    const guess = threeParameter ? guessing[i] : 0;
    const score = new Float64Array(k * q * m);
    const gradient = new Float64Array(m);
    const curvature = new Float64Array(m * m);
    for (let c = 0; c < k; c++) {
      for (let n = 0; n < q; n++) {
        const p = categoryDerivatives(params[i], k, nodes[n], c, guess, threeParameter, gradient, curvature);
        const at = (c * q + n) * m;
        for (let u = 0; u < m; u++) score[at + u] = gradient[u] / p;
        const r = work.expected[(i * maxK + c) * q + n];
        if (!(r > 0)) continue;
        for (let u = 0; u < m; u++) {
          for (let v = 0; v < m; v++) {
            hessian[indexes[u] * size + indexes[v]] +=
              r * (curvature[u * m + v] / p - score[at + u] * score[at + v]);
          }
        }
      }
    }
    scores.push(score);
    if (context.prior) {
      // log p(a) = −log a − (log a − μ)²/(2σ²): d²/da² = (1 − 1/σ² + (log a − μ)/σ²)/a².
      const a = params[i][0];
      const s2 = context.prior.sdLog * context.prior.sdLog;
      hessian[indexes[0] * size + indexes[0]] +=
        (1 - 1 / s2 + (Math.log(a) - context.prior.meanLog) / s2) / (a * a);
    }
    if (threeParameter && context.guessingPrior) {
      // (α − 1) log c + (β − 1) log(1 − c) with c = σ(γ): d²/dγ² = −(α + β − 2)c(1 − c).
      const { alpha, beta } = context.guessingPrior;
      hessian[indexes[m - 1] * size + indexes[m - 1]] -= (alpha + beta - 2) * guess * (1 - guess);
    }
  }
  return { hessian, scores };
}

/** φ_0 (dense, [node][parameter]) and each feature's φ_f ([node][local parameter]). */
function featureScores(s: SeState, scores: Float64Array[]): { base: Float64Array; change: Float64Array[] } {
  const { q, layout, size } = s;
  const { nItems, reference, featureItem, featureCategory } = s.table;
  const base = new Float64Array(q * size);
  for (let i = 0; i < nItems; i++) {
    const indexes = layout[i];
    const m = indexes.length;
    for (let n = 0; n < q; n++) {
      const at = (reference[i] * q + n) * m;
      for (let u = 0; u < m; u++) base[n * size + indexes[u]] += scores[i][at + u];
    }
  }
  const features = featureItem.length;
  const change: Float64Array[] = [];
  for (let f = 0; f < features; f++) {
    const i = featureItem[f];
    const c = featureCategory[f];
    const m = layout[i].length;
    const values = new Float64Array(q * m);
    for (let n = 0; n < q; n++) {
      for (let u = 0; u < m; u++) {
        const own = c >= 0 ? scores[i][(c * q + n) * m + u] : 0;
        values[n * m + u] = own - scores[i][(reference[i] * q + n) * m + u];
      }
    }
    change.push(values);
  }
  return { base, change };
}

/** Σ_p f_p Σ_k π_pk s sᵀ: the terms in φ_0, which need only the node masses of the last E-step. */
function nodeTerms(s: SeState, base: Float64Array, change: Float64Array[]): Float64Array {
  const { q, layout, size, work } = s;
  const { featureItem } = s.table;
  const features = featureItem.length;
  const second = new Float64Array(size * size);
  for (let n = 0; n < q; n++) {
    const row = n * size;
    const mass = work.nodeMass[n];
    for (let u = 0; u < size; u++) {
      const scaled = mass * base[row + u];
      if (scaled === 0) continue;
      for (let v = 0; v < size; v++) second[u * size + v] += scaled * base[row + v];
    }
    for (let f = 0; f < features; f++) {
      const withFeature = work.featureMass[f * q + n];
      if (withFeature === 0) continue;
      const indexes = layout[featureItem[f]];
      const m = indexes.length;
      for (let u = 0; u < size; u++) {
        const scaled = withFeature * base[row + u];
        if (scaled === 0) continue;
        for (let v = 0; v < m; v++) {
          const value = scaled * change[f][n * m + v];
          second[u * size + indexes[v]] += value;
          second[indexes[v] * size + u] += value;
        }
      }
    }
  }
  return second;
}

/**
 * Adds the pair terms to `second`, node block by node block, and returns Σ_p f_p m_p m_pᵀ (upper
 * triangle), gathered on the first pass.
 */
function pairTerms(
  s: SeState,
  base: Float64Array,
  change: Float64Array[],
  second: Float64Array,
): Float64Array {
  const { q, layout, size, table, work } = s;
  const { featureItem, frequencies, featureStart, featureList } = s.table;
  const features = featureItem.length;
  const outer = new Float64Array(size * size);
  const mean = new Float64Array(size);
  const { posterior, range } = work;
  const block =
    features === 0 ? q : Math.max(1, Math.min(q, Math.floor(PAIR_BUDGET / (features * features))));
  const pairs = new Float64Array(features * features * block);
  for (let from = 0; from < q; from += block) {
    const width = Math.min(block, q - from);
    pairs.fill(0);
    for (let p = 0; p < frequencies.length; p++) {
      const frequency = frequencies[p];
      patternPosterior(table, p, work, q, frequency);
      const lo = range[0];
      const hi = range[1];
      const first = featureStart[p];
      const last = featureStart[p + 1];
      if (from === 0) {
        // f_p m_p, then f_p m_p m_pᵀ = (f_p m_p)(f_p m_p)ᵀ / f_p (upper triangle).
        mean.fill(0);
        for (let n = lo; n <= hi; n++) {
          const w = posterior[n];
          const row = n * size;
          for (let u = 0; u < size; u++) mean[u] += w * base[row + u];
        }
        for (let j = first; j < last; j++) {
          const f = featureList[j];
          const indexes = layout[featureItem[f]];
          const m = indexes.length;
          const values = change[f];
          for (let n = lo; n <= hi; n++) {
            const w = posterior[n];
            for (let v = 0; v < m; v++) mean[indexes[v]] += w * values[n * m + v];
          }
        }
        for (let u = 0; u < size; u++) {
          const scaled = mean[u] / frequency;
          if (scaled === 0) continue;
          for (let v = u; v < size; v++) outer[u * size + v] += scaled * mean[v];
        }
      }
      const start = Math.max(lo, from);
      const end = Math.min(hi, from + width - 1);
      for (let x = first; x < last; x++) {
        const rowOffset = featureList[x] * features;
        for (let y = x; y < last; y++) {
          const offset = (rowOffset + featureList[y]) * block - from;
          for (let n = start; n <= end; n++) pairs[offset + n] += posterior[n];
        }
      }
    }
    for (let f = 0; f < features; f++) {
      const fIndexes = layout[featureItem[f]];
      const fm = fIndexes.length;
      for (let g = f; g < features; g++) {
        const gIndexes = layout[featureItem[g]];
        const gm = gIndexes.length;
        const offset = (f * features + g) * block - from;
        for (let n = from; n < from + width; n++) {
          const mass = pairs[offset + n];
          if (mass === 0) continue;
          for (let u = 0; u < fm; u++) {
            const scaled = mass * change[f][n * fm + u];
            for (let v = 0; v < gm; v++) {
              const value = scaled * change[g][n * gm + v];
              second[fIndexes[u] * size + gIndexes[v]] += value;
              if (g !== f) second[gIndexes[v] * size + fIndexes[u]] += value;
            }
          }
        }
      }
    }
  }
  return outer;
}

/**
 * The observed information from its parts, symmetrised, inverted over the free parameters (NaN
 * where a parameter is held fixed), and the slopes held fixed.
 */
function invertInformation(
  s: SeState,
  parts: { hessian: Float64Array; second: Float64Array; outer: Float64Array },
): { covariance: Matrix; fixedSlope: Set<number> } {
  const { layout, size, flat, model, fixedSlopes } = s;
  const information: Matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let u = 0; u < size; u++) {
    for (let v = 0; v < size; v++) {
      const covariance = parts.outer[Math.min(u, v) * size + Math.max(u, v)];
      information[u][v] = -(parts.hessian[u * size + v] + parts.second[u * size + v] - covariance);
    }
  }
  for (let u = 0; u < size; u++) {
    for (let j = 0; j < u; j++) {
      const average = (information[u][j] + information[j][u]) / 2;
      information[u][j] = average;
      information[j][u] = average;
    }
  }
  // A guessing parameter pressed against 0 or 1 (no prior) carries no information: it is held
  // fixed, its standard error unknown, and the others are estimated without it.
  // Likewise a slope held at its limit.
  const fixedSlope = new Set(layout.flatMap((indexes, i) => (fixedSlopes[i] ? [indexes[0]] : [])));
  const free = Array.from({ length: size }, (_, j) => j).filter(
    (j) =>
      !(
        model === '3PL' &&
        layout.some((indexes) => indexes[indexes.length - 1] === j) &&
        Math.abs(flat[j]) > 10
      ) && !fixedSlope.has(j),
  );
  const reduced = inverseSpd(
    free.map((u) => free.map((j) => information[u][j])),
    'observed information',
  );
  const covariance: Matrix = Array.from({ length: size }, () => new Array<number>(size).fill(Number.NaN));
  free.forEach((u, x) => {
    free.forEach((j, y) => {
      covariance[u][j] = reduced[x][y];
    });
  });
  return { covariance, fixedSlope };
}

/** The covariance labelled by parameter, and each item's standard errors (difficulties by the delta method). */
function describeCovariance(
  s: SeState,
  covariance: Matrix,
  fixedSlope: Set<number>,
): { items: ItemStandardErrors[]; covariance: ParameterCovariance } {
  const { threeParameter, layout, params, guessing, model, ids } = s;
  const { categories } = s.table;
  const parameters: CalibrationParameter[] = [];
  if (model === 'Rasch') parameters.push({ item: null, name: 'a', threshold: 0 });
  layout.forEach((indexes, i) => {
    indexes.forEach((j, u) => {
      if (model === 'Rasch' && u === 0) return;
      parameters[j] =
        u === 0
          ? { item: ids[i], name: 'a', threshold: 0 }
          : threeParameter && u === indexes.length - 1
            ? { item: ids[i], name: 'logit-c', threshold: 0 }
            : { item: ids[i], name: 'd', threshold: u };
    });
  });
  const matrix = covariance.map((row) => row.map((v) => (Number.isNaN(v) ? null : v)));
  const result = {
    covariance: { parameters, matrix },
    items: params.map((p, i) => {
      const [ia, ...rest] = layout[i];
      const a = p[0];
      if (fixedSlope.has(ia)) {
        // The slope is a constant here: d's errors are conditional on it, and b = −d/a scales them.
        const d = rest.slice(0, categories[i] - 1).map((j) => Math.sqrt(covariance[j][j]));
        return { a: null, d, b: d.map((value) => value / a) };
      }
      const dIndexes = rest.slice(0, categories[i] - 1);
      const d = dIndexes.map((j) => Math.sqrt(covariance[j][j]));
      // b = −d/a: ∂b/∂a = d/a², ∂b/∂d = −1/a.
      const b = dIndexes.map((j, u) => {
        const dj = p[u + 1];
        const ga = dj / (a * a);
        const gd = -1 / a;
        return Math.sqrt(
          ga * ga * covariance[ia][ia] + gd * gd * covariance[j][j] + 2 * ga * gd * covariance[ia][j],
        );
      });
      const se: ItemStandardErrors = { a: Math.sqrt(covariance[ia][ia]), d, b };
      if (model === '3PL') {
        const j = rest[rest.length - 1];
        const variance = covariance[j][j];
        se.c = Number.isNaN(variance) ? null : guessing[i] * (1 - guessing[i]) * Math.sqrt(variance);
      }
      return se;
    }),
  };
  return result;
}
