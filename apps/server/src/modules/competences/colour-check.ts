import {
  type ColourCheckResponse,
  type CompetenceLevel,
  MIN_LEVEL_DELTA_E,
  MIN_TEXT_CONTRAST,
} from '@asesa/contracts';

// The colour check of competence levels (rule in contracts/competences.ts): text on its colour
// needs WCAG 2 contrast ≥ 4.5; a level's colour and the next level's need CIE76 ΔE*ab ≥ 15.

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** sRGB channel (0–255) → linear light (0–1). */
const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** CIELAB (D65) of an sRGB hex colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference ΔE*ab. */
export function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Checks each level (in level order) for readability and distinctness from the next level. */
export function colourCheck(levels: readonly CompetenceLevel[]): ColourCheckResponse {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const results = sorted.map((l, i) => {
    const contrast = round2(contrastRatio(l.text_colour, l.colour));
    const next = sorted[i + 1];
    const delta = next ? round2(deltaE(l.colour, next.colour)) : null;
    const readable = contrast >= MIN_TEXT_CONTRAST;
    const distinct = delta === null || delta >= MIN_LEVEL_DELTA_E;
    const problems: string[] = [];
    if (!readable)
      problems.push(
        `level ${l.level} (${l.label}): text ${l.text_colour} on ${l.colour} has contrast ${contrast}, needs at least ${MIN_TEXT_CONTRAST}`,
      );
    if (!distinct && next)
      problems.push(
        `level ${l.level} (${l.label}) and level ${next.level} (${next.label}): colours ${l.colour} and ${next.colour} differ by ΔE ${delta}, need at least ${MIN_LEVEL_DELTA_E}`,
      );
    return {
      level: l.level,
      label: l.label,
      contrast,
      readable,
      delta_e_next: delta,
      distinguishable_from_next: distinct,
      problems,
    };
  });
  return {
    ok: results.every((r) => r.problems.length === 0),
    min_contrast: MIN_TEXT_CONTRAST,
    min_delta_e: MIN_LEVEL_DELTA_E,
    levels: results,
  };
}
