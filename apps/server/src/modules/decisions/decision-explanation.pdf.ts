import type { DecisionExplanation } from '@asesa/contracts';
import { dateFormatter, fillTemplate } from '@asesa/contracts';
import { ReportWriter } from '../exports/report-layout';
import { EXPLANATION_LABELS } from './decision-explanation.labels';

const PAGE = {
  en: (page: number, pages: number) => `Page ${page} of ${pages}`,
  id: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
};

/** The candidate's explanation as a PDF: the page's content, in the same language and order. */
export function renderExplanationPdf(
  e: DecisionExplanation,
  opts: { generatedAt: string; productName: string; colour?: string },
): Promise<Buffer> {
  const L = EXPLANATION_LABELS[e.language];
  const w = new ReportWriter({
    title: `${L.title} · ${e.name}`,
    subject: L.title,
    author: opts.productName,
    brand: { colour: opts.colour ?? '#1d4ed8', logo: null, name: e.corporate_name },
    runningHead: `${L.title} · ${e.name}`,
    footer: `${L.pdfFooter} · ${fillTemplate(L.generated, { date: dateFormatter(e.language).dateTime(opts.generatedAt) })}`,
    page: PAGE[e.language],
  });
  w.titleBlock(L.title, e.name, [
    `${e.project_name} · ${e.corporate_name}`,
    fillTemplate(L.intro, { company: e.corporate_name, project: e.project_name }),
  ]);

  w.heading(L.decisionHeading);
  if (e.review) {
    w.panel([{ text: e.review.decision_text, bold: true, size: 12 }]);
    w.pairs([[L.reasonLabel, e.review.reason]]);
  }
  w.subheading(L.reviewHeading);
  w.bullet(e.review ? e.review.reviewed_at_text : L.notReviewed);

  w.heading(L.measuredHeading);
  for (const i of e.measured) {
    w.subheading(i.instrument_name);
    w.bullet(i.summary);
    for (const s of i.scores) w.bullet(s.description, { indent: 12 });
  }

  w.heading(L.recommendationHeading);
  if (e.recommendation) {
    w.panel([{ text: e.recommendation.fit_text, bold: true }]);
    for (const line of e.recommendation.how) w.bullet(line);
    for (const part of e.recommendation.parts) w.bullet(part.text, { indent: 12 });
    w.bullet(e.recommendation.use_text, { bold: true });
  } else w.bullet(L.noRecommendation);

  w.heading(L.contestHeading);
  w.bullet(e.contest.text);
  if (e.contest.contested_at)
    w.bullet(fillTemplate(L.contested, { date: dateFormatter(e.language).dateTime(e.contest.contested_at) }));
  return w.finish();
}
