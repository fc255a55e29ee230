import { reportDates } from '../exports/report-format';
import { MUTED, ReportWriter } from '../exports/report-layout';
import { writeDistractors, writeItemStatistics, writePurpose, writeSample } from './technical-manual-content';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { writeFairness, writeIrt, writeNorms, writeReliability } from './technical-manual-psychometrics';
import { sampleInShort } from './technical-manual-words';

/** The manual is written in English; its dates as the English reports write them (UTC, named). */
const dates = reportDates('en');

export interface ManualOptions {
  generatedAt: string;
  productName: string;
  /** pdfkit compresses page streams; tests may turn it off. */
  compress?: boolean;
}

/**
 * Renders the technical manual: A4, a title page, then eight numbered sections. The footer of every
 * page names the engine version, the analysis and the sample, so any figure can be traced back.
 */
export function renderTechnicalManual(data: ManualData, opts: ManualOptions): Promise<Buffer> {
  const { instrument } = data;
  const title = `${instrument.name} · version ${instrument.version}`;
  const w = new ReportWriter({
    title: `${instrument.name} version ${instrument.version} - technical manual`,
    subject: 'Technical manual',
    author: opts.productName,
    brand: data.brand,
    runningHead: `Technical manual · ${title}`,
    footer: `${opts.productName} engine ${data.engineVersion} · analysis #${data.analysisId} · sample: ${sampleInShort(data)}`,
    page: (page, pages) => `page ${page} of ${pages}`,
    compress: opts.compress,
  });
  const positions = new Map(instrument.items.map((item, i) => [item.id, `Q${i + 1}`]));
  const label: ItemLabel = (id) => positions.get(id) ?? id;

  writeTitlePage(w, data, opts);
  w.newPage();
  writePurpose(w, data);
  writeSample(w, data);
  writeItemStatistics(w, data, label);
  writeDistractors(w, data, label);
  writeReliability(w, data);
  writeIrt(w, data, label);
  writeNorms(w, data);
  writeFairness(w, data, label);
  return w.finish();
}

function writeTitlePage(w: ReportWriter, data: ManualData, opts: ManualOptions): void {
  const { instrument } = data;
  w.y += 120;
  w.titleBlock('Technical manual', instrument.name, [
    `Code ${instrument.code} · version ${instrument.version} (published ${dates.date(instrument.publishedAt)})`,
  ]);
  w.y += 20;
  w.pairs([
    ['Instrument', instrument.name],
    ['Code', instrument.code],
    ['Version', String(instrument.version)],
    ['Generated', dates.dateTime(opts.generatedAt)],
    ['Engine version', `${opts.productName} engine ${data.engineVersion}`],
    ['Analysis', `#${data.analysisId}, finished ${dates.dateTime(data.finishedAt)}`],
    ['Sample', `N = ${data.makeUp.n} completed participants`],
  ]);
  w.y += 20;
  w.text(
    'Every figure in this manual comes from the analysis named above, run by the engine version named above over the sample described in section 2. The same analysis re-run on the same sample with the same engine version gives the same figures. Nothing in this manual identifies a participant: the sample is described by counts only, and a group of fewer than 5 persons is shown as "fewer than 5".',
    { size: 9, colour: MUTED },
  );
}
