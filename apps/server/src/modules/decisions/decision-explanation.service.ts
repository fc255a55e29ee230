import { randomBytes } from 'node:crypto';
import {
  type Decision,
  type DecisionExplanation,
  dateFormatter,
  type decisionContestRequest,
  fillTemplate,
  numberFormatter,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fillMessage, type MessageLanguage, sameInEveryLanguage } from '../../lib/server-messages';
import { participantReader } from '../exports/participant-report.service';
import { candidateLanguage, candidateWords } from '../participant-journey/candidate-words';
import { participantResults } from '../participants/participant-results.service';
import { participantByCode } from '../test-attempts/test-attempts.service';
import { EXPLANATION_LABELS, type ExplanationLanguage } from './decision-explanation.labels';
import { DECISION_MESSAGES } from './decisions.messages';
import {
  findExplanationByToken,
  findExplanationOf,
  insertContest,
  insertExplanation,
  listContests,
  listProjectStaffEmails,
  listReviews,
  markExplanationOpened,
} from './decisions.repository';

/**
 * test-activities/decision-explanation-link: the candidate's explanation token, drawn once they
 * have finished. The link stays valid after the participant code expires: the right to an
 * explanation outlasts the test window.
 */
export async function explanationLink(deps: Deps, code: string): Promise<{ token: string | null }> {
  const p = await participantByCode(deps, code);
  if (p.status !== 'completed' && p.status !== 'scored') return { token: null };
  const existing = await findExplanationOf(deps.db, p.id);
  if (existing) return { token: existing.token };
  await insertExplanation(deps.db, p.id, randomBytes(32).toString('base64url'), nowIso());
  return { token: (await findExplanationOf(deps.db, p.id))?.token ?? null };
}

async function byToken(deps: Deps, token: string) {
  const row = await findExplanationByToken(deps.db, token);
  if (!row) throw new AppError(404, DECISION_MESSAGES.linkUnknown, { reason: 'unknown_link' });
  return row;
}

type Row = Awaited<ReturnType<typeof byToken>>;

/**
 * test-activities/decision-explanation: the candidate's explanation in their language — what was
 * measured with their scores and bands, how the recommendation was formed (the job fit in plain
 * words, competence by competence), what the project let job fit do, who decided and when, and
 * how to contest. Opening it is recorded, so staff see the candidate asked.
 */
export async function decisionExplanation(
  deps: Deps,
  token: string,
  lang?: string,
): Promise<DecisionExplanation> {
  const row = await byToken(deps, token);
  const language: ExplanationLanguage = candidateLanguage(lang || row.language_code);
  await markExplanationOpened(deps.db, row.participant_id, nowIso());
  return composeExplanation(deps, row, language);
}

async function composeExplanation(
  deps: Deps,
  row: Row,
  language: ExplanationLanguage,
): Promise<DecisionExplanation> {
  const L = EXPLANATION_LABELS[language];
  const f = numberFormatter(language);
  const dates = dateFormatter(language);
  const words = candidateWords(language);
  const scored = row.status === 'scored';
  const results = scored
    ? await participantResults(
        deps,
        participantReader(row.account_corporate_id),
        row.participant_id,
        language,
      )
    : null;
  const [reviews, contests] = await Promise.all([
    listReviews(deps.db, row.participant_id),
    listContests(deps.db, row.participant_id),
  ]);
  const latest = reviews[0];
  const fit = results?.job_fit ?? null;
  const use = row.job_fit_use === 'preselect' ? 'preselect' : 'rank_only';
  return {
    language,
    name: row.name,
    project_name: row.project_name,
    corporate_name: row.corporate_name,
    completed_at: row.completed_at,
    measured: (results?.instruments ?? []).map((i) => ({
      instrument_name: i.instrument_name,
      summary: words.instrumentSummary(i.number_correct, i.max_score),
      scores: i.dimensions.map((d) => {
        const bandLabel = d.band ? (d.band.label ?? d.band.level) : null;
        const label = words.dimensionLabel(bandLabel, d.sten);
        const sten = f.of('sten', d.sten);
        const band = d.sten_band ? f.stenBand(d.sten_band) : '';
        return {
          name: d.name,
          sten: d.sten,
          sten_text: sten,
          band_text: band,
          level_label: label,
          description:
            d.sten === null
              ? fillTemplate(L.scoreLineRaw, { name: d.name, label })
              : fillTemplate(band ? L.scoreLine : L.scoreLineNoBand, { name: d.name, label, sten, band }),
        };
      }),
    })),
    recommendation:
      fit && fit.fit !== null
        ? {
            fit_text: fillTemplate(fit.band ? L.fitText : L.fitTextNoBand, {
              fit: f.jobFit(fit.fit),
              band: fit.band ? f.fitBand(fit.band) : '',
            }),
            how: L.how.map((line) => fillTemplate(line, { range: f.decimal(fit.range ?? 2, 1) })),
            parts: fit.contributions.map((c) => ({
              name: c.name,
              text:
                (c.shortfall ?? Math.max(0, c.target - c.score)) > 0
                  ? fillTemplate(L.partShort, {
                      name: c.name,
                      score: f.of('sten', c.score),
                      target: f.of('sten', c.target),
                      short: f.decimal(c.shortfall ?? c.target - c.score, 1),
                      points: f.decimal(c.points_lost ?? 0, 1),
                    })
                  : fillTemplate(L.partMet, {
                      name: c.name,
                      score: f.of('sten', c.score),
                      target: f.of('sten', c.target),
                    }),
            })),
            use_text:
              use === 'preselect'
                ? fillTemplate(L.usePreselect, { cutoff: f.count(Number(row.job_fit_cutoff)) })
                : L.useRankOnly,
          }
        : null,
    review: latest
      ? {
          decision: latest.decision as Decision,
          decision_text: L.decisions[latest.decision as Decision],
          reason: latest.reason,
          reviewer_name: latest.reviewer_name,
          reviewed_at: latest.created_at,
          reviewed_at_text: fillTemplate(L.reviewed, {
            reviewer: latest.reviewer_name,
            date: dates.dateTime(latest.created_at),
          }),
        }
      : null,
    contest: { text: L.contestText, contested_at: contests[0]?.created_at ?? null },
  };
}

/** The explanation for the PDF: the same content, opened the same way. */
export const explanationForPdf = decisionExplanation;

/**
 * test-activities/decision-contest: the candidate's message reaches the project's staff (an
 * e-mail to whoever runs it, and the candidate's decision history) and names the decision it
 * contests.
 */
export async function contestDecision(
  deps: Deps,
  input: z.infer<typeof decisionContestRequest>,
): Promise<{ contested_at: string }> {
  const row = await byToken(deps, input.token);
  const now = nowIso();
  const latest = (await listReviews(deps.db, row.participant_id))[0];
  await insertContest(deps.db, {
    project_id: row.project_id,
    participant_id: row.participant_id,
    review_id: latest?.id ?? null,
    message: input.message,
    contact_email: input.contact_email ?? '',
    created_at: now,
  });
  const staff = await listProjectStaffEmails(deps.db, row.created_by, row.account_corporate_id);
  // Each reader gets the e-mail in their own language; the candidate's words stay their own.
  const params = {
    name: row.name,
    code: row.participant_code,
    project: row.project_name,
    message: sameInEveryLanguage(input.message),
    contact: input.contact_email ? sameInEveryLanguage(input.contact_email) : DECISION_MESSAGES.noContact,
  };
  const subject = fillMessage(DECISION_MESSAGES.contestMailSubject, params);
  const body = fillMessage(DECISION_MESSAGES.contestMailBody, params);
  for (const { email, locale } of staff) {
    const language: MessageLanguage = locale === 'en' ? 'en' : 'id';
    await deps.mailer.send({
      to: email,
      subject: subject[language],
      text: body[language],
      projectId: row.project_id,
    });
  }
  return { contested_at: now };
}
