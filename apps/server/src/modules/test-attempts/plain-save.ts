import { SUBMISSION_STATES, type submissionRequest, type submissionResponse } from '@asesa/contracts';
import type { z } from 'zod';

type SaveBody = z.output<typeof submissionRequest>;
type SaveAnswer = z.output<typeof submissionResponse>;

// An answer save as devices send it: a code, a submission id and a few text answers, each with
// its sequence number or none, and the save's answer. Read and written by hand
// (http/plain-calls.ts); anything else (numbers, lists, rankings, spaces around the code, unknown
// fields, a bad value) goes to the schemas.

const CODE = /^[A-Za-z0-9-]{6,64}$/;
const FIELDS = new Set(['submission_id', 'participant_code', 'submission', 'is_agree_tnc', 'is_final']);
const MAX_ANSWERS = 500;
const MAX_ITEM_ID = 40;
const MAX_TEXT = 20_000;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const flag = (v: unknown, absent: boolean) =>
  v === undefined ? absent : typeof v === 'boolean' ? v : undefined;

/** A text answer, or a text answer with its sequence number, as the schema gives it; else undefined. */
function plainAnswer(answer: unknown): SaveBody['submission'][string] | undefined {
  if (typeof answer === 'string') return answer.length <= MAX_TEXT ? answer : undefined;
  if (!isRecord(answer)) return undefined;
  let fields = 0;
  for (const _ in answer) fields++;
  const { value, seq } = answer;
  if (fields !== 2 || typeof value !== 'string' || value.length > MAX_TEXT) return undefined;
  return Number.isSafeInteger(seq) && (seq as number) >= 0 ? { value, seq: seq as number } : undefined;
}

/** The save body as the contract's schema parses it, when it is in the plain case; else undefined. */
export function plainSaveBody(body: unknown): SaveBody | undefined {
  if (!isRecord(body)) return undefined;
  for (const field in body) if (!FIELDS.has(field)) return undefined;
  const { submission_id: id, participant_code: code, submission } = body;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) return undefined;
  if (typeof code !== 'string' || !CODE.test(code) || !isRecord(submission)) return undefined;
  const agree = flag(body.is_agree_tnc, true);
  const final = flag(body.is_final, false);
  if (agree === undefined || final === undefined) return undefined;
  const answers: SaveBody['submission'] = {};
  let count = 0;
  for (const item in submission) {
    const answer = item.length <= MAX_ITEM_ID ? plainAnswer(submission[item]) : undefined;
    if (answer === undefined || ++count > MAX_ANSWERS) return undefined;
    answers[item] = answer;
  }
  return {
    submission_id: id as number,
    participant_code: code,
    submission: answers,
    is_agree_tnc: agree,
    is_final: final,
  };
}

const STATES = new Set<unknown>(SUBMISSION_STATES);
const isCount = (v: unknown) => Number.isSafeInteger(v);
const textOrNull = (v: unknown) => v === null || typeof v === 'string';

/**
 * The save's 200 answer as JSON, written as the answer schema writes it (its fields in the
 * schema's order, nothing else), when every field has its plain type; else undefined.
 */
export function plainSaveAnswer(answer: unknown): string | undefined {
  if (!isRecord(answer) || answer.code !== 200 || answer.error !== null || !isRecord(answer.data))
    return undefined;
  const { saved, ignored, state, remaining_seconds, current_section_id, next_item_id } = answer.data;
  if (!isCount(saved) || !(ignored === undefined || isCount(ignored)) || !STATES.has(state)) return undefined;
  if (!(remaining_seconds === null || isCount(remaining_seconds))) return undefined;
  if (!(current_section_id === undefined || textOrNull(current_section_id))) return undefined;
  if (!(next_item_id === undefined || textOrNull(next_item_id))) return undefined;
  const data = { saved, ignored, state, remaining_seconds, current_section_id, next_item_id } as SaveAnswer;
  return JSON.stringify({ code: 200, data, error: null });
}
