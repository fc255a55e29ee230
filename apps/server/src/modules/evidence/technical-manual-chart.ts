import { type CalibratedItem, type IrtItem, testInformation } from '@asesa/scoring';
import { INK, MUTED, type ReportWriter, RULE } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';

// The test information curve of the calibration, drawn as vector paths like the reports' charts.

const THETA_MIN = -4;
const THETA_MAX = 4;
const STEPS = 160;
const HEIGHT = 200;
const AXIS_LEFT = 40;
const AXIS_BOTTOM = 28;
const TITLE_ROOM = 16;
/** Room the information chart takes with its caption: a heading above it keeps this much below. */
export const INFORMATION_CHART_ROOM = HEIGHT + TITLE_ROOM + 40;

function irtItemOf(item: CalibratedItem): IrtItem {
  return {
    id: item.id,
    model: item.model === 'Rasch' ? '1PL' : item.model,
    a: item.a,
    d: Float64Array.from(item.d),
    c: item.c ?? 0,
    categories: item.categories,
  };
}

/** A round step for an axis from 0 to `max` with about five ticks. */
function tickStep(max: number): number {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** I(θ) from −4 to 4 with its axes, and the standard error 1/√I at θ = −2, 0, 2 printed below. */
export function informationCurve(w: ReportWriter, items: readonly CalibratedItem[], t: ManualText): void {
  const { L, f } = t;
  const compiled = items.map(irtItemOf);
  const points = Array.from({ length: STEPS + 1 }, (_, i) => {
    const theta = THETA_MIN + ((THETA_MAX - THETA_MIN) * i) / STEPS;
    return { theta, info: testInformation(compiled, theta) };
  });
  const peak = points.reduce((best, p) => (p.info > best.info ? p : best), points[0]);
  const step = tickStep(Math.max(peak.info, 0.1));
  const top = Math.ceil(Math.max(peak.info, 0.1) / step) * step;

  w.ensure(INFORMATION_CHART_ROOM);
  const doc = w.doc;
  const x0 = w.left + AXIS_LEFT;
  // The axis title sits above the plot, clear of the top tick's label.
  const y0 = w.y + TITLE_ROOM;
  const plotW = w.width - AXIS_LEFT - 10;
  const plotH = HEIGHT - AXIS_BOTTOM;
  const xOf = (theta: number) => x0 + ((theta - THETA_MIN) / (THETA_MAX - THETA_MIN)) * plotW;
  const yOf = (info: number) => y0 + plotH - (info / top) * plotH;

  for (let v = 0; v <= top + 1e-9; v += step) {
    doc
      .moveTo(x0, yOf(v))
      .lineTo(x0 + plotW, yOf(v))
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    w.font(false, 7.5, MUTED).text(f.fixed(v, step < 1 ? 1 : 0), w.left, yOf(v) - 4, {
      width: AXIS_LEFT - 6,
      align: 'right',
      lineBreak: false,
    });
  }
  for (let theta = THETA_MIN; theta <= THETA_MAX; theta++) {
    doc
      .moveTo(xOf(theta), y0 + plotH)
      .lineTo(xOf(theta), y0 + plotH + 3)
      .lineWidth(0.5)
      .strokeColor(INK)
      .stroke();
    w.font(false, 7.5, MUTED).text(f.fixed(theta, 0), xOf(theta) - 10, y0 + plotH + 5, {
      width: 20,
      align: 'center',
      lineBreak: false,
    });
  }
  doc
    .moveTo(x0, y0)
    .lineTo(x0, y0 + plotH)
    .lineTo(x0 + plotW, y0 + plotH)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  doc.moveTo(xOf(points[0].theta), yOf(points[0].info));
  for (const p of points.slice(1)) doc.lineTo(xOf(p.theta), yOf(p.info));
  doc.lineWidth(1.6).strokeColor(w.brand.colour).stroke();
  w.font(false, 8, MUTED).text(L.abilityAxis, x0, y0 + plotH + 16, {
    width: plotW,
    align: 'center',
    lineBreak: false,
  });
  w.font(false, 8, MUTED).text(L.informationAxis, x0 + 4, y0 - TITLE_ROOM + 2, {
    width: plotW,
    lineBreak: false,
  });

  w.y = y0 + HEIGHT + 4;
  doc.x = w.left;
  const se = (theta: number) => {
    const info = testInformation(compiled, theta);
    return info > 0 ? f.fixed(1 / Math.sqrt(info), 2) : '–';
  };
  w.text(
    L.informationPeak(
      f.fixed(peak.info, 2),
      f.fixed(peak.theta, 1),
      se(-2),
      se(0),
      se(2),
      f.fixed(-2, 0),
      f.fixed(2, 0),
    ),
    { size: 9 },
  );
}
