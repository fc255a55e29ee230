// Numbers as every reader meets them: the back office's screens, the PDF reports and the .xlsx
// exports all format through this module, so one value reads the same on each of them. It is pure
// (Intl only, no imports), which keeps it out of the Zod part of the web bundle.

/** The languages numbers are written in: English ("1,250.5") and Indonesian ("1.250,5"). */
export type NumberLocale = 'en' | 'id';

const INTL_LOCALES: Record<NumberLocale, string> = { en: 'en', id: 'id-ID' };

/** The minus sign of typeset text (U+2212), wider and clearer than a hyphen. */
export const MINUS = '\u2212';

/** The number language of a language code: Indonesian for `id`, `id-ID`…, English for any other. */
export function numberLocale(lang: string | null | undefined): NumberLocale {
  return lang?.toLowerCase().startsWith('id') ? 'id' : 'en';
}

/**
 * How many decimals each kind of value is shown with, wherever it is shown (the .xlsx stores the
 * value rounded to the same). Shown values drop trailing zeros ("6", "6.5").
 */
export const DISPLAY_DIGITS = {
  /** Stens of dimensions and competences, their error bands' ends, targets. */
  sten: 1,
  /** A standard error on the sten scale beside a sten ("6.2 ± 0.9"). */
  se: 1,
  /** The job fit (0–100) and its band's ends. */
  jobFit: 1,
  /** A percentage such as the number-correct score. */
  percent: 1,
  percentile: 1,
  T: 1,
  raw: 2,
  z: 2,
  theta: 2,
} as const;
export type DisplayKind = keyof typeof DISPLAY_DIGITS;

/**
 * The one rounding rule: half away from zero, of the number as it is written (its shortest
 * decimal form), so 9.85 rounds to 9.9 and 1.005 to 1.01 although neither is stored exactly in
 * binary (9.85 is 9.8499999…, which toFixed rounds down). Never answers −0.
 */
export function roundHalfAway(n: number, digits: number): number {
  if (!Number.isFinite(n)) return n;
  // toExponential() without an argument writes the shortest digits that read back as n.
  const [mantissa, exponent] = Math.abs(n).toExponential().split('e');
  const scaled = Number(`${mantissa}e${Number(exponent) + digits}`);
  const rounded = Number(`${Math.round(scaled)}e${-digits}`);
  return rounded === 0 ? 0 : n < 0 ? -rounded : rounded;
}

/** A value rounded to its kind's display digits (what a cell of an export stores). */
export function roundFor(kind: DisplayKind, n: number): number;
export function roundFor(kind: DisplayKind, n: number | null | undefined): number | null;
export function roundFor(kind: DisplayKind, n: number | null | undefined): number | null {
  return n === null || n === undefined || !Number.isFinite(n) ? null : roundHalfAway(n, DISPLAY_DIGITS[kind]);
}

const formats = new Map<string, Intl.NumberFormat>();

function intl(locale: NumberLocale, minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${locale}:${minDigits}:${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    formats.set(key, format);
  }
  return format;
}

type Value = number | null | undefined;
const known = (n: Value): n is number => n !== null && n !== undefined && Number.isFinite(n);

/** Formats numbers in one language; every method writes `empty` for a missing value. */
export interface NumberFormatter {
  readonly locale: NumberLocale;
  /** At most `digits` decimals, trailing zeros dropped: "6.5", "7", "1,250", "−0.3". */
  decimal(n: Value, digits?: number): string;
  /** Exactly `digits` decimals, for columns that line up: "0.80", "−1.25". */
  fixed(n: Value, digits: number): string;
  /** A whole count with the thousands separator: "1,250" (en), "1.250" (id). */
  count(n: Value): string;
  /** A percentage given on 0–100: "87.5 %". */
  percent(n: Value, digits?: number): string;
  /**
   * A probability (0–1) as a whole percentage. With measurement error nothing is certain: the
   * ends read "< 1 %" and "> 99 %", never 0 or 100.
   */
  probability(p: Value): string;
  /** A range with an en dash, "6.1–7.9"; one number when both ends read alike. */
  range(low: Value, high: Value, digits?: number): string;
  /** A range with exactly `digits` decimals at both ends, for tables: "6.06–7.94". */
  fixedRange(low: Value, high: Value, digits: number): string;
  /** Points with their sign: "+23.1", "−4.2", "0". */
  signed(n: Value, digits?: number): string;
  /** Points lost: "−10.2", or "0" when nothing is lost. */
  loss(n: Value, digits?: number): string;
  /** A value ± its standard error: "6.2 ± 0.9", or the value alone without one. */
  plusMinus(value: Value, se: Value, digits?: number): string;
  /** A value of a kind with that kind's digits ("sten", "percentile"…). */
  of(kind: DisplayKind, n: Value): string;
  /** A sten's or competence's error band: "6.1–7.9". */
  stenBand(band: { low: number; high: number } | null | undefined): string;
  /** The job fit (0–100) as a percentage: "72.4 %". */
  jobFit(fit: Value): string;
  /** The job fit's band: "55.2–87.6". */
  fitBand(band: { lower: number; upper: number } | null | undefined): string;
}

export interface NumberFormatOptions {
  /** What a missing value reads as: '–' by default. */
  empty?: string;
  /**
   * The space before a unit and after < and > ("34 %", "< 1 %"): a plain space by default; print
   * passes U+00A0 so a line never breaks inside a value (text extracted from it reads a space).
   */
  space?: string;
}

/** The formatter of a language (`en`, `id`, `id-ID`…). */
export function numberFormatter(
  lang: string | null | undefined,
  options: NumberFormatOptions = {},
): NumberFormatter {
  const { empty = '–', space = ' ' } = options;
  const locale = numberLocale(lang);
  const write = (n: number, min: number, max: number) => {
    const rounded = roundHalfAway(n, max);
    return intl(locale, min, max).format(Math.abs(rounded));
  };
  const signedText = (n: number, min: number, max: number) => {
    const text = write(n, min, max);
    return roundHalfAway(n, max) < 0 ? `${MINUS}${text}` : text;
  };
  const f: NumberFormatter = {
    locale,
    decimal: (n, digits = 1) => (known(n) ? signedText(n, 0, digits) : empty),
    fixed: (n, digits) => (known(n) ? signedText(n, digits, digits) : empty),
    count: (n) => (known(n) ? signedText(n, 0, 0) : empty),
    percent: (n, digits = 1) => (known(n) ? `${signedText(n, 0, digits)}${space}%` : empty),
    probability: (p) => {
      if (!known(p)) return empty;
      const pct = 100 * p;
      if (pct < 1) return `<${space}${write(1, 0, 0)}${space}%`;
      if (pct > 99) return `>${space}${write(99, 0, 0)}${space}%`;
      return `${write(pct, 0, 0)}${space}%`;
    },
    range: (low, high, digits = 1) => {
      if (!known(low) || !known(high)) return empty;
      const a = f.decimal(low, digits);
      const b = f.decimal(high, digits);
      return a === b ? a : `${a}–${b}`;
    },
    fixedRange: (low, high, digits) =>
      known(low) && known(high) ? `${f.fixed(low, digits)}–${f.fixed(high, digits)}` : empty,
    signed: (n, digits = 1) => {
      if (!known(n)) return empty;
      const rounded = roundHalfAway(n, digits);
      if (rounded === 0) return write(0, 0, 0);
      return `${rounded > 0 ? '+' : MINUS}${write(n, 0, digits)}`;
    },
    loss: (n, digits = 1) => {
      if (!known(n)) return empty;
      const rounded = roundHalfAway(n, digits);
      return rounded <= 0 ? write(0, 0, 0) : `${MINUS}${write(n, 0, digits)}`;
    },
    plusMinus: (value, se, digits = 1) => {
      if (!known(value)) return empty;
      return known(se) ? `${f.decimal(value, digits)} ± ${f.decimal(se, digits)}` : f.decimal(value, digits);
    },
    of: (kind, n) => f.decimal(n, DISPLAY_DIGITS[kind]),
    stenBand: (band) => (band ? f.range(band.low, band.high, DISPLAY_DIGITS.sten) : empty),
    jobFit: (fit) => f.percent(fit, DISPLAY_DIGITS.jobFit),
    fitBand: (band) => (band ? f.range(band.lower, band.upper, DISPLAY_DIGITS.jobFit) : empty),
  };
  return f;
}
