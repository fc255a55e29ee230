/**
 * LSAT Section VI: 1000 examinees × 5 dichotomous items, as the pattern-frequency table of Bock &
 * Lieberman (1970, Psychometrika 35:179–197), the `LSAT` data set of R's ltm package (Rizopoulos
 * 2006, Journal of Statistical Software 17(5)) and `LSAT6` of mirt. Thirty of the 32 patterns occur.
 */
const PATTERN_FREQUENCIES: ReadonlyArray<readonly [string, number]> = [
  ['00000', 3],
  ['00001', 6],
  ['00010', 2],
  ['00011', 11],
  ['00100', 1],
  ['00101', 1],
  ['00110', 3],
  ['00111', 4],
  ['01000', 1],
  ['01001', 8],
  ['01011', 16],
  ['01101', 3],
  ['01110', 2],
  ['01111', 15],
  ['10000', 10],
  ['10001', 29],
  ['10010', 14],
  ['10011', 81],
  ['10100', 3],
  ['10101', 28],
  ['10110', 15],
  ['10111', 80],
  ['11000', 16],
  ['11001', 56],
  ['11010', 21],
  ['11011', 173],
  ['11100', 11],
  ['11101', 61],
  ['11110', 28],
  ['11111', 298],
];

/** One row per examinee (1000 rows), items 1–5 scored 0/1. */
export function lsat6(): number[][] {
  const rows: number[][] = [];
  for (const [pattern, frequency] of PATTERN_FREQUENCIES) {
    const row = [...pattern].map(Number);
    for (let n = 0; n < frequency; n++) rows.push(row.slice());
  }
  return rows;
}
