import type { StenBand } from '@asesa/contracts';
import { INK, isHex, MUTED, PANEL, type ReportWriter, RULE, readableOn, tint } from './report-layout';

// The reports' charts, drawn as vector paths (no pictures): sten profiles with their error bands,
// the job fit on its 0–100 scale and the candidate's three-step scales.

export interface ProfileRow {
  label: string;
  /** A second, smaller line under the label (a band or level name). */
  note?: string | null;
  sten: number | null;
  band: StenBand | null;
  colour?: string | null;
  /** The figures printed right of the scale. */
  value: string;
  /** A target on the same scale, drawn as a tick. */
  target?: number | null;
}

const LABEL_WIDTH = 150;
const VALUE_WIDTH = 92;
const GAP = 8;

const rowHeight = (w: ReportWriter, r: ProfileRow) =>
  Math.max(
    22,
    w.measure(r.label, LABEL_WIDTH, true, 9.5, 0) +
      (r.note ? w.measure(r.note, LABEL_WIDTH, false, 8, 0) : 0) +
      6,
    w.measure(r.value, VALUE_WIDTH, false, 8.5, 0) + 6,
  );

/** The height stenProfile takes (without its legend): headings keep this much with them. */
export function profileHeight(w: ReportWriter, rows: ProfileRow[]): number {
  return rows.length ? 14 + rows.reduce((n, r) => n + rowHeight(w, r), 0) : 0;
}

/**
 * A profile on the sten scale: per row a bar from the scale's start to the sten, the ±1 SE error
 * band as a line with end caps, the average range 4–7 shaded, and an optional target tick. A
 * profile that fits on a page is kept on one page.
 */
export function stenProfile(w: ReportWriter, rows: ProfileRow[], legend?: string): void {
  if (rows.length === 0) return;
  const doc = w.doc;
  const plotX = w.left + LABEL_WIDTH + GAP;
  const plotW = w.width - LABEL_WIDTH - VALUE_WIDTH - 2 * GAP;
  const xOf = (s: number) => plotX + ((Math.min(10.5, Math.max(0.5, s)) - 0.5) / 10) * plotW;
  const scaleHead = () => {
    const y = doc.y;
    for (let s = 1; s <= 10; s++)
      w.font(false, 7.5, MUTED).text(String(s), xOf(s) - 8, y, {
        width: 16,
        align: 'center',
        lineBreak: false,
      });
    doc.y = y + 11;
  };
  const whole = profileHeight(w, rows);
  w.ensure(whole <= w.pageHeight ? whole : 14 + rowHeight(w, rows[0]));
  scaleHead();
  for (const r of rows) {
    const h = rowHeight(w, r);
    if (doc.y + h > w.bottom) {
      w.newPage();
      scaleHead();
    }
    const y = doc.y;
    const mid = y + h / 2;
    // The scale: ten cells with the average range shaded.
    doc.rect(plotX, y + 2, plotW, h - 4).fill('#fafafa');
    doc.rect(xOf(3.5), y + 2, xOf(7.5) - xOf(3.5), h - 4).fill(PANEL);
    for (let s = 1; s <= 9; s++) {
      const gx = xOf(s + 0.5);
      doc
        .moveTo(gx, y + 2)
        .lineTo(gx, y + h - 2)
        .lineWidth(0.3)
        .strokeColor(RULE)
        .stroke();
    }
    const colour = isHex(r.colour) ? r.colour : w.brand.colour;
    if (r.sten !== null) {
      doc.rect(plotX, mid - 5, Math.max(1, xOf(r.sten) - plotX), 10).fill(tint(colour, 0.25));
      if (r.band) {
        errorBar(w, xOf(r.band.low), xOf(r.band.high), mid, 4);
      }
      doc.circle(xOf(r.sten), mid, 3.2).fillAndStroke(colour, '#ffffff');
    }
    if (r.target !== null && r.target !== undefined) {
      const tx = xOf(r.target);
      doc
        .lineWidth(2)
        .strokeColor('#111827')
        .moveTo(tx, y + 1)
        .lineTo(tx, y + h - 1)
        .stroke();
    }
    w.font(true, 9.5).text(r.label, w.left, y + 3, { width: LABEL_WIDTH, lineGap: 0 });
    if (r.note) w.font(false, 8, MUTED).text(r.note, w.left, doc.y, { width: LABEL_WIDTH, lineGap: 0 });
    w.font(false, 8.5).text(r.value, plotX + plotW + GAP, y + 3, { width: VALUE_WIDTH, lineGap: 0 });
    doc.x = w.left;
    doc.y = y + h;
  }
  if (legend) {
    doc.y += 3;
    w.text(legend, { size: 8, colour: MUTED, gap: 2 });
  }
  doc.y += 4;
}

/** A band as an error bar: a line from `lo` to `hi` at height `mid`, capped at both ends. */
function errorBar(w: ReportWriter, lo: number, hi: number, mid: number, capHalfHeight: number): void {
  const doc = w.doc;
  doc.lineWidth(1.4).strokeColor(INK);
  doc.moveTo(lo, mid).lineTo(hi, mid).stroke();
  for (const x of [lo, hi])
    doc
      .moveTo(x, mid - capHalfHeight)
      .lineTo(x, mid + capHalfHeight)
      .stroke();
}

/** The job fit on its 0–100 scale: the fit as a filled bar, its band as a bracket above it. */
export function fitGauge(
  w: ReportWriter,
  x: number,
  y: number,
  width: number,
  fit: number,
  band: { lower: number; upper: number } | null,
): void {
  const doc = w.doc;
  const xOf = (v: number) => x + (Math.min(100, Math.max(0, v)) / 100) * width;
  doc.roundedRect(x, y + 8, width, 12, 3).fill('#ffffff');
  doc.roundedRect(x, y + 8, Math.max(2, xOf(fit) - x), 12, 3).fill(tint(w.brand.colour, 0.2));
  if (band) {
    // The band as an error bar through the bar's middle, like the profiles' error bands.
    errorBar(w, xOf(band.lower), xOf(band.upper), y + 14, 5);
  }
  doc.circle(xOf(fit), y + 14, 3.5).fillAndStroke(w.brand.colour, '#ffffff');
  for (const tick of [0, 25, 50, 75, 100]) {
    const tx = xOf(tick);
    w.font(false, 7, MUTED).text(String(tick), tx - 10, y + 22, {
      width: 20,
      align: 'center',
      lineBreak: false,
    });
  }
}

/** A level pill: the label on the level's colour. */
export function pill(
  w: ReportWriter,
  x: number,
  y: number,
  width: number,
  label: string,
  colour: string | null,
): void {
  const fill = isHex(colour) ? colour : '#9ca3af';
  w.doc.roundedRect(x, y, width, 15, 4).fill(fill);
  w.font(true, 8.5, readableOn(fill)).text(label, x + 3, y + 3.5, {
    width: width - 6,
    align: 'center',
    lineBreak: false,
    height: 10,
    ellipsis: true,
  });
}

/** Three steps (lower, middle, higher) with the one that holds the score filled. */
export function threeStepScale(
  w: ReportWriter,
  x: number,
  y: number,
  width: number,
  step: 0 | 1 | 2,
  labels: [string, string, string],
): void {
  const cell = (width - 4) / 3;
  labels.forEach((label, i) => {
    const cx = x + i * (cell + 2);
    const active = i === step;
    w.doc.roundedRect(cx, y, cell, 14, 3).fill(active ? w.brand.colour : PANEL);
    w.font(active, 7.5, active ? readableOn(w.brand.colour) : MUTED).text(label, cx, y + 3.5, {
      width: cell,
      align: 'center',
      lineBreak: false,
    });
  });
}
