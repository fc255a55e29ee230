import { commonLabels, HIRING } from './participant-report.labels';
import type { ReportData, ReportInstrument } from './participant-report.reader';
import { fitGauge, type ProfileRow, profileHeight, stenProfile } from './report-charts';
import {
  dateTime,
  fixed,
  formulaLines,
  percent,
  short,
  weakestCompetences,
  workedFit,
} from './report-format';
import { INK, MUTED, PANEL, type ReportWriter } from './report-layout';

/**
 * The hiring manager's report: the job fit with its band, the ability and trait profiles with
 * their error bands and norms, competence levels against the targets, the job-fit breakdown and
 * formula, the integrity summary, and interview questions for the weakest competences.
 */
export function writeHiringManagerReport(w: ReportWriter, data: ReportData): void {
  const L = HIRING;
  const p = data.participant;
  w.titleBlock(commonLabels('en').reportTitle['hiring-manager'], p.name, [
    `${data.project.name} · ${data.project.corporateName}`,
    `${p.code} · ${commonLabels('en').completed} ${dateTime(p.completedAt)}`,
  ]);

  summary(w, data);

  const ability = data.instruments.filter((i) => i.kind === 'ability');
  const traits = data.instruments.filter((i) => i.kind !== 'ability');
  for (const [list, title] of [
    [ability, L.abilityProfile],
    [traits, L.traitProfile],
  ] as const) {
    if (!list.length) continue;
    // The heading stays with its first chart (whole, when it fits on a page).
    w.heading(title, keepWith(w, profileHeight(w, profileRows(list[0])) + 50));
    for (const ins of list) profile(w, ins);
    w.text(L.profileLegend, { size: 8, colour: MUTED });
  }

  const competenceRows = data.competences.map(
    (c): ProfileRow => ({
      label: c.name,
      note: `${L.level}: ${c.label ?? L.notScored}${c.targetLabel ? ` (${L.target}: ${c.targetLabel})` : ''}`,
      sten: c.score,
      band: c.stenBand,
      colour: c.colour,
      target: c.targetSten,
      value: [
        c.score === null
          ? L.notScored
          : `Sten ${fixed(c.score, 1)}${c.seSten === null ? '' : ` ± ${fixed(c.seSten, 1)}`}`,
        c.probabilityMet === null ? '' : `P(target met) ${percent(c.probabilityMet)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
  w.heading(L.competences, keepWith(w, profileHeight(w, competenceRows) + 10));
  if (data.competences.length === 0) w.text(L.noCompetences, { colour: MUTED });
  else stenProfile(w, competenceRows, L.competenceLegend);

  breakdown(w, data);
  integrity(w, data);
  interviewQuestions(w, data);
}

function summary(w: ReportWriter, data: ReportData): void {
  const L = HIRING;
  const jf = data.jobFit;
  const events = data.integrity.reduce((n, k) => n + k.count, 0);
  w.heading(L.summary, 100);
  const doc = w.doc;
  const height = 92;
  w.ensure(height);
  const y = doc.y;
  doc.roundedRect(w.left, y, w.width, height, 5).fill(PANEL);
  w.font(false, 9, MUTED).text(L.jobFit, w.left + 14, y + 12, { width: 150 });
  if (jf.fit === null) {
    w.font(true, 16).text('–', w.left + 14, y + 26, { width: 150 });
    w.font(false, 9, MUTED).text(`${L.noJobFit}${jf.reason ? `: ${jf.reason}` : '.'}`, w.left + 170, y + 14, {
      width: w.width - 184,
      height: height - 20,
      ellipsis: true,
    });
  } else {
    w.font(true, 28, w.brand.colour).text(`${short(jf.fit, 1)} %`, w.left + 14, y + 24, {
      width: 150,
      lineBreak: false,
    });
    const gx = w.left + 170;
    const gw = w.width - 184;
    fitGauge(w, gx, y + 10, gw, jf.fit, jf.band ?? null);
    const facts: [string, string][] = [
      [
        L.fitBand(jf.band ? `${Math.round(jf.band.level * 100)} %` : '–'),
        jf.band ? `${short(jf.band.lower, 1)}–${short(jf.band.upper, 1)}` : '–',
      ],
      [L.allTargetsMet, percent(jf.probability_all_met)],
      [L.integrityEvents, String(events)],
    ];
    const cw = gw / facts.length;
    facts.forEach(([label, value], i) => {
      w.font(false, 8, MUTED).text(label, gx + i * cw, y + 50, { width: cw - 6 });
      w.font(true, 12, INK).text(value, gx + i * cw, y + 68, { width: cw - 6, lineBreak: false });
    });
  }
  doc.x = w.left;
  doc.y = y + height + 6;
}

/** A heading keeps `height` points of what follows with it, or as much as a page holds. */
const keepWith = (w: ReportWriter, height: number) => Math.min(w.pageHeight - 40, height);

/** An instrument's normed dimensions as profile rows. */
function profileRows(ins: ReportInstrument): ProfileRow[] {
  return ins.dimensions
    .filter((d) => d.sten !== null)
    .map((d) => ({
      label: d.name,
      note: d.band ? d.band.label : null,
      sten: d.sten,
      band: d.stenBand,
      colour: d.band?.colour,
      value: [
        `Sten ${short(d.sten, 1)}${d.stenBand ? ` (${short(d.stenBand.low, 1)}–${short(d.stenBand.high, 1)})` : ''}`,
        d.percentile === null ? '' : `Percentile ${short(d.percentile, 0)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    }));
}

/** One instrument's profile: the chart, then each norm it used, named once. */
function profile(w: ReportWriter, ins: ReportInstrument): void {
  const L = HIRING;
  const rows = profileRows(ins);
  w.subheading(ins.name, keepWith(w, profileHeight(w, rows) + 30));
  if (ins.adaptive) w.text(L.adaptiveGiven(ins.adaptive.itemsGiven), { size: 9, colour: MUTED, gap: 3 });
  else if (ins.kind === 'ability' && ins.maxScore > 0)
    w.text(
      `Number correct ${short(ins.numberCorrect, 2)} of ${short(ins.maxScore, 2)} (${short(ins.percentCorrect, 0)} %)`,
      { size: 9, colour: MUTED, gap: 3 },
    );
  stenProfile(w, rows);
  for (const d of ins.dimensions.filter((d) => d.sten === null))
    w.text(`${d.name}: raw ${short(d.raw, 2)} (${L.noNorm.toLowerCase()})`, { size: 9 });
  // Each trait has a norm table of its own; tables from one norm group and version read as one line.
  const lines = new Map<string, string[]>();
  for (const n of ins.norms) {
    const line = L.normLine(n.group ?? n.id, n.n === null ? '?' : n.n.toLocaleString('en'), n.version ?? '?');
    lines.set(line, [...(lines.get(line) ?? []), ...n.dimensions]);
  }
  for (const [line, dimensions] of lines)
    w.text(lines.size > 1 ? `${line}: ${dimensions.join(', ')}` : line, { size: 8.5, colour: MUTED, gap: 2 });
  w.y += 4;
}

function breakdown(w: ReportWriter, data: ReportData): void {
  const L = HIRING;
  const jf = data.jobFit;
  w.heading(L.breakdown, 90);
  if (jf.fit === null) {
    w.text(`${L.noJobFit}${jf.reason ? `: ${jf.reason}` : '.'}`, { colour: MUTED });
    return;
  }
  w.text(L.breakdownIntro, { size: 9, colour: MUTED });
  const C = L.columns;
  const rows = jf.contributions.map((c) => [
    c.name,
    short(c.target, 2),
    `${fixed(c.score, 1)}${c.se_sten ? ` ± ${fixed(c.se_sten, 1)}` : ''}`,
    percent(c.probability_met),
    short(c.share, 1),
    c.points_lost ? `\u2212${short(c.points_lost, 1)}` : '0',
    short(c.contribution, 1),
  ]);
  const lost = jf.contributions.reduce((n, c) => n + (c.points_lost ?? 0), 0);
  rows.push([
    L.total,
    '',
    '',
    percent(jf.probability_all_met),
    '100',
    lost ? `\u2212${short(lost, 1)}` : '0',
    short(jf.fit, 1),
  ]);
  w.table(
    [
      { header: C.competence, width: 30 },
      { header: C.target, width: 10, align: 'right' },
      { header: C.score, width: 15, align: 'right' },
      { header: C.probability, width: 14, align: 'right' },
      { header: C.share, width: 10, align: 'right' },
      { header: C.lost, width: 11, align: 'right' },
      { header: C.adds, width: 10, align: 'right' },
    ],
    rows,
    { bold: (i) => i === rows.length - 1 },
  );
  w.panel([
    { text: L.formula, bold: true, size: 9, colour: MUTED },
    ...(jf.formula ? formulaLines(jf.formula) : []).map((text) => ({ text, size: 10.5 })),
    { text: L.worked, bold: true, size: 9, colour: MUTED },
    ...workedFit(data).map((text) => ({ text, size: 10.5 })),
  ]);
  if (jf.explanation) w.text(jf.explanation, { size: 8.5, colour: MUTED });
}

function integrity(w: ReportWriter, data: ReportData): void {
  const L = HIRING;
  w.heading(L.integrity, 50);
  if (data.proctoringLevel) w.text(L.proctoring(data.proctoringLevel), { size: 9, colour: MUTED });
  if (data.integrity.length === 0) w.text(L.noEvents);
  else w.pairs(data.integrity.map((i) => [i.kind.replaceAll('_', ' '), String(i.count)]));
  w.text(data.integrityNote, { size: 8.5, colour: MUTED });
}

function interviewQuestions(w: ReportWriter, data: ReportData): void {
  const L = HIRING;
  const weakest = weakestCompetences(data);
  if (weakest.length === 0) return;
  w.heading(L.interview, 75);
  w.text(weakest[0].shortfall > 0 ? L.interviewIntroShort : L.interviewIntroMet, { size: 9, colour: MUTED });
  for (const { competence: c, shortfall } of weakest) {
    const facts = [
      `${L.level}: ${c.label ?? L.notScored}`,
      c.targetLabel ? `${L.target}: ${c.targetLabel}` : null,
      shortfall > 0 ? L.shortBy(short(shortfall, 2)) : null,
    ].filter(Boolean);
    w.subheading(c.name, 40);
    w.text(facts.join(' · '), { size: 9, colour: MUTED, gap: 4 });
    if (c.interviewQuestions.length === 0) w.text(L.noQuestions, { colour: MUTED });
    for (const q of c.interviewQuestions) w.bullet(q);
    w.y += 4;
  }
}
