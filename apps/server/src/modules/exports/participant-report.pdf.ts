import { DEFAULT_REPORT_TYPE, type ReportType } from '@asesa/contracts';
import { commonLabels, reportLanguage } from './participant-report.labels';
import type { ReportData } from './participant-report.reader';
import { writeCandidateFeedback } from './report-candidate-feedback';
import { dateTime } from './report-format';
import { writeHiringManagerReport } from './report-hiring-manager';
import { ReportWriter } from './report-layout';
import { writeTechnicalAppendix } from './report-technical-appendix';
import { inLanguage } from './report-translations';

export interface RenderOptions {
  /** pdfkit compresses page streams; tests may turn it off to read the drawing back. */
  compress?: boolean;
  /** When the report was made (printed in the footer). */
  generatedAt: string;
  productName: string;
  /** Which report; the hiring manager's by default. */
  type?: ReportType;
  /** The candidate feedback's language (id or en); the participant's own language by default. */
  lang?: string;
}

/** Renders one of a participant's reports as a PDF: A4, the brand's colour and logo, vector charts. */
export function renderParticipantReport(data: ReportData, opts: RenderOptions): Promise<Buffer> {
  const type = opts.type ?? DEFAULT_REPORT_TYPE;
  const lang = reportLanguage(type, opts.lang || data.participant.languageCode);
  const common = commonLabels(lang);
  const title = common.reportTitle[type];
  const w = new ReportWriter({
    title: `${data.participant.name} - ${data.project.name}`,
    subject: title,
    author: opts.productName,
    brand: data.brand,
    runningHead: `${title} · ${data.participant.name}`,
    footer: `${common.footer(opts.productName, dateTime(opts.generatedAt))} · ${data.brand.name}`,
    page: common.page,
    compress: opts.compress,
  });
  if (type === 'candidate-feedback') writeCandidateFeedback(w, inLanguage(data, lang), lang);
  else if (type === 'technical-appendix') writeTechnicalAppendix(w, data);
  else writeHiringManagerReport(w, data);
  return w.finish();
}
