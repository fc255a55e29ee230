import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The reliability suite ends with its figures (faults survived, payloads tried,
 * routes covered). Each suite records what it measured here, one JSON line per figure, and
 * `npm test` (scripts/test-all.mjs) prints them all once the tier has run. Run alone, a suite
 * still writes the file so the figures can be read after it.
 */
export const FIGURES_FILE =
  process.env.RELIABILITY_FIGURES ??
  join(new URL('../../../..', import.meta.url).pathname, '.reports', 'reliability-figures.jsonl');

export function recordFigure(suite: string, figure: string, value: number | string): void {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(
    FIGURES_FILE,
    `${JSON.stringify({ suite, figure, value, engine: process.env.TEST_DB_ENGINE ?? 'sqlite' })}\n`,
  );
}
