import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CandidateAbilitySummary,
  CandidateResults,
  ParticipantsSignedResponse,
  ResultsVerifyResponse,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { AppError, conflict, fieldError, forbidden } from '../../lib/errors';
import { EXPORT_MESSAGES } from '../exports/exports.messages';
import { participantReader } from '../exports/participant-report.service';
import { participantRecords } from '../participants/participant-records.service';
import { participantResults } from '../participants/participant-results.service';
import { type ParticipantAccess, participantByCode } from '../test-attempts/test-attempts.service';
import { type CandidateLanguage, candidateLanguage, candidateWords } from './candidate-words';
import { JOURNEY_MESSAGES } from './participant-journey.messages';
import { resultsSharing } from './participant-journey.repository';

/** How long a signed results link (participants-signed → results-verify) stays valid. */
export const RESULTS_LINK_TTL_MS = 60 * 60 * 1000;
export const RESULTS_NOT_READY = JOURNEY_MESSAGES.resultsNotReady.en;
export const RESULTS_LINK_INVALID = JOURNEY_MESSAGES.resultsLinkInvalid.en;
export const RESULTS_LINK_EXPIRED = JOURNEY_MESSAGES.resultsLinkExpired.en;

async function sharing(deps: Deps, p: ParticipantAccess) {
  const row = await resultsSharing(deps.db, p.id);
  return { ...row, showResults: Number(row.show_results) === 1 };
}

/**
 * The results are the candidate's to see only when the project shares them (403 otherwise,
 * whatever the state) and once they are calculated (409 while scoring runs).
 */
async function shownResults(deps: Deps, code: string) {
  const p = await participantByCode(deps, code);
  const s = await sharing(deps, p);
  if (!s.showResults) throw forbidden(EXPORT_MESSAGES.notShared);
  if (p.status !== 'scored') throw conflict(JOURNEY_MESSAGES.resultsNotReady);
  return { p, s };
}

/** The participant's key for results links, drawn on first use (only one draw wins a race). */
async function resultsSecret(deps: Deps, participantId: number): Promise<string> {
  return participantRecords.drawResultsSecret(deps.db, participantId, randomBytes(32).toString('base64url'));
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * test-activities/participants-signed: what the completion page polls. Once the score is ready
 * and the project shares results, it hands out a signed, short-lived link proof for results-verify.
 */
export async function participantsSigned(deps: Deps, code: string): Promise<ParticipantsSignedResponse> {
  const p = await participantByCode(deps, code);
  const s = await sharing(deps, p);
  const ready = p.status === 'scored';
  let params: string | null = null;
  if (s.showResults && ready) {
    const payload = `${p.participant_code}.${Date.now() + RESULTS_LINK_TTL_MS}`;
    params = `${payload}.${mac(await resultsSecret(deps, p.id), payload)}`;
  }
  return {
    participant_code: p.participant_code,
    name: p.name,
    status: p.status,
    show_results: s.showResults,
    results_ready: ready,
    params,
  };
}

/** test-activities/results-verify: checks a signed link proof and names whose results it opens. */
export async function resultsVerify(deps: Deps, params: string): Promise<ResultsVerifyResponse> {
  const parts = params.split('.');
  if (parts.length !== 3 || !/^\d+$/.test(parts[1]))
    throw fieldError('params', JOURNEY_MESSAGES.resultsLinkInvalid);
  const [code, expires, signature] = parts;
  const { p, s } = await shownResults(deps, code);
  const expected = s.results_secret ? mac(s.results_secret, `${code}.${expires}`) : '';
  const given = Buffer.from(signature);
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
    throw new AppError(403, JOURNEY_MESSAGES.resultsLinkInvalid, { reason: 'invalid_link' });
  if (Number(expires) < Date.now())
    throw new AppError(403, JOURNEY_MESSAGES.resultsLinkExpired, { reason: 'expired_link' });
  return {
    participant_code: p.participant_code,
    name: p.name,
    project_name: p.project_name,
    completed_at: s.completed_at,
    verified: true,
  };
}

/** The participant's language when the call names none (participants read Indonesian by default). */
const languageOf = (asked: string | undefined, stored: string | null): CandidateLanguage =>
  candidateLanguage(asked || stored);

/**
 * test-activities/candidate: the candidate's own results in plain words — per test a sentence,
 * each dimension's level word and description, each competence's level — read through the same
 * results the back office shows, scoped to this one participant.
 */
export async function candidateResults(deps: Deps, code: string, lang?: string): Promise<CandidateResults> {
  const { p, s } = await shownResults(deps, code);
  const language = languageOf(lang, s.language_code);
  const words = candidateWords(language);
  const results = await participantResults(deps, participantReader(p.account_corporate_id), p.id, language);
  return {
    participant_code: p.participant_code,
    name: p.name,
    project_name: p.project_name,
    language,
    completed_at: s.completed_at,
    instruments: results.instruments.map((r) => ({
      instrument_name: r.instrument_name,
      summary: words.instrumentSummary(r.number_correct, r.max_score),
      dimensions: r.dimensions.map((d) => {
        const band = d.band ? (d.band.label ?? (d.band.level == null ? null : String(d.band.level))) : null;
        return {
          name: d.name,
          level_label: words.dimensionLabel(band, d.sten),
          sten: d.sten,
          description: words.dimensionText(d.band?.description ?? null, d.sten, d.raw),
          colour: d.band?.colour ?? null,
        };
      }),
    })),
    competences: results.competences.map((c) => ({
      name: c.name,
      level: c.level,
      level_label: words.competenceLabel(c.label, c.level),
      colour: c.colour,
    })),
  };
}

/**
 * test-activities/ability-summaries: one plain sentence per measured ability (a test without
 * dimensions gets its own sentence), in the asked language or the participant's.
 */
export async function candidateAbilitySummaries(
  deps: Deps,
  code: string,
  lang?: string,
): Promise<CandidateAbilitySummary[]> {
  const results = await candidateResults(deps, code, lang);
  return results.instruments.flatMap((i) =>
    i.dimensions.length === 0
      ? [
          {
            instrument_name: i.instrument_name,
            dimension_name: i.instrument_name,
            level_label: '',
            summary: i.summary,
            colour: null,
          },
        ]
      : i.dimensions.map((d) => ({
          instrument_name: i.instrument_name,
          dimension_name: d.name,
          level_label: d.level_label,
          summary: d.description,
          colour: d.colour,
        })),
  );
}
