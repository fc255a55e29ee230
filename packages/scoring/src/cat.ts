/**
 * Computerised adaptive testing: maximum-information item selection with randomesque or
 * Sympson–Hetter exposure control and content balancing, EAP updating, stopping rules, a replayable
 * next-item decision for servers, and a seeded simulation harness. The parts live in cat/; this
 * module names the public ones.
 */
export { type CompiledBank, compileBank, thetaStratum } from './cat/bank';
export { type CatAdministeredItem, type CatDecision, type CatState, nextItemDecision } from './cat/decision';
export type {
  CatBankItem,
  CatExposureControl,
  CatOptions,
  CatRecord,
  CatStopReason,
} from './cat/options';
export { catStepRng, rngFromDraws, simulateResponse } from './cat/rng';
export { type CatRandomSource, runCat } from './cat/run';
export { selectNextItem } from './cat/selection';
export {
  type CatConditionalBin,
  type CatSimulationOptions,
  type CatSimulationResult,
  simulateCat,
} from './cat/simulation';
