// The shape of the generated demo-adaptive-exposure.ts, apart from the calibration that writes it
// (which reads the demo test, which reads the generated module).

/** The settings the generated module keeps beside the K, in the order it lists them. */
export const COMMITTED_SETTINGS = [
  'ceiling',
  'target',
  'candidates',
  'seed',
  'iterations',
  'seedMaxExposure',
  'checkMaxExposure',
] as const;

/** What demo-adaptive-exposure.ts commits of a calibration: those settings and the K by item id. */
export type CommittedDemoExposure = Record<(typeof COMMITTED_SETTINGS)[number], number> & {
  k: Record<string, number>;
};
