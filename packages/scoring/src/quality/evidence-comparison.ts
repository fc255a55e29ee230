/**
 * The model comparison of an evidence analysis: the instrument's keyed items calibrated under each
 * model of keyed items (Rasch, 2PL, 3PL), scale by scale as the analysis calibrates, compared by
 * −2LL, AIC, BIC and likelihood-ratio tests.
 */
import { ScoringError } from '../errors';
import type { CalibrationModel, CalibrationResult } from '../irt/calibration';
import { compareModels, type ModelComparison, parameterCount } from '../irt/model-comparison';

export const COMPARED_MODELS: readonly CalibrationModel[] = ['Rasch', '2PL', '3PL'];

type Calibrated = CalibrationResult & { scales?: unknown[] };

/** A calibration's free parameters: a Rasch calibration of several scales has a slope for each. */
const parametersOf = (c: Calibrated) =>
  parameterCount(c) + (c.model === 'Rasch' && c.scales ? c.scales.length - 1 : 0);

/**
 * Compares the analysis's calibration with the other models of keyed items, calibrated by
 * `calibrateAs` (told the share of its own work done); `onProgress` is told the share of the
 * other models done.
 */
export function comparedModels(
  calibration: Calibrated,
  calibrateAs: (
    model: CalibrationModel,
    onProgress: (done: number) => void,
  ) => Calibrated | { unavailable: string },
  onProgress: (done: number) => void,
): ModelComparison | { unavailable: string } {
  if (!COMPARED_MODELS.includes(calibration.model))
    return { unavailable: 'models are compared for keyed items (Rasch, 2PL, 3PL)' };
  const others = COMPARED_MODELS.filter((m) => m !== calibration.model);
  const fits: Calibrated[] = [];
  for (const [n, model] of others.entries()) {
    const fit = calibrateAs(model, (done) => onProgress((n + done) / others.length));
    if ('unavailable' in fit) return { unavailable: `${model}: ${fit.unavailable}` };
    fits.push(fit);
  }
  const all = [...fits, calibration].sort(
    (x, y) => COMPARED_MODELS.indexOf(x.model) - COMPARED_MODELS.indexOf(y.model),
  );
  try {
    return compareModels(all, { parameters: all.map(parametersOf) });
  } catch (error) {
    return { unavailable: error instanceof ScoringError ? error.message : String(error) };
  }
}
