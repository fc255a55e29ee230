import type { ReportLanguage } from '@asesa/contracts';
import { MUTED, ReportWriter } from '../exports/report-layout';
import { type ManualText, manualText } from './technical-manual.labels';
import { writeAccommodation } from './technical-manual-accommodation';
import { writeDistractors, writeItemStatistics, writePurpose, writeSample } from './technical-manual-content';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { writeImpactOverTime } from './technical-manual-impact';
import { writeIrt } from './technical-manual-irt';
import { writeOversight } from './technical-manual-oversight';
import { writeFairness, writeNorms, writeReliability } from './technical-manual-psychometrics';
import { sampleInShort } from './technical-manual-words';

export interface ManualOptions {
  generatedAt: string;
  productName: string;
  /** The manual's language: its words, numbers ("0,63") and dates; English without it. */
  lang?: ReportLanguage;
  /** pdfkit compresses page streams; tests may turn it off. */
  compress?: boolean;
}

/**
 * Renders the technical manual: A4, a title page, then eight numbered sections. The footer of every
 * page names the engine version, the analysis and the sample, so any figure can be traced back.
 */
export function renderTechnicalManual(data: ManualData, opts: ManualOptions): Promise<Buffer> {
  const { instrument } = data;
  const t = manualText(opts.lang ?? 'en');
  const { L, f } = t;
  const version = f.count(instrument.version);
  const w = new ReportWriter({
    title: L.docTitle(instrument.name, version),
    subject: L.title,
    author: opts.productName,
    brand: data.brand,
    runningHead: L.runningHead(instrument.name, version),
    footer: L.footer(opts.productName, data.engineVersion, String(data.analysisId), sampleInShort(data, t)),
    page: (page, pages) => L.page(f.count(page), f.count(pages)),
    compress: opts.compress,
  });
  const positions = new Map(instrument.items.map((item, i) => [item.id, `Q${i + 1}`]));
  const label: ItemLabel = (id) => positions.get(id) ?? id;

  writeTitlePage(w, data, opts, t);
  w.newPage();
  writePurpose(w, data, t);
  writeSample(w, data, t);
  writeItemStatistics(w, data, label, t);
  writeDistractors(w, data, label, t);
  writeReliability(w, data, t);
  writeIrt(w, data, label, t);
  writeNorms(w, data, t);
  writeFairness(w, data, label, t);
  writeImpactOverTime(w, data, t);
  writeAccommodation(w, data.accommodation, label, t);
  writeOversight(w, t);
  return w.finish();
}

function writeTitlePage(w: ReportWriter, data: ManualData, opts: ManualOptions, t: ManualText): void {
  const { instrument } = data;
  const { L, f, dates } = t;
  const version = f.count(instrument.version);
  w.y += 120;
  w.titleBlock(L.title, instrument.name, [
    L.codeLine(instrument.code, version, dates.date(instrument.publishedAt)),
  ]);
  w.y += 20;
  w.pairs([
    [L.titlePairs.instrument, instrument.name],
    [L.titlePairs.code, instrument.code],
    [L.titlePairs.version, version],
    [L.titlePairs.generated, dates.dateTime(opts.generatedAt)],
    [L.titlePairs.engine, L.engineName(opts.productName, data.engineVersion)],
    [L.titlePairs.analysis, L.analysisFinished(String(data.analysisId), dates.dateTime(data.finishedAt))],
    [L.titlePairs.sample, L.sampleCompleted(f.count(data.makeUp.n))],
  ]);
  w.y += 20;
  w.text(L.traceability, { size: 9, colour: MUTED });
}
