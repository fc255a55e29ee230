import { createHash } from 'node:crypto';

// A backup is proven by its tables: the restored database must hold, table by table, as many
// rows as the backup had and the same checksum over them. The checksum is over rows in a fixed
// form (keys sorted, values as JSON) sorted as text, so it does not depend on row order.

export interface TableFigures {
  rows: number;
  sha256: string;
}

function canonical(row: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row).sort()) {
    const value = row[key];
    out[key] = Buffer.isBuffer(value)
      ? `base64:${value.toString('base64')}`
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'bigint'
          ? value.toString()
          : value;
  }
  return JSON.stringify(out);
}

export function tableFigures(rows: Record<string, unknown>[]): TableFigures {
  const hash = createHash('sha256');
  for (const line of rows.map(canonical).sort()) hash.update(line).update('\n');
  return { rows: rows.length, sha256: hash.digest('hex') };
}

/** Names of the tables that differ between two sets of figures (missing on either side too). */
export function differingTables(
  expected: Record<string, TableFigures>,
  actual: Record<string, TableFigures>,
): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.sha256 !== actual[n]?.sha256)
    .sort();
}
