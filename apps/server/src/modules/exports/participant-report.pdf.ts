import { DEFAULT_REPORT_TYPE, type ReportLanguage, type ReportType } from '@asesa/contracts';
import { commonLabels, reportLanguageOf } from './participant-report.labels';
import type { ReportData } from './participant-report.reader';
import { writeCandidateFeedback } from './report-candidate-feedback';
import { reportDates } from './report-format';
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
  /**
   * The report's language (id or en; a regional code such as id-ID reads as its language). Without
   * one, the project's; the candidate feedback's, the candidate's own.
   */
  lang?: string;
}

/** The language a report of this participant is written in, given what was asked for. */
export function languageOfReport(data: ReportData, type: ReportType, requested?: string): ReportLanguage {
  return reportLanguageOf(type, {
    requested,
    participant: data.participant.languageCode,
    project: data.project.language,
  });
}

/** Renders one of a participant's reports as a PDF: A4, the brand's colour and logo, vector charts. */
export function renderParticipantReport(data: ReportData, opts: RenderOptions): Promise<Buffer> {
  const type = opts.type ?? DEFAULT_REPORT_TYPE;
  const lang = languageOfReport(data, type, opts.lang);
  const common = commonLabels(lang);
  const title = common.reportTitle[type];
  const w = new ReportWriter({
    title: `${data.participant.name} - ${data.project.name}`,
    subject: title,
    author: opts.productName,
    brand: data.brand,
    runningHead: `${title} · ${data.participant.name}`,
    footer: `${common.footer(opts.productName, reportDates(lang).dateTime(opts.generatedAt))} · ${data.brand.name}`,
    page: common.page,
    compress: opts.compress,
  });
  // Every report shows the library's texts (competences, dimensions, bands) in its language.
  const localised = inLanguage(data, lang);
  if (type === 'candidate-feedback') writeCandidateFeedback(w, localised, lang);
  else if (type === 'technical-appendix') writeTechnicalAppendix(w, localised, lang);
  else writeHiringManagerReport(w, localised, lang);
  return w.finish();
}
