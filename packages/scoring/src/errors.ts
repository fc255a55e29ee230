/**
 * Typed errors of the scoring engine.
 *
 * Every failure the engine can diagnose is thrown as a {@link ScoringError} carrying a
 * machine-readable `code`, so callers (the server) can map it to an HTTP answer without
 * parsing messages, and so no result ever silently contains NaN.
 */

/** Machine-readable reasons a scoring call can fail. */
export type ScoringErrorCode =
  /** A response names an item the blueprint does not contain. */
  | 'UNKNOWN_ITEM'
  /** An answer is an option the item does not have, or a number outside the item's range. */
  | 'ANSWER_OUT_OF_RANGE'
  /** An answer has the wrong shape for its item type (e.g. an array for a single-choice item). */
  | 'INVALID_ANSWER'
  /** A norm was requested from an empty sample. */
  | 'EMPTY_NORM_GROUP'
  /** A norm sample has no spread (SD 0 or fewer than two people), so z-scores are undefined. */
  | 'DEGENERATE_NORM_GROUP'
  /** A matrix that must be inverted (or Cholesky-factored) is singular or not positive definite. */
  | 'SINGULAR_MATRIX'
  /** A blueprint is structurally wrong (duplicate ids, missing keys, bad ranges...). */
  | 'INVALID_BLUEPRINT'
  /** A blueprint, profile or rule refers to an id (indicator, dimension, norm, band set...) that does not exist. */
  | 'UNKNOWN_REFERENCE'
  /** There are too few answers or observations to compute the requested statistic. */
  | 'INSUFFICIENT_DATA'
  /** A function argument is out of its domain (negative count, non-finite number...). */
  | 'INVALID_ARGUMENT'
  /** An iterative procedure did not converge and the caller asked for strict convergence. */
  | 'NOT_CONVERGED';

/** The one error class the engine throws for bad input. */
export class ScoringError extends Error {
  /** Machine-readable reason, stable across versions. */
  readonly code: ScoringErrorCode;
  /** Optional structured context (ids, values) for logs and API answers. */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: ScoringErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ScoringError';
    this.code = code;
    this.details = details;
  }
}

/** Type guard for {@link ScoringError}, usable across realms where `instanceof` is unreliable. */
export function isScoringError(value: unknown): value is ScoringError {
  return value instanceof Error && (value as { name?: unknown }).name === 'ScoringError' && 'code' in value;
}

/** Throws `INVALID_ARGUMENT` unless `value` is a finite number. */
export function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new ScoringError('INVALID_ARGUMENT', `${what} must be a finite number, got ${String(value)}`, {
      value: String(value),
    });
  }
}
