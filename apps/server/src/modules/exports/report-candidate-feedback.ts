import type { ReportLanguage } from '@asesa/contracts';
import { type CandidateLabels, candidateLabels, commonLabels } from './participant-report.labels';
import type { ReportData, ReportDimension } from './participant-report.reader';
import { pill, threeStepScale } from './report-charts';
import { bandName, reportDates, stepOf } from './report-format';
import { MUTED, type ReportWriter } from './report-layout';

/** At most this many strengths and development points: a few clear ones read better than a list. */
const MAX_POINTS = 5;

interface Point {
  lead: string;
  text: string;
}

/**
 * The candidate's feedback in plain words and the candidate's language: strengths and points to
 * develop from the competence levels and the band descriptions, the work style and reasoning as
 * lower / middle / higher, and next steps. It prints no norm figures and no hiring verdict.
 */
export function writeCandidateFeedback(w: ReportWriter, data: ReportData, lang: ReportLanguage): void {
  const L = candidateLabels(lang);
  const common = commonLabels(lang);
  const p = data.participant;
  w.titleBlock(common.reportTitle['candidate-feedback'], p.name, [
    data.project.name,
    `${common.completed} ${reportDates(lang).date(p.completedAt)}`,
    ...(p.takenWith ? [p.takenWith[lang]] : []),
  ]);
  w.text(L.intro(data.project.name), { gap: 6 });

  const { strengths, development } = pointsOf(data);
  w.heading(L.strengths, 60);
  w.text(L.strengthsIntro, { size: 9, colour: MUTED });
  if (strengths.length === 0) w.text(L.noStrengths);
  for (const s of strengths) w.leadBullet(s.lead, s.text);

  w.heading(L.development, 60);
  w.text(L.developmentIntro, { size: 9, colour: MUTED });
  if (development.length === 0) w.text(L.noDevelopment);
  for (const d of development) w.leadBullet(d.lead, d.text);

  const scored = data.competences.filter((c) => c.label !== null);
  if (scored.length) {
    w.heading(L.competences, 60);
    w.text(L.competencesIntro, { size: 9, colour: MUTED });
    for (const c of scored) {
      const textWidth = w.width - 150;
      const height = Math.max(
        18,
        w.measure(c.name, textWidth, true) +
          (c.description ? w.measure(c.description, textWidth, false, 9) : 0),
      );
      w.ensure(height + 6);
      const y = w.y;
      pill(w, w.left + w.width - 130, y, 130, c.label as string, c.colour);
      w.font(true, 10).text(c.name, w.left, y, { width: textWidth });
      if (c.description) w.font(false, 9, MUTED).text(c.description, w.left, w.doc.y, { width: textWidth });
      w.y = Math.max(w.doc.y, y + 18) + 6;
    }
  }

  const traits = data.instruments.filter((i) => i.kind !== 'ability').flatMap((i) => i.dimensions);
  if (traits.some((d) => d.sten !== null)) {
    w.heading(L.workStyle, 60);
    w.text(L.workStyleIntro, { size: 9, colour: MUTED });
    for (const d of traits) scaleRow(w, d, L);
  }
  const reasoning = data.instruments.filter((i) => i.kind === 'ability').flatMap((i) => i.dimensions);
  if (reasoning.some((d) => d.sten !== null)) {
    w.heading(L.reasoning, 60);
    w.text(L.reasoningIntro, { size: 9, colour: MUTED });
    for (const d of reasoning) scaleRow(w, d, L);
  }

  w.heading(L.nextSteps, 50);
  w.text(L.nextStepsText);
  w.text(L.note, { size: 9, colour: MUTED });
}

/** One dimension as lower / middle / higher with what its band says. */
function scaleRow(w: ReportWriter, d: ReportDimension, L: CandidateLabels): void {
  if (d.sten === null) return;
  const scaleWidth = 180;
  const textWidth = w.width - scaleWidth - 12;
  const description = d.band?.description ?? bandName(d) ?? '';
  const height = Math.max(
    16,
    w.measure(d.name, textWidth, true) + (description ? w.measure(description, textWidth, false, 9) : 0),
  );
  w.ensure(height + 8);
  const y = w.y;
  threeStepScale(w, w.left + w.width - scaleWidth, y, scaleWidth, stepOf(d.sten), L.scale);
  w.font(true, 10).text(d.name, w.left, y, { width: textWidth });
  if (description) w.font(false, 9, MUTED).text(description, w.left, w.doc.y, { width: textWidth });
  w.y = Math.max(w.doc.y, y + 16) + 7;
}

/**
 * Strengths: competences at or above the level the role asks for, traits in their top band and
 * reasoning above the middle. Points to develop: competences below that level, traits in their
 * lowest band and reasoning below the middle. Words come from the competence library and the bands.
 */
function pointsOf(data: ReportData): { strengths: Point[]; development: Point[] } {
  const strengths: Point[] = [];
  const development: Point[] = [];
  const described = (d: ReportDimension) => d.band?.description ?? bandName(d) ?? '';
  for (const c of data.competences) {
    if (c.level === null || c.label === null) continue;
    const point = { lead: `${c.name} (${c.label}):`, text: c.description };
    if (c.targetLevel === null || c.level >= c.targetLevel) strengths.push(point);
    else development.push(point);
  }
  for (const ins of data.instruments) {
    for (const d of ins.dimensions) {
      if (d.sten === null || !described(d)) continue;
      const step = stepOf(d.sten);
      const point = { lead: `${d.name}:`, text: described(d) };
      if (step === 2) strengths.push(point);
      else if (step === 0) development.push(point);
    }
  }
  return { strengths: strengths.slice(0, MAX_POINTS), development: development.slice(0, MAX_POINTS) };
}
