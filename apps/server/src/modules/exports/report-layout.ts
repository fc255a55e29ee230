import PDFDocument from 'pdfkit';
import type { ReportBrand } from './participant-report.reader';
import { REPORT_FONT, REPORT_FONT_BOLD, registerReportFonts } from './report-fonts';

// The page furniture every report shares: A4, the brand's colour strip and logo at the top of each
// page, the title block, section headings, wrapped paragraphs and tables that move to a new page
// as a whole row (never cut), and the footer with page numbers once the page count is known.

export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const PANEL = '#f3f4f6';

const MARGIN_X = 50;
const MARGIN_TOP = 78;
const MARGIN_BOTTOM = 62;

/** A colour between `hex` and white (`amount` 0 = hex, 1 = white). */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Black or white text, whichever reads better on `hex`. */
export function readableOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.6 ? '#111827' : '#ffffff';
}

export const isHex = (c: string | null | undefined): c is string => Boolean(c && /^#[0-9a-fA-F]{6}$/.test(c));

/**
 * Wrapped heights by font, size, width and text. Layout measures a row before drawing it (to keep
 * it whole) and the same labels recur in every report, so measuring them once per thread saves
 * wrapping them again and again.
 */
const measured = new Map<string, number>();
const MEASURED_MAX = 20_000;

export interface TableColumn {
  header: string;
  /** Share of the table's width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface WriterOptions {
  title: string;
  subject: string;
  author: string;
  brand: ReportBrand;
  /** Printed at the top of every page after the first (whose title block names it). */
  runningHead: string;
  footer: string;
  page: (page: number, pages: number) => string;
  compress?: boolean;
}

/** A report being written: pdfkit's document with the layout the three reports share. */
export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN_X;
  readonly width: number;
  readonly brand: ReportBrand;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly opts: WriterOptions) {
    this.brand = opts.brand;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
      compress: opts.compress ?? true,
      bufferPages: true,
      info: { Title: opts.title, Author: opts.author, Subject: opts.subject },
      // No default Helvetica: parsing its metrics for every document costs more than a page's
      // text; the report fonts are set right below.
      font: null as unknown as string,
    });
    registerReportFonts(this.doc);
    this.doc.font(REPORT_FONT).fontSize(10).fillColor(INK);
    this.width = this.doc.page.width - 2 * MARGIN_X;
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** The lowest y content may reach on this page. */
  get bottom(): number {
    return this.doc.page.height - MARGIN_BOTTOM;
  }

  /** The height a page has for content. */
  get pageHeight(): number {
    return this.bottom - MARGIN_TOP;
  }

  /** Starts a new page unless `needed` points still fit on this one. */
  ensure(needed: number): void {
    if (this.doc.y + needed > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = this.left;
    this.doc.y = MARGIN_TOP;
  }

  font(bold: boolean, size: number, colour = INK): PDFKit.PDFDocument {
    return this.doc
      .font(bold ? REPORT_FONT_BOLD : REPORT_FONT)
      .fontSize(size)
      .fillColor(colour);
  }

  /** The height `text` takes wrapped to `width` in the given font. */
  measure(text: string, width: number, bold = false, size = 10, lineGap = 1): number {
    const key = `${bold ? 'b' : 'r'}${size}/${lineGap}/${width.toFixed(2)}/${text}`;
    let height = measured.get(key);
    if (height === undefined) {
      this.font(bold, size);
      height = this.doc.heightOfString(text, { width, lineGap });
      if (measured.size >= MEASURED_MAX) measured.clear();
      measured.set(key, height);
    }
    return height;
  }

  /** Writes wrapped text at the left margin (or `x`) and moves below it. */
  text(
    text: string,
    opts: { bold?: boolean; size?: number; colour?: string; x?: number; width?: number; gap?: number } = {},
  ): void {
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.width - (x - this.left);
    const size = opts.size ?? 10;
    const height = this.measure(text, width, opts.bold, size);
    // A paragraph longer than a page flows on by itself; a shorter one moves whole.
    if (height < this.bottom - MARGIN_TOP) this.ensure(height);
    this.font(Boolean(opts.bold), size, opts.colour ?? INK).text(text, x, this.doc.y, { width, lineGap: 1 });
    this.doc.x = this.left;
    this.doc.y += opts.gap ?? 4;
  }

  /** The first page's title block: the report's title, who it is about and the project. */
  titleBlock(title: string, name: string, lines: string[]): void {
    this.font(true, 22, this.brand.colour).text(title, this.left, this.doc.y, { width: this.width });
    this.doc.y += 2;
    this.font(true, 14).text(name, this.left, this.doc.y, { width: this.width });
    for (const line of lines)
      this.font(false, 10, MUTED).text(line, this.left, this.doc.y, { width: this.width });
    this.doc.y += 10;
  }

  /** A section heading in the brand colour with a rule under it, kept with `keep` points of what follows. */
  heading(text: string, keep = 70): void {
    const height = this.measure(text, this.width, true, 13);
    this.ensure(height + 14 + keep);
    if (this.doc.y > MARGIN_TOP + 1) this.doc.y += 10;
    this.font(true, 13, this.brand.colour).text(text, this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 8;
    this.font(false, 10);
  }

  subheading(text: string, keep = 40): void {
    const height = this.measure(text, this.width, true, 11);
    this.ensure(height + keep);
    this.font(true, 11).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.y += 3;
  }

  /** A bullet point with its text wrapped beside the bullet. */
  bullet(text: string, opts: { indent?: number; colour?: string; bold?: boolean } = {}): void {
    const indent = opts.indent ?? 0;
    const x = this.left + indent + 12;
    const width = this.width - indent - 12;
    const height = this.measure(text, width, opts.bold);
    this.ensure(height);
    const y = this.doc.y;
    this.doc.circle(this.left + indent + 4, y + 6, 1.8).fill(opts.colour ?? this.brand.colour);
    this.font(Boolean(opts.bold), 10).text(text, x, y, { width, lineGap: 1 });
    this.doc.x = this.left;
    this.doc.y += 3;
  }

  /** A bullet whose first words are bold ("Lead: the rest"), wrapped as one paragraph. */
  leadBullet(lead: string, body: string): void {
    const x = this.left + 12;
    const width = this.width - 12;
    // Measured all in bold: a little more room than the mixed line needs, never less.
    const height = this.measure(`${lead} ${body}`, width, true);
    this.ensure(height);
    const y = this.doc.y;
    this.doc.circle(this.left + 4, y + 6, 1.8).fill(this.brand.colour);
    this.font(true, 10).text(`${lead} `, x, y, { width, lineGap: 1, continued: true });
    this.font(false, 10).text(body, { width, lineGap: 1 });
    this.doc.x = this.left;
    this.doc.y += 4;
  }

  /** Label–value rows (labels in a narrow column), each row kept whole. */
  pairs(rows: [string, string][], labelWidth = 150): void {
    for (const [label, value] of rows) {
      const valueWidth = this.width - labelWidth - 10;
      const height = Math.max(
        this.measure(label, labelWidth, true, 9.5),
        this.measure(value || '-', valueWidth, false, 10),
      );
      this.ensure(height + 2);
      const y = this.doc.y;
      this.font(true, 9.5, MUTED).text(label, this.left, y, { width: labelWidth, lineGap: 1 });
      this.font(false, 10).text(value || '-', this.left + labelWidth + 10, y, {
        width: valueWidth,
        lineGap: 1,
      });
      this.doc.x = this.left;
      this.doc.y = y + height + 3;
    }
  }

  /**
   * A table: a header row in the brand's tint, then rows whose cells wrap; a row that does not fit
   * the page starts the next one, under the header again. `bold` rows (totals) are set in bold.
   */
  table(
    columns: TableColumn[],
    rows: string[][],
    opts: { size?: number; bold?: (row: number) => boolean } = {},
  ): void {
    const size = opts.size ?? 9;
    const total = columns.reduce((n, c) => n + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const pad = 4;
    const rowHeight = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => this.measure(cell || ' ', widths[i] - 2 * pad, bold, size, 0.5))) +
      2 * pad;
    const drawRow = (cells: string[], kind: 'header' | 'body' | 'bold', shade: boolean) => {
      const bold = kind !== 'body';
      const height = rowHeight(cells, bold);
      const y = this.doc.y;
      if (kind === 'header')
        this.doc.rect(this.left, y, this.width, height).fill(tint(this.brand.colour, 0.85));
      else if (shade) this.doc.rect(this.left, y, this.width, height).fill('#f9fafb');
      let x = this.left;
      cells.forEach((cell, i) => {
        this.font(bold, size).text(cell, x + pad, y + pad, {
          width: widths[i] - 2 * pad,
          align: columns[i].align ?? 'left',
          lineGap: 0.5,
        });
        x += widths[i];
      });
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.width, y + height)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    const header = columns.map((c) => c.header);
    this.ensure(rowHeight(header, true) + (rows[0] ? rowHeight(rows[0], false) : 0));
    drawRow(header, 'header', false);
    rows.forEach((row, i) => {
      const bold = opts.bold?.(i) ?? false;
      if (this.doc.y + rowHeight(row, bold) > this.bottom) {
        this.newPage();
        drawRow(header, 'header', false);
      }
      drawRow(row, bold ? 'bold' : 'body', i % 2 === 1);
    });
    this.doc.y += 6;
  }

  /** A tinted panel holding lines of text (notes, the formula). */
  panel(lines: { text: string; bold?: boolean; size?: number; colour?: string }[], pad = 8): void {
    const width = this.width - 2 * pad;
    const heights = lines.map((l) => this.measure(l.text, width, l.bold, l.size ?? 10) + 2);
    const height = heights.reduce((a, b) => a + b, 0) + 2 * pad;
    this.ensure(Math.min(height, this.bottom - MARGIN_TOP));
    const y = this.doc.y;
    this.doc.roundedRect(this.left, y, this.width, height, 4).fill(PANEL);
    this.doc.rect(this.left, y, 3, height).fill(this.brand.colour);
    let cy = y + pad;
    lines.forEach((l, i) => {
      this.font(Boolean(l.bold), l.size ?? 10, l.colour ?? INK).text(l.text, this.left + pad + 2, cy, {
        width,
        lineGap: 1,
      });
      cy += heights[i];
    });
    this.doc.x = this.left;
    this.doc.y = y + height + 8;
  }

  /** Draws the brand strip, logo and running head on top of every page and the footer, then ends. */
  finish(): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing in the margins must not start new pages.
      const { bottom } = doc.page.margins;
      doc.page.margins.bottom = 0;
      doc.rect(0, 0, doc.page.width, 8).fill(this.brand.colour);
      const logoBox = { x: doc.page.width - MARGIN_X - 120, y: 20, w: 120, h: 34 };
      if (this.brand.logo) {
        try {
          doc.image(this.brand.logo, logoBox.x, logoBox.y, {
            fit: [logoBox.w, logoBox.h],
            align: 'right',
            valign: 'center',
          });
        } catch {
          // An image pdfkit cannot read leaves the page without a logo.
        }
      } else {
        this.font(true, 10, this.brand.colour).text(this.brand.name, logoBox.x, logoBox.y + 12, {
          width: logoBox.w,
          align: 'right',
          lineBreak: false,
          height: 14,
          ellipsis: true,
        });
      }
      if (i > range.start)
        this.font(false, 8.5, MUTED).text(this.opts.runningHead, MARGIN_X, 32, {
          width: this.width - 130,
          lineBreak: false,
          height: 12,
          ellipsis: true,
        });
      const footerY = doc.page.height - 40;
      doc
        .moveTo(MARGIN_X, footerY - 6)
        .lineTo(doc.page.width - MARGIN_X, footerY - 6)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      this.font(false, 8, MUTED).text(this.opts.footer, MARGIN_X, footerY, {
        width: this.width - 100,
        lineBreak: false,
        height: 10,
        ellipsis: true,
      });
      this.font(false, 8, MUTED).text(
        this.opts.page(i - range.start + 1, range.count),
        MARGIN_X + this.width - 100,
        footerY,
        {
          width: 100,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return this.done;
  }
}
