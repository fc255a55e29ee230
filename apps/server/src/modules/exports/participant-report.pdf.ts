import PDFDocument from 'pdfkit';
import { type ReportLabels, reportLabels } from './participant-report.labels';
import type { ReportCompetence, ReportData } from './participant-report.reader';

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#003366';
const FALLBACK_BAR = '#5b8def';

export interface RenderOptions {
  /** pdfkit compresses page streams; tests turn it off to read the text back. */
  compress?: boolean;
  /** When the report was made (printed in the footer). */
  generatedAt: string;
  productName: string;
  /** The report's language (id or en; others read English). */
  lang?: string;
}

const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits).replace(/\.0+$/, '');
const dateOf = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');
/** pdfkit's standard fonts accept hex colours only; anything else falls back. */
const colourOr = (c: string | null | undefined, fallback: string) =>
  c && /^#[0-9a-fA-F]{6}$/.test(c) ? c : fallback;

/** Renders one participant's report as a PDF (A4, vector chart, wrapped text). */
export function renderParticipantReport(data: ReportData, opts: RenderOptions): Promise<Buffer> {
  const L = reportLabels(opts.lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${data.participant.name} - ${data.project.name}`,
      Author: opts.productName,
      Subject: L.title,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    ensureSpace(doc, 60);
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(ACCENT)
      .text(text, MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(INK);
  };
  const pairs = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      ensureSpace(doc, 16);
      const y = doc.y;
      doc.font('Helvetica-Bold').fillColor(MUTED).text(label, MARGIN, y, { width: 140 });
      const labelBottom = doc.y;
      doc
        .font('Helvetica')
        .fillColor(INK)
        .text(value || '-', MARGIN + 150, y, { width: width - 150 });
      doc.y = Math.max(doc.y, labelBottom);
    }
  };

  // Title block
  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(L.title, { width });
  doc.font('Helvetica').fontSize(12).fillColor(INK).text(data.participant.name, { width });
  doc.fontSize(10).fillColor(MUTED).text(`${data.project.name} - ${data.project.corporateName}`, { width });

  heading(L.participant);
  const p = data.participant;
  pairs([
    [L.fields.code, p.code],
    [L.fields.email, p.email],
    [L.fields.phone, p.phone],
    [L.fields.city, p.city],
    [L.fields.gender, p.gender],
    [L.fields.birthDate, p.birthDate ?? ''],
    [L.fields.education, p.educationLevel],
    [L.fields.status, p.status],
    [L.fields.registered, dateOf(p.registeredAt)],
    [L.fields.completed, dateOf(p.completedAt)],
  ]);

  heading(L.scores);
  for (const ins of data.instruments) {
    ensureSpace(doc, 50);
    doc.font('Helvetica-Bold').fontSize(11).text(ins.name, MARGIN, doc.y, { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(L.numberCorrect(ins.numberCorrect, ins.maxScore, fmt(ins.percentCorrect)), MARGIN, doc.y, {
        width,
      });
    doc
      .fillColor(MUTED)
      .text(L.normsUsed(ins.norms.length ? ins.norms.join(', ') : L.noNorms), MARGIN, doc.y, {
        width,
      })
      .fillColor(INK);
    for (const d of ins.dimensions) {
      ensureSpace(doc, 14);
      doc.text(
        `- ${L.dimension(d.name, fmt(d.raw, 2), fmt(d.sten, 0), fmt(d.percentile, 0))}${d.band ? `, ${d.band}` : ''}`,
        MARGIN + 12,
        doc.y,
        { width: width - 12 },
      );
    }
    doc.moveDown(0.4);
  }

  heading(L.competences);
  if (data.competences.length === 0) {
    doc.fillColor(MUTED).text(L.noCompetences, MARGIN, doc.y, { width }).fillColor(INK);
  } else {
    for (const c of data.competences) levelRow(doc, c, width, L);
    doc.moveDown(0.6);
    competenceChart(doc, data.competences, width, L);
  }

  heading(L.jobFit);
  doc.text(
    p.jobFit === null
      ? `${L.noJobFit}${data.jobFit.reason ? `: ${data.jobFit.reason}` : '.'}`
      : L.jobFitValue(fmt(p.jobFit)),
    MARGIN,
    doc.y,
    { width },
  );
  for (const c of data.competences.filter((c) => c.targetLevel !== null)) {
    ensureSpace(doc, 14);
    doc.text(
      `- ${L.target(c.name, c.targetLevel ?? 0, c.targetLabel ? ` (${c.targetLabel})` : '', c.label ?? '-')}`,
      MARGIN + 12,
      doc.y,
      { width: width - 12 },
    );
  }
  if (data.jobFit.explanation) {
    ensureSpace(doc, 28);
    doc.moveDown(0.3).text(data.jobFit.explanation, MARGIN, doc.y, { width });
  }
  if (data.jobFit.formula) {
    ensureSpace(doc, 14);
    doc
      .fillColor(MUTED)
      .text(`${L.formula}: ${data.jobFit.formula}`, MARGIN, doc.y, { width })
      .fillColor(INK);
  }

  heading(L.integrity);
  if (data.integrity.length === 0) {
    doc.text(L.noEvents, MARGIN, doc.y, { width });
  } else {
    pairs(data.integrity.map((i) => [i.kind.replaceAll('_', ' '), String(i.count)]));
    doc.moveDown(0.3).fillColor(MUTED).text(data.integrityNote, MARGIN, doc.y, { width }).fillColor(INK);
  }

  // Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        L.footer(opts.productName, dateOf(opts.generatedAt), i - range.start + 1, range.count),
        MARGIN,
        bottom,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return finished;
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

/** A competence with its level as a coloured pill. */
function levelRow(doc: PDFKit.PDFDocument, c: ReportCompetence, width: number, L: ReportLabels): void {
  ensureSpace(doc, 20);
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(c.name, MARGIN, y + 3, { width: width - 170 });
  const bottom = doc.y;
  const colour = colourOr(c.colour, '#9ca3af');
  doc.roundedRect(MARGIN + width - 160, y, 160, 16, 4).fill(colour);
  doc
    .fillColor(readableOn(colour))
    .fontSize(9)
    .text(c.label ?? L.notScored, MARGIN + width - 156, y + 4, {
      width: 152,
      align: 'center',
      lineBreak: false,
    });
  doc.fillColor(INK);
  doc.y = Math.max(bottom, y + 20);
}

/** Horizontal bars of the competence scores on their level scale, drawn as vector shapes. */
function competenceChart(
  doc: PDFKit.PDFDocument,
  list: ReportCompetence[],
  width: number,
  L: ReportLabels,
): void {
  const scored = list.filter((c) => c.score !== null);
  if (scored.length === 0) return;
  const rowHeight = 18;
  const labelWidth = 150;
  ensureSpace(doc, scored.length * rowHeight + 30);
  const scores = scored.map((c) => c.score!);
  const min = Math.min(...scored.map((c) => c.scaleMin ?? Number.POSITIVE_INFINITY), ...scores, 0);
  const max = Math.max(...scored.map((c) => c.scaleMax ?? Number.NEGATIVE_INFINITY), ...scores);
  const span = max - min || 1;
  const x0 = MARGIN + labelWidth;
  const plotWidth = width - labelWidth - 40;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(L.chartTitle, MARGIN, top, { width });
  let y = doc.y + 4;
  const barsTop = y;
  const zeroX = x0 + ((0 - min) / span) * plotWidth;
  for (const c of scored) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(c.name, MARGIN, y + 3, {
        width: labelWidth - 8,
        height: rowHeight,
        ellipsis: true,
      });
    const valueX = x0 + ((c.score! - min) / span) * plotWidth;
    const left = Math.min(zeroX, valueX);
    doc.rect(x0, y + 2, plotWidth, rowHeight - 4).fill('#f3f4f6');
    doc
      .rect(left, y + 2, Math.max(Math.abs(valueX - zeroX), 1), rowHeight - 4)
      .fill(colourOr(c.colour, FALLBACK_BAR));
    doc.fillColor(INK).text(fmt(c.score, 2), x0 + plotWidth + 4, y + 4, { width: 36, lineBreak: false });
    y += rowHeight;
  }
  doc.moveTo(zeroX, barsTop).lineTo(zeroX, y).lineWidth(0.5).strokeColor(MUTED).stroke();
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(fmt(min, 1), x0, y + 2, { width: 40, lineBreak: false })
    .text(fmt(max, 1), x0 + plotWidth - 40, y + 2, { width: 40, align: 'right', lineBreak: false });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = y + 16;
}

/** Black or white text, whichever reads better on the pill's colour. */
function readableOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.6 ? '#111827' : '#ffffff';
}
