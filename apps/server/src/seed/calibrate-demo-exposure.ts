/**
 * Calibrates the demo adaptive test's Sympson–Hetter K and writes them to demo-adaptive-exposure.ts:
 * `npx tsx src/seed/calibrate-demo-exposure.ts` in apps/server. Run it again whenever the demo bank
 * or the test's settings change (a few minutes); the result is the same every time.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calibrateDemoExposure, demoExposureModule } from './demo-adaptive-exposure-calibration';

const started = Date.now();
const calibration = calibrateDemoExposure({}, (line) => console.log(line));
const target = fileURLToPath(new URL('./demo-adaptive-exposure.ts', import.meta.url));
writeFileSync(target, demoExposureModule(calibration));
console.log(
  `${Object.keys(calibration.k).length} items restrained; seed simulation max exposure ` +
    `${calibration.seedMaxExposure}, check ${calibration.checkMaxExposure}, ceiling ${calibration.ceiling}; ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s; wrote ${target}`,
);
if (Math.max(calibration.seedMaxExposure, calibration.checkMaxExposure) > calibration.ceiling) {
  console.error('The K do not keep the ceiling: lower the target or the ceiling.');
  process.exitCode = 1;
}
