import {
  ACCOMMODATION_NEEDS,
  type AccommodationDetail,
  type AccommodationKind,
  type AccommodationRecord,
  type AccommodationTerms,
  type accommodationDeclineRequest,
  type accommodationGrantRequest,
  type accommodationRequestRequest,
  type ParticipantAccommodation,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/errors';
import {
  fillMessage,
  joinMessages,
  type MessageLanguage,
  type ServerMessage,
  sameInEveryLanguage,
} from '../../lib/server-messages';
import { parseContent } from '../instruments/instrument-content';
import { visibleParticipant } from '../participants/participants.policy';
import { applyAccommodationToRunningSections } from '../test-attempts/accommodation-deadlines';
import { participantByCode } from '../test-attempts/test-attempts.service';
import { takenWith } from './accommodation-summary';
import { ACCOMMODATION_MESSAGES as M } from './accommodations.messages';
import {
  answerRequest,
  grantedRecords,
  grantsInForce,
  insertRecord,
  listRecords,
  participantProject,
  projectStaff,
  projectTests,
  type RecordRow,
} from './accommodations.repository';

const flag = (v: unknown) => Number(v) === 1 || v === true;

function recordOf(row: RecordRow): AccommodationRecord {
  return {
    id: Number(row.id),
    participant_id: Number(row.participant_id),
    state: row.state,
    extra_time_percent: Number(row.extra_time_percent),
    extra_time_overrides: JSON.parse(row.extra_time_json),
    break_minutes: Number(row.break_minutes),
    larger_text: flag(row.larger_text),
    high_contrast: flag(row.high_contrast),
    screen_reader: flag(row.screen_reader),
    reason: row.reason,
    requested_by: row.requested_by,
    requester_name: row.requester_name,
    request_message: row.request_message,
    request_needs: row.request_needs
      ? (row.request_needs.split(' ') as AccommodationRecord['request_needs'])
      : [],
    decided_by_name: row.decided_by_name ?? null,
    decided_at: row.decided_at,
    decline_reason: row.decline_reason,
    created_at: row.created_at,
  };
}

/** A project's tests and their sections, as the grant form offers them. */
async function testsOf(deps: Deps, projectId: number) {
  return (await projectTests(deps.db, projectId)).map((t) => ({
    project_instrument_id: Number(t.id),
    name: t.name,
    sections: parseContent(t.content_json).sections.map((s) => ({
      id: s.id,
      title: s.title,
      time_limit_seconds: s.time_limit_seconds ?? null,
    })),
  }));
}

async function visibleOr404(deps: Deps, actor: Actor, participantId: number) {
  const visible = await visibleParticipant(deps, actor, participantId)
    .select(['pt.project_id'])
    .executeTakeFirst();
  // Another tenant's participant answers like an unknown one.
  if (!visible) throw notFound('Participant');
  return { projectId: Number(visible.project_id) };
}

async function detailOf(deps: Deps, participantId: number, projectId: number): Promise<AccommodationDetail> {
  const history = (await listRecords(deps.db, participantId)).map(recordOf);
  return {
    participant_id: participantId,
    current: history.find((r) => r.state === 'granted') ?? null,
    pending: history.filter((r) => r.state === 'requested'),
    history,
    tests: await testsOf(deps, projectId),
  };
}

/** projects/participants/accommodations/detail: the grant in force, open requests and the history. */
export async function accommodationDetail(deps: Deps, actor: Actor, participantId: number) {
  const { projectId } = await visibleOr404(deps, actor, participantId);
  return detailOf(deps, participantId, projectId);
}

/** Overrides must name the project's own tests and their sections. */
function checkOverrides(terms: AccommodationTerms, tests: Awaited<ReturnType<typeof testsOf>>) {
  for (const [i, o] of terms.extra_time_overrides.entries()) {
    const test = tests.find((t) => t.project_instrument_id === o.project_instrument_id);
    if (!test)
      throw fieldError(
        `extra_time_overrides.${i}.project_instrument_id`,
        fillMessage(M.unknownTest, { test: o.project_instrument_id }),
      );
    if (o.section_id && !test.sections.some((s) => s.id === o.section_id))
      throw fieldError(
        `extra_time_overrides.${i}.section_id`,
        fillMessage(M.unknownSection, { section: o.section_id }),
      );
  }
}

const grantsSomething = (t: AccommodationTerms) =>
  t.extra_time_percent > 0 ||
  t.extra_time_overrides.length > 0 ||
  t.break_minutes > 0 ||
  t.larger_text ||
  t.high_contrast ||
  t.screen_reader;

/**
 * projects/participants/accommodations/grant: the grant in force from now on, with its reason and
 * who asked; it answers the participant's request when it names one. A section already running
 * gets it at once (its deadline moves). A grant of nothing ends the adjustments.
 */
export async function grantAccommodation(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof accommodationGrantRequest>,
) {
  const { projectId } = await visibleOr404(deps, actor, input.participant_id);
  checkOverrides(input, await testsOf(deps, projectId));
  const now = nowIso();
  const fields = {
    state: 'granted' as const,
    extra_time_percent: input.extra_time_percent,
    extra_time_json: JSON.stringify(input.extra_time_overrides),
    break_minutes: input.break_minutes,
    larger_text: input.larger_text ? 1 : 0,
    high_contrast: input.high_contrast ? 1 : 0,
    screen_reader: input.screen_reader ? 1 : 0,
    reason: input.reason,
    decided_by: actor.userId,
    decided_at: now,
  };
  if (input.request_id !== undefined) {
    // The request itself becomes the grant: one record says what was asked and what was granted.
    const request = (await listRecords(deps.db, input.participant_id)).find(
      (r) => Number(r.id) === input.request_id,
    );
    if (!request) throw notFound('Accommodation');
    if (!(await answerRequest(deps.db, input.request_id, { ...fields, decline_reason: '' })))
      throw conflict(M.requestAnswered);
  } else {
    const granted = (await listRecords(deps.db, input.participant_id)).some((r) => r.state === 'granted');
    if (!grantsSomething(input) && !granted) throw fieldError('extra_time_percent', M.nothingGranted);
    await insertRecord(deps.db, {
      ...fields,
      participant_id: input.participant_id,
      requested_by: input.requested_by,
      requester_name: input.requester_name,
      created_at: now,
    });
  }
  await applyAccommodationToRunningSections(deps, input.participant_id);
  return detailOf(deps, input.participant_id, projectId);
}

/** projects/participants/accommodations/decline: a participant's request declined, with the reason. */
export async function declineAccommodation(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof accommodationDeclineRequest>,
) {
  const { projectId } = await visibleOr404(deps, actor, input.participant_id);
  const request = (await listRecords(deps.db, input.participant_id)).find(
    (r) => Number(r.id) === input.request_id,
  );
  if (!request) throw notFound('Accommodation');
  const answered = await answerRequest(deps.db, input.request_id, {
    state: 'declined',
    decided_by: actor.userId,
    decided_at: nowIso(),
    decline_reason: input.reason,
  });
  if (!answered) throw conflict(M.requestAnswered);
  return detailOf(deps, input.participant_id, projectId);
}

/** What the participant's own pages apply, and where their latest request stands. */
async function participantViewOf(deps: Deps, participantId: number): Promise<ParticipantAccommodation> {
  const history = (await listRecords(deps.db, participantId)).map(recordOf);
  const current = history.find((r) => r.state === 'granted');
  const asked = history.find((r) => r.requested_by === 'candidate' && r.request_message);
  return {
    terms: current
      ? {
          extra_time_percent: current.extra_time_percent,
          extra_time_overrides: current.extra_time_overrides,
          break_minutes: current.break_minutes,
          larger_text: current.larger_text,
          high_contrast: current.high_contrast,
          screen_reader: current.screen_reader,
        }
      : null,
    request: asked
      ? { state: asked.state, created_at: asked.created_at, decline_reason: asked.decline_reason }
      : null,
  };
}

/**
 * test-activities/accommodation: the participant's own accommodation. Read from the first page on,
 * before registering too (one granted ahead of the test applies from the start; most have none).
 */
export async function ownAccommodation(deps: Deps, code: string) {
  const participant = await participantByCode(deps, code);
  return participantViewOf(deps, participant.id);
}

const NEED_WORDS: Record<(typeof ACCOMMODATION_NEEDS)[number], ServerMessage> = {
  extra_time: M.needExtraTime,
  breaks: M.needBreaks,
  larger_text: M.largerText,
  high_contrast: M.highContrast,
  screen_reader: M.screenReader,
};

/**
 * test-activities/accommodation-request: the participant asks the project's staff for an
 * accommodation. The request shows in the participant's results drawer and each of the project's
 * consultants and collaborators gets an e-mail in their own language.
 */
export async function requestAccommodation(deps: Deps, input: z.infer<typeof accommodationRequestRequest>) {
  const participant = await participantByCode(deps, input.participant_code, { registered: true });
  const history = await listRecords(deps.db, participant.id);
  if (history.some((r) => r.state === 'requested')) throw conflict(M.requestPending);
  const needs = ACCOMMODATION_NEEDS.filter((n) => input.needs.includes(n));
  await insertRecord(deps.db, {
    participant_id: participant.id,
    state: 'requested',
    requested_by: 'candidate',
    requester_name: participant.name,
    request_message: input.message,
    request_needs: needs.join(' '),
    created_at: nowIso(),
  });
  const project = await participantProject(deps.db, participant.id);
  const params = {
    product: deps.env.PRODUCT_NAME,
    name: participant.name,
    code: project.participant_code,
    project: project.project_name,
    needs: needs.length
      ? joinMessages(
          needs.map((n) => NEED_WORDS[n]),
          ', ',
        )
      : M.needsNotSaid,
    message: sameInEveryLanguage(input.message),
  };
  for (const staff of await projectStaff(deps.db, participant.project_id)) {
    const language: MessageLanguage = staff.locale === 'en' ? 'en' : 'id';
    await deps.mailer.send({
      to: staff.email,
      subject: fillMessage(M.requestMailSubject, params)[language],
      text: fillMessage(M.requestMailBody, params)[language],
      projectId: participant.project_id,
    });
  }
  return participantViewOf(deps, participant.id);
}

/**
 * The neutral "Taken with: …" line of each participant with a grant in force, for results,
 * reports and exports; participants without one are absent.
 */
export async function takenWithOf(
  deps: Deps,
  participantIds: readonly number[],
): Promise<Map<number, ServerMessage>> {
  const out = new Map<number, ServerMessage>();
  const rows = await grantedRecords(deps.db, participantIds);
  if (!rows.length) return out;
  const names = new Map<number, { name: string; sections: Map<string, string> }>();
  const projectIds = new Set<number>();
  for (const r of rows)
    projectIds.add((await participantProject(deps.db, Number(r.participant_id))).project_id);
  for (const projectId of projectIds)
    for (const t of await testsOf(deps, projectId))
      names.set(t.project_instrument_id, {
        name: t.name,
        sections: new Map(t.sections.map((s) => [s.id, s.title])),
      });
  for (const row of rows) {
    const record = recordOf(row);
    const line = takenWith(record, (o) => {
      const test = names.get(o.project_instrument_id);
      const section = o.section_id ? test?.sections.get(o.section_id) : undefined;
      return [test?.name ?? '', section].filter(Boolean).join(' · ');
    });
    if (line) out.set(record.participant_id, line);
  }
  return out;
}

/**
 * What each participant's grant in force adjusts (extra time, breaks, larger text, high contrast,
 * screen reader), for the evidence's comparison of accommodated candidates; participants without
 * a grant, or whose grant ended the adjustments, are absent.
 */
export async function accommodationKindsOf(
  deps: Deps,
  participantIds: readonly number[],
): Promise<Map<number, AccommodationKind[]>> {
  const out = new Map<number, AccommodationKind[]>();
  for (const row of await grantsInForce(deps.db, participantIds)) {
    const kinds: AccommodationKind[] = [];
    const overrides = JSON.parse(row.extra_time_json) as unknown[];
    if (Number(row.extra_time_percent) > 0 || overrides.length > 0) kinds.push('extra_time');
    if (Number(row.break_minutes) > 0) kinds.push('breaks');
    if (flag(row.larger_text)) kinds.push('larger_text');
    if (flag(row.high_contrast)) kinds.push('high_contrast');
    if (flag(row.screen_reader)) kinds.push('screen_reader');
    if (kinds.length) out.set(Number(row.participant_id), kinds);
  }
  return out;
}
