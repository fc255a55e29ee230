import type { ImportedNormRow, NormRow } from '@asesa/contracts';

/** A row of the editable norm grid as the form holds it (cells may be empty while editing). */
export interface GridRow {
  raw_min?: number | string | null;
  raw_max?: number | string | null;
  scaled?: number | string | null;
  percentile?: number | string | null;
}

const cell = (value: GridRow[keyof GridRow]): number | null | 'invalid' => {
  if (value === null || value === undefined || value === '') return null;
  const n =
    typeof value === 'number'
      ? value
      : Number(
          String(value)
            .trim()
            .replace(/^(-?\d+),(\d+)$/, '$1.$2'),
        );
  return Number.isFinite(n) ? n : 'invalid';
};

/**
 * The norm grid's rows as the API's norm rows, with what is wrong in the grid's words (rows count
 * from 1; fully empty rows are skipped). Gaps and overlaps are the server's to name.
 */
export function gridToRows(grid: readonly GridRow[]): { rows: NormRow[]; errors: string[] } {
  const rows: NormRow[] = [];
  const errors: string[] = [];
  grid.forEach((g, i) => {
    const values = {
      raw_min: cell(g.raw_min),
      raw_max: cell(g.raw_max),
      scaled: cell(g.scaled),
      percentile: cell(g.percentile),
    };
    if (Object.values(values).every((v) => v === null)) return;
    let ok = true;
    for (const key of ['raw_min', 'raw_max', 'scaled'] as const) {
      if (values[key] === null) {
        errors.push(`Row ${i + 1}: ${key} is required`);
        ok = false;
      } else if (values[key] === 'invalid') {
        errors.push(`Row ${i + 1}: ${key} must be a number`);
        ok = false;
      }
    }
    if (values.percentile === 'invalid') {
      errors.push(`Row ${i + 1}: percentile must be a number`);
      ok = false;
    }
    if (!ok) return;
    rows.push({
      raw_min: values.raw_min as number,
      raw_max: values.raw_max as number,
      scaled: values.scaled as number,
      ...(values.percentile !== null ? { percentile: values.percentile as number } : {}),
    });
  });
  return { rows, errors };
}

/** Imported rows (all valid) as grid rows. */
export function importedToGrid(rows: readonly ImportedNormRow[]): GridRow[] {
  return rows.map((r) => ({
    raw_min: r.raw_min,
    raw_max: r.raw_max,
    scaled: r.scaled,
    percentile: r.percentile,
  }));
}

/** An item of the instrument as the preview panel answers it. */
export interface PreviewItem {
  id: string;
  type?: string;
  options?: Array<{ id: string }>;
  statements?: Array<{ id: string }>;
  min?: number | null;
  max?: number | null;
}

export type PreviewAnswer = string | number | boolean | string[] | { most: string; least: string } | null;

/** A random answer for every answerable item (random() in [0, 1), injectable for tests). */
export function randomResponses(
  items: readonly PreviewItem[],
  random: () => number = Math.random,
): Record<string, PreviewAnswer> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const shuffled = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const out: Record<string, PreviewAnswer> = {};
  for (const item of items) {
    const options = (item.options ?? []).map((o) => o.id);
    switch (item.type ?? 'single_choice') {
      case 'single_choice':
      case 'single':
      case 'likert':
        if (options.length) out[item.id] = pick(options);
        break;
      case 'multiple': {
        const chosen = options.filter(() => random() < 0.5);
        out[item.id] = chosen.length ? chosen : options.slice(0, 1);
        break;
      }
      case 'true-false':
        out[item.id] = random() < 0.5;
        break;
      case 'ranking':
        out[item.id] = shuffled(options);
        break;
      case 'forced-choice': {
        const ids = shuffled((item.statements ?? []).map((s) => s.id));
        if (ids.length >= 2) out[item.id] = { most: ids[0], least: ids[ids.length - 1] };
        break;
      }
      case 'numeric': {
        const min = item.min ?? 0;
        const max = item.max ?? 10;
        out[item.id] = Math.round(min + random() * (max - min));
        break;
      }
      default:
        break;
    }
  }
  return out;
}

interface EngineEntity {
  raw: number;
  scaled: { z: number; T: number; sten: number; stanine: number; percentile: number } | null;
  band: { level: string; colour: string | null } | null;
}

/** One line of the preview's score table. */
export interface ScoreLine {
  code: string;
  kind: 'dimension' | 'group' | 'indicator';
  raw: number;
  z: number | null;
  T: number | null;
  sten: number | null;
  stanine: number | null;
  percentile: number | null;
  level: string | null;
  colour: string | null;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The engine's ScoreResult as table lines: indicators, dimensions, then group dimensions. */
export function scoreLines(result: Record<string, unknown>): ScoreLine[] {
  const section = (key: string, kind: ScoreLine['kind']) =>
    Object.entries((result[key] ?? {}) as Record<string, EngineEntity>).map(
      ([code, e]): ScoreLine => ({
        code,
        kind,
        raw: round(e.raw, 3),
        z: e.scaled ? round(e.scaled.z) : null,
        T: e.scaled ? round(e.scaled.T, 1) : null,
        sten: e.scaled?.sten ?? null,
        stanine: e.scaled?.stanine ?? null,
        percentile: e.scaled ? round(e.scaled.percentile, 1) : null,
        level: e.band?.level ?? null,
        colour: e.band?.colour ?? null,
      }),
    );
  return [
    ...section('indicators', 'indicator'),
    ...section('dimensions', 'dimension'),
    ...section('groupDimensions', 'group'),
  ];
}

/** The character types a result names (rule set → type label). */
export function characterTypes(result: Record<string, unknown>): string[] {
  return Object.values(
    (result.characterTypes ?? {}) as Record<string, { label: string | null; type: string | null }>,
  ).flatMap((c) => (c.type ? [c.label ?? c.type] : []));
}
