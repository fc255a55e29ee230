/**
 * Loads the reference data sets (EXPECTED.md, lsat7.csv, bfi.csv). They live in the shared
 * reference folder next to the repository; a copy is kept in test/fixtures so a fresh clone (CI)
 * can run the tests alone. The shared copy is used when present.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = new URL('../../../../shared/reference/psychometrics/', import.meta.url);
export const FIXTURE_DIR = new URL('./fixtures/', import.meta.url);

/** Path of a reference file: the shared original when available, else the fixture copy. */
export function referencePath(name: string): string {
  const shared = fileURLToPath(new URL(name, SHARED_DIR));
  return existsSync(shared) ? shared : fileURLToPath(new URL(name, FIXTURE_DIR));
}

export function readReference(name: string): string {
  return readFileSync(referencePath(name), 'utf8');
}

/** Parses a numeric CSV with a header row; empty cells and NA become null. */
export function readCsv(name: string): { header: string[]; rows: Array<Array<number | null>> } {
  const lines = readReference(name).trim().split(/\r?\n/);
  const header = lines[0].split(',').map((h) => h.replace(/^"|"$/g, ''));
  const rows = lines.slice(1).map((line) =>
    line.split(',').map((cell) => {
      const v = cell.trim();
      return v === '' || v === 'NA' ? null : Number(v);
    }),
  );
  return { header, rows };
}

/** LSAT7: 1000 × 5 dichotomous items. */
export function lsat7(): number[][] {
  return readCsv('lsat7.csv').rows as number[][];
}

/** The bfi scales with reverse keys, as listed in EXPECTED.md. */
export const BFI_SCALES: Record<string, string[]> = {
  A: ['-A1', 'A2', 'A3', 'A4', 'A5'],
  C: ['C1', 'C2', 'C3', '-C4', '-C5'],
  E: ['-E1', '-E2', 'E3', 'E4', 'E5'],
  N: ['N1', 'N2', 'N3', 'N4', 'N5'],
  O: ['O1', '-O2', 'O3', 'O4', '-O5'],
};
