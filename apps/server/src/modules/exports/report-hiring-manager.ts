import type { NumberFormatter, ReportLanguage } from '@asesa/contracts';
import { commonLabels } from './participant-report.labels';
import type { ReportData, ReportInstrument } from './participant-report.reader';
import { fitGauge, type ProfileRow, profileHeight, stenProfile } from './report-charts';
import {
  bandSourceLine,
  competenceBandLine,
  fitWord,
  formulaLines,
  jobFitExplanation,
  reportDates,
  reportNumbers,
  weakestCompetences,
  workedFit,
} from './report-format';
import { type HiringLabels, hiringLabels } from './report-hiring-manager.labels';
import { INK, MUTED, PANEL, type ReportWriter } from './report-layout';

/** What every part of the report writes with: its labels and its number formatter. */
interface Speech {
  L: HiringLabels;
  f: NumberFormatter;
  /** Where the error bands' reliability comes from, in the report's language. */
  bandSource: (ins: ReportInstrument) => string | null;
}

/**
 * The hiring manager's report: the job fit with its band, the ability and trait profiles with
 * their error bands and norms, competence levels against the targets, the job-fit breakdown and
 * formula, the integrity summary, and interview questions for the weakest competences.
 */
export function writeHiringManagerReport(w: ReportWriter, data: ReportData, lang: ReportLanguage): void {
  const common = commonLabels(lang);
  const speech: Speech = {
    L: hiringLabels(lang),
    f: reportNumbers(lang),
    bandSource: (ins) => bandSourceLine(ins, lang, common),
  };
  const { L, f } = speech;
  const p = data.participant;
  w.titleBlock(common.reportTitle['hiring-manager'], p.name, [
    `${data.project.name} · ${data.project.corporateName}`,
    `${p.code} · ${common.completed} ${reportDates(lang).dateTime(p.completedAt)}`,
    ...(p.takenWith ? [p.takenWith[lang]] : []),
  ]);

  summary(w, data, speech);

  const ability = data.instruments.filter((i) => i.kind === 'ability');
  const traits = data.instruments.filter((i) => i.kind !== 'ability');
  for (const [list, title] of [
    [ability, L.abilityProfile],
    [traits, L.traitProfile],
  ] as const) {
    if (!list.length) continue;
    // The heading stays with its first chart (whole, when it fits on a page).
    w.heading(title, keepWith(w, profileHeight(w, profileRows(list[0], speech)) + 50));
    for (const ins of list) profile(w, ins, speech);
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
        c.score === null ? L.notScored : L.sten(f.plusMinus(c.score, c.seSten)),
        c.probabilityMet === null ? '' : L.targetMet(f.probability(c.probabilityMet)),
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
  w.heading(L.competences, keepWith(w, profileHeight(w, competenceRows) + 10));
  if (data.competences.length === 0) w.text(L.noCompetences, { colour: MUTED });
  else {
    stenProfile(w, competenceRows, L.competenceLegend);
    const bands = competenceBandLine(data.competences, common);
    if (bands) w.text(bands, { size: 8, colour: MUTED });
  }

  breakdown(w, data, speech);
  integrity(w, data, speech);
  interviewQuestions(w, data, speech);
}

/** "No job fit was computed: <why>." in the report's language. */
function noJobFitText(data: ReportData, L: HiringLabels): string {
  const why = L.noJobFitReason(data.competences.length > 0, data.jobFit.reason);
  return `${L.noJobFit}${why ? `: ${why}` : '.'}`;
}

function summary(w: ReportWriter, data: ReportData, { L, f }: Speech): void {
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
    w.font(false, 9, MUTED).text(noJobFitText(data, L), w.left + 170, y + 14, {
      width: w.width - 184,
      height: height - 20,
      ellipsis: true,
    });
  } else {
    w.font(true, 28, w.brand.colour).text(f.jobFit(jf.fit), w.left + 14, y + 24, {
      width: 150,
      lineBreak: false,
    });
    const gx = w.left + 170;
    const gw = w.width - 184;
    fitGauge(w, gx, y + 10, gw, jf.fit, jf.band ?? null);
    const facts: [string, string][] = [
      [L.fitBand(jf.band ? f.percent(100 * jf.band.level, 0) : '–'), f.fitBand(jf.band)],
      [L.allTargetsMet, f.probability(jf.probability_all_met)],
      [L.integrityEvents, f.count(events)],
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
function profileRows(ins: ReportInstrument, { L, f }: Speech): ProfileRow[] {
  return ins.dimensions
    .filter((d) => d.sten !== null)
    .map((d) => ({
      label: d.name,
      note: d.band ? d.band.label : null,
      sten: d.sten,
      band: d.stenBand,
      colour: d.band?.colour,
      value: [
        L.sten(`${f.of('sten', d.sten)}${d.stenBand ? ` (${f.stenBand(d.stenBand)})` : ''}`),
        d.percentile === null ? '' : L.percentile(f.of('percentile', d.percentile)),
      ]
        .filter(Boolean)
        .join('\n'),
    }));
}

/** One instrument's profile: the chart, then each norm it used, named once. */
function profile(w: ReportWriter, ins: ReportInstrument, speech: Speech): void {
  const { L, f } = speech;
  const rows = profileRows(ins, speech);
  w.subheading(ins.name, keepWith(w, profileHeight(w, rows) + 30));
  if (ins.adaptive)
    w.text(L.adaptiveGiven(f.count(ins.adaptive.itemsGiven)), { size: 9, colour: MUTED, gap: 3 });
  else if (ins.kind === 'ability' && ins.maxScore > 0)
    w.text(
      L.numberCorrect(
        f.decimal(ins.numberCorrect, 2),
        f.decimal(ins.maxScore, 2),
        f.percent(ins.percentCorrect),
      ),
      { size: 9, colour: MUTED, gap: 3 },
    );
  stenProfile(w, rows);
  for (const d of ins.dimensions.filter((d) => d.sten === null))
    w.text(L.rawOnly(d.name, f.of('raw', d.raw)), { size: 9 });
  // Each trait has a norm table of its own; tables from one norm group and version read as one line.
  const lines = new Map<string, string[]>();
  for (const n of ins.norms) {
    const line = L.normLine(n.group ?? n.id, n.n === null ? '?' : f.count(n.n), n.version ?? '?');
    lines.set(line, [...(lines.get(line) ?? []), ...n.dimensions]);
  }
  for (const [line, dimensions] of lines)
    w.text(lines.size > 1 ? `${line}: ${dimensions.join(', ')}` : line, { size: 8.5, colour: MUTED, gap: 2 });
  const source = speech.bandSource(ins);
  if (source) w.text(source, { size: 8.5, colour: MUTED, gap: 2 });
  w.y += 4;
}

function breakdown(w: ReportWriter, data: ReportData, { L, f }: Speech): void {
  const jf = data.jobFit;
  w.heading(L.breakdown, 90);
  if (jf.fit === null) {
    w.text(noJobFitText(data, L), { colour: MUTED });
    return;
  }
  w.text(L.breakdownIntro, { size: 9, colour: MUTED });
  const C = L.columns;
  const rows = jf.contributions.map((c) => [
    c.name,
    f.of('sten', c.target),
    f.plusMinus(c.score, c.se_sten || null),
    f.probability(c.probability_met),
    f.decimal(c.share),
    f.loss(c.points_lost),
    f.signed(c.contribution),
  ]);
  const lost = jf.contributions.reduce((n, c) => n + (c.points_lost ?? 0), 0);
  rows.push([
    L.total,
    '',
    '',
    f.probability(jf.probability_all_met),
    f.count(100),
    f.loss(lost),
    f.of('jobFit', jf.fit),
  ]);
  w.table(
    [
      { header: C.competence, width: 27 },
      { header: C.target, width: 10, align: 'right' },
      { header: C.score, width: 15, align: 'right' },
      { header: C.probability, width: 14, align: 'right' },
      { header: C.share, width: 10, align: 'right' },
      { header: C.lost, width: 11, align: 'right' },
      { header: C.adds, width: 13, align: 'right' },
    ],
    rows,
    { bold: (i) => i === rows.length - 1 },
  );
  w.panel([
    { text: L.formula, bold: true, size: 9, colour: MUTED },
    ...(jf.formula ? formulaLines(jf.formula, L.formulaWords) : []).map((text) => ({ text, size: 10.5 })),
    { text: L.worked, bold: true, size: 9, colour: MUTED },
    ...workedFit(data, f, fitWord(L)).map((text) => ({ text, size: 10.5 })),
  ]);
  const explanation = jobFitExplanation(data, L, f);
  if (explanation) w.text(explanation, { size: 8.5, colour: MUTED });
}

function integrity(w: ReportWriter, data: ReportData, { L, f }: Speech): void {
  w.heading(L.integrity, 50);
  if (data.proctoringLevel)
    w.text(L.proctoring(L.proctoringLevels[data.proctoringLevel] ?? data.proctoringLevel), {
      size: 9,
      colour: MUTED,
    });
  if (data.integrity.length === 0) w.text(L.noEvents);
  else w.pairs(data.integrity.map((i) => [L.eventKind(i.kind), f.count(i.count)]));
  w.text(L.integrityNote, { size: 8.5, colour: MUTED });
}

function interviewQuestions(w: ReportWriter, data: ReportData, { L, f }: Speech): void {
  const weakest = weakestCompetences(data);
  if (weakest.length === 0) return;
  w.heading(L.interview, 75);
  w.text(weakest[0].shortfall > 0 ? L.interviewIntroShort : L.interviewIntroMet, { size: 9, colour: MUTED });
  for (const { competence: c, shortfall } of weakest) {
    const facts = [
      `${L.level}: ${c.label ?? L.notScored}`,
      c.targetLabel ? `${L.target}: ${c.targetLabel}` : null,
      shortfall > 0 ? L.shortBy(f.decimal(shortfall, 2)) : null,
    ].filter(Boolean);
    w.subheading(c.name, 40);
    w.text(facts.join(' · '), { size: 9, colour: MUTED, gap: 4 });
    if (c.interviewQuestions.length === 0) w.text(L.noQuestions, { colour: MUTED });
    for (const q of c.interviewQuestions) w.bullet(q);
    w.y += 4;
  }
}
