import { commonLabels, TECHNICAL } from './participant-report.labels';
import type { ReportData, ReportNorm } from './participant-report.reader';
import { dateTime, fixed, formulaLines, percent, short, workedFit } from './report-format';
import { MUTED, type ReportWriter } from './report-layout';

/**
 * The technical appendix: the versions that made the scores (instrument, blueprint, norms, engine),
 * each norm once with its group and N, reliabilities and standard errors, raw/z/T/sten/percentile
 * per dimension, how the competences were computed, and the job-fit method with R and S.
 */
export function writeTechnicalAppendix(w: ReportWriter, data: ReportData): void {
  const L = TECHNICAL;
  const p = data.participant;
  const common = commonLabels('en');
  w.titleBlock(common.reportTitle['technical-appendix'], p.name, [
    `${data.project.name} · ${data.project.corporateName}`,
    `${p.code} · ${common.completed} ${dateTime(p.completedAt)}`,
  ]);

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
      dateTime(i.scoredAt),
    ]),
  );
  const engines = [...new Set(data.instruments.map((i) => i.engineVersion))];
  w.text(L.engineLine(engines.join(', ')), { size: 9, colour: MUTED });

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
      n.n === null ? '–' : n.n.toLocaleString('en'),
      n.version ?? '–',
      n.dimensions.join(', '),
    ]),
  );

  const S = L.scoreColumns;
  for (const ins of data.instruments) {
    w.heading(L.scores(ins.name));
    if (ins.adaptive)
      w.text(L.adaptiveGiven(ins.adaptive.itemsGiven, short(ins.numberCorrect, 2)), {
        size: 9,
        colour: MUTED,
      });
    else if (ins.maxScore > 0)
      w.text(
        L.numberCorrect(short(ins.numberCorrect, 2), short(ins.maxScore, 2), short(ins.percentCorrect, 1)),
        {
          size: 9,
          colour: MUTED,
        },
      );
    w.table(
      [
        { header: S.dimension, width: 24 },
        { header: S.raw, width: 8, align: 'right' },
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
        short(d.raw, 2),
        fixed(d.z, 2),
        fixed(d.T, 1),
        short(d.sten, 1),
        fixed(d.percentile, 1),
        fixed(d.reliability, 2),
        fixed(d.seSten, 2),
        d.stenBand ? `${fixed(d.stenBand.low, 2)}–${fixed(d.stenBand.high, 2)}` : '–',
      ]),
    );
    // θ beside the table rather than in it: few dimensions have one, and the table is full width.
    const withTheta = ins.dimensions.filter((d) => d.theta);
    for (const d of withTheta) {
      const theta = d.theta as NonNullable<typeof d.theta>;
      w.text(L.theta(d.name, fixed(theta.value, 2), fixed(theta.se, 2), theta.answered), { size: 9 });
    }
    if (withTheta.length) w.text(L.thetaNote, { size: 8.5, colour: MUTED });
  }
  w.text(L.seNote, { size: 8.5, colour: MUTED });

  if (data.competences.length) {
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
        { header: C.probability, width: 10, align: 'right' },
      ],
      data.competences.map((c) => [
        `${c.name} (${c.code})`,
        c.components.map((k) => `${k.name}: ${short(k.weight, 2)} × ${fixed(k.z, 2)}`).join('\n') ||
          (c.reason ?? '–'),
        fixed(c.score, 2),
        fixed(c.seSten, 2),
        c.stenBand ? `${fixed(c.stenBand.low, 2)}–${fixed(c.stenBand.high, 2)}` : '–',
        short(c.targetSten, 2),
        percent(c.probabilityMet),
      ]),
    );
    w.text(L.competenceNote, { size: 8.5, colour: MUTED });
  }

  w.heading(L.method, 80);
  const jf = data.jobFit;
  if (jf.fit === null) {
    w.text(`${L.noJobFit}${jf.reason ? `: ${jf.reason}` : '.'}`, { colour: MUTED });
    return;
  }
  w.panel([
    ...(jf.formula ? formulaLines(jf.formula) : []).map((text) => ({ text, size: 10.5 })),
    ...workedFit(data).map((text) => ({ text, size: 10.5, bold: true })),
  ]);
  if (jf.range !== null && jf.range !== undefined) w.text(L.range(short(jf.range, 2)), { size: 9.5 });
  if (jf.mean_shortfall !== null && jf.mean_shortfall !== undefined)
    w.text(L.shortfall(fixed(jf.mean_shortfall, 3)), { size: 9.5 });
  if (jf.band)
    w.text(L.band(`${Math.round(jf.band.level * 100)} %`, short(jf.band.lower, 1), short(jf.band.upper, 1)), {
      size: 9.5,
    });
  if (jf.probability_all_met !== null && jf.probability_all_met !== undefined)
    w.text(L.allMet(percent(jf.probability_all_met)), { size: 9.5 });
  if (jf.explanation) w.text(jf.explanation, { size: 8.5, colour: MUTED });
}
