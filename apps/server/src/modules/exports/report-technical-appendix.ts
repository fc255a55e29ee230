import type { ReportLanguage } from '@asesa/contracts';
import { commonLabels } from './participant-report.labels';
import type { ReportData, ReportNorm } from './participant-report.reader';
import {
  bandSourceLine,
  competenceBandLine,
  fitWord,
  formulaLines,
  jobFitExplanation,
  reportDates,
  reportNumbers,
  workedFit,
} from './report-format';
import { hiringLabels } from './report-hiring-manager.labels';
import { MUTED, type ReportWriter } from './report-layout';
import { technicalLabels } from './report-technical-appendix.labels';

/**
 * The technical appendix: the versions that made the scores (instrument, blueprint, norms, engine),
 * each norm once with its group and N, reliabilities and standard errors, raw/z/T/sten/percentile
 * per dimension, how the competences were computed, and the job-fit method with R and S.
 */
export function writeTechnicalAppendix(w: ReportWriter, data: ReportData, lang: ReportLanguage): void {
  const words = appendixWords(lang);
  const p = data.participant;
  w.titleBlock(words.common.reportTitle['technical-appendix'], p.name, [
    `${data.project.name} · ${data.project.corporateName}`,
    `${p.code} · ${words.common.completed} ${words.dates.dateTime(p.completedAt)}`,
    ...(p.takenWith ? [p.takenWith[lang]] : []),
  ]);
  writeVersions(w, data, words);
  writeNorms(w, data, words);
  writeScores(w, data, words);
  if (data.competences.length) writeCompetences(w, data, words);
  writeJobFitMethod(w, data, words);
}

/** The labels and formatters of the appendix's language, read once for all its parts. */
function appendixWords(lang: ReportLanguage) {
  return {
    lang,
    L: technicalLabels(lang),
    // The job fit's formula and its words are the hiring manager's report's.
    H: hiringLabels(lang),
    f: reportNumbers(lang),
    dates: reportDates(lang),
    common: commonLabels(lang),
  };
}
type AppendixWords = ReturnType<typeof appendixWords>;

/** The versions that made the scores: instrument, blueprint, engine, when scored. */
function writeVersions(w: ReportWriter, data: ReportData, { L, dates }: AppendixWords): void {
  w.heading(L.versions);
  const V = L.versionColumns;
  w.table(
    [
      { header: V.instrument, width: 30 },
      { header: V.version, width: 10, align: 'right' },
      { header: V.blueprint, width: 30 },
      { header: V.engine, width: 12 },
      { header: V.scored, width: 18 },
    ],
    data.instruments.map((i) => [
      `${i.name} (${i.code})`,
      `v${i.version}`,
      i.blueprint ? `${i.blueprint.name}, v${i.blueprint.version}` : '–',
      i.engineVersion,
      dates.shortDateTime(i.scoredAt),
    ]),
  );
  const engines = [...new Set(data.instruments.map((i) => i.engineVersion))];
  w.text(L.engineLine(engines.join(', ')), { size: 9, colour: MUTED });
}

/** Each norm once, with its group, N, version and the dimensions it scored. */
function writeNorms(w: ReportWriter, data: ReportData, { L, f }: AppendixWords): void {
  w.heading(L.norms);
  const norms = new Map<string, ReportNorm>();
  for (const n of data.instruments.flatMap((i) => i.norms)) {
    const key = `${n.id} ${n.version ?? ''}`;
    const known = norms.get(key);
    if (known) known.dimensions = [...new Set([...known.dimensions, ...n.dimensions])];
    else norms.set(key, { ...n, dimensions: [...n.dimensions] });
  }
  const N = L.normColumns;
  w.table(
    [
      { header: N.norm, width: 34 },
      { header: N.group, width: 14 },
      { header: N.n, width: 9, align: 'right' },
      { header: N.version, width: 11 },
      { header: N.dimensions, width: 32 },
    ],
    [...norms.values()].map((n) => [
      n.id,
      n.group ?? '–',
      f.count(n.n),
      n.version ?? '–',
      n.dimensions.join(', '),
    ]),
  );
}

/** Per instrument, raw/z/T/sten/percentile with reliability and SE per dimension, and θ. */
function writeScores(w: ReportWriter, data: ReportData, { L, f, lang, common }: AppendixWords): void {
  const S = L.scoreColumns;
  for (const ins of data.instruments) {
    w.heading(L.scores(ins.name));
    if (ins.adaptive)
      w.text(L.adaptiveGiven(f.count(ins.adaptive.itemsGiven), f.decimal(ins.numberCorrect, 2)), {
        size: 9,
        colour: MUTED,
      });
    else if (ins.maxScore > 0)
      w.text(
        L.numberCorrect(
          f.decimal(ins.numberCorrect, 2),
          f.decimal(ins.maxScore, 2),
          f.percent(ins.percentCorrect),
        ),
        { size: 9, colour: MUTED },
      );
    w.table(
      [
        { header: S.dimension, width: 24 },
        { header: S.raw, width: 10, align: 'right' },
        { header: S.z, width: 8, align: 'right' },
        { header: S.T, width: 8, align: 'right' },
        { header: S.sten, width: 8, align: 'right' },
        { header: S.percentile, width: 11, align: 'right' },
        { header: S.reliability, width: 7, align: 'right' },
        { header: S.se, width: 10, align: 'right' },
        { header: S.band, width: 14, align: 'right' },
      ],
      ins.dimensions.map((d) => [
        d.band ? `${d.name} (${d.band.label})` : d.name,
        f.of('raw', d.raw),
        f.fixed(d.z, 2),
        f.fixed(d.T, 1),
        f.of('sten', d.sten),
        f.of('percentile', d.percentile),
        f.fixed(d.reliability, 2),
        f.fixed(d.seSten, 2),
        // The band as the drawer and the other reports print it: one value, one format.
        f.stenBand(d.stenBand),
      ]),
    );
    // θ beside the table rather than in it: few dimensions have one, and the table is full width.
    const withTheta = ins.dimensions.filter((d) => d.theta);
    for (const d of withTheta) {
      const theta = d.theta as NonNullable<typeof d.theta>;
      w.text(
        L.theta(
          d.name,
          f.fixed(theta.value, 2),
          f.fixed(theta.se, 2),
          theta.answered === null ? null : f.count(theta.answered),
        ),
        { size: 9 },
      );
    }
    if (withTheta.length) w.text(L.thetaNote, { size: 8.5, colour: MUTED });
    const source = bandSourceLine(ins, lang, common);
    if (source) w.text(source, { size: 8.5, colour: MUTED });
  }
  w.text(L.seNote, { size: 8.5, colour: MUTED });
}

/** How the competences were computed from the dimensions, with their bands and targets. */
function writeCompetences(w: ReportWriter, data: ReportData, { L, f, lang, common }: AppendixWords): void {
  w.heading(L.competences);
  const C = L.competenceColumns;
  w.table(
    [
      { header: C.competence, width: 20 },
      { header: C.components, width: 28 },
      { header: C.sten, width: 8, align: 'right' },
      { header: C.se, width: 8, align: 'right' },
      { header: C.band, width: 14, align: 'right' },
      { header: C.target, width: 9, align: 'right' },
      { header: C.probability, width: 13, align: 'right' },
    ],
    data.competences.map((c) => [
      `${c.name} (${c.code})`,
      c.components.map((k) => `${k.name}: ${f.decimal(k.weight, 2)} × ${f.fixed(k.z, 2)}`).join('\n') ||
        (lang === 'en' ? c.reason : null) ||
        '–',
      f.fixed(c.score, 2),
      f.fixed(c.seSten, 2),
      f.stenBand(c.stenBand),
      f.of('sten', c.targetSten),
      f.probability(c.probabilityMet),
    ]),
  );
  w.text(L.competenceNote, { size: 8.5, colour: MUTED });
  const bands = competenceBandLine(data.competences, common);
  if (bands) w.text(bands, { size: 8.5, colour: MUTED });
}

/** The job-fit method with R and S, or why there is no job fit. */
function writeJobFitMethod(w: ReportWriter, data: ReportData, { L, H, f }: AppendixWords): void {
  // The heading stays with the formula panel below it (about 130 points), not alone at a page's foot.
  w.heading(L.method, 150);
  const jf = data.jobFit;
  if (jf.fit === null) {
    const why = H.noJobFitReason(data.competences.length > 0, jf.reason);
    w.text(`${L.noJobFit}${why ? `: ${why}` : '.'}`, { colour: MUTED });
    return;
  }
  w.panel([
    ...(jf.formula ? formulaLines(jf.formula, H.formulaWords) : []).map((text) => ({ text, size: 10.5 })),
    ...workedFit(data, f, fitWord(H)).map((text) => ({ text, size: 10.5, bold: true })),
  ]);
  if (jf.range !== null && jf.range !== undefined) w.text(L.range(f.decimal(jf.range, 2)), { size: 9.5 });
  if (jf.mean_shortfall !== null && jf.mean_shortfall !== undefined)
    w.text(L.shortfall(f.fixed(jf.mean_shortfall, 3)), { size: 9.5 });
  if (jf.band) w.text(L.band(f.percent(100 * jf.band.level, 0), f.fitBand(jf.band)), { size: 9.5 });
  if (jf.probability_all_met !== null && jf.probability_all_met !== undefined)
    w.text(L.allMet(f.probability(jf.probability_all_met)), { size: 9.5 });
  const explanation = jobFitExplanation(data, H, f);
  if (explanation) w.text(explanation, { size: 8.5, colour: MUTED });
}
