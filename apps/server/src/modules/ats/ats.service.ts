import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AtsResults,
  type atsResultsRequest,
  type atsSendRequest,
  parseReportTypes,
  REPORT_TYPES,
  type ReportType,
} from '@asesa/contracts';
import type { z } from 'zod';
import { outboundPolicy } from '../../config/outbound-ranges';
import type { Deps } from '../../deps';
import type { ApiKeyCaller } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { resolvedUrlProblem } from '../../lib/outbound/outbound-url';
import { fillMessage } from '../../lib/server-messages';
import { participantReport } from '../exports/participant-report.service';
import { participantLink } from '../invitations/invitation-mail';
import { inviteParticipant } from '../invitations/invitations.service';
import { projectLanguageCodes } from '../invitations/project-languages.service';
import { participantResults } from '../participants/participant-results.service';
import { ATS_MESSAGES } from './ats.messages';
import {
  claimSend,
  dropSend,
  findOfferedProject,
  findSend,
  listOfferedProjects,
  setSendParticipant,
} from './ats.repository';

/** How long a retried send waits for the first request with its id to create the participant. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 25;

type Send = NonNullable<Awaited<ReturnType<typeof findSend>>>;
type Status = 'invited' | 'in_progress' | 'completed' | 'scored' | 'expired' | 'revoked';

/** The server's public address, as the links it gives out start. */
export const publicBase = (deps: Deps) =>
  (deps.env.PUBLIC_URL || `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');

/** The participant statuses an ATS reads: a registered candidate who has not started is still invited. */
const atsStatus = (status: string | null): Status =>
  status === 'registered' || !status ? 'invited' : (status as Status);

/** ats/tests: the corporate's live projects, with the languages and reports each offers. */
export async function atsTests(deps: Deps, caller: ApiKeyCaller) {
  const projects = await listOfferedProjects(deps.db, caller.corporateId);
  return Promise.all(
    projects.map(async (p) => ({
      test_id: p.id,
      name: p.name,
      languages: await projectLanguageCodes(deps.db, p),
      report_types: parseReportTypes(p.report_types),
    })),
  );
}

/** Refuses a callback URL the server may not send to (inward, not http, with credentials). */
export async function assertCallbackUrl(deps: Deps, url: string, field: string): Promise<void> {
  if (!url) return;
  if (await resolvedUrlProblem(url, outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES)))
    throw fieldError(field, ATS_MESSAGES.callbackNotPublic);
}

export interface SendInput extends z.infer<typeof atsSendRequest> {
  callback_kind?: 'generic' | 'greenhouse';
}

/**
 * ats/tests/send: the candidate becomes a participant of the project through the invitations
 * feature (e-mail, credits held as for any invitation). The request id is claimed first (a unique
 * index on corporate and request id): the request that claims it creates the participant, a retry
 * arriving meanwhile waits for it and answers the same participant, so no retry spends a credit.
 */
export interface SendAnswer {
  request_id: string;
  participant_id: number;
  link: string;
  status: Status;
  created: boolean;
}

export async function atsSend(deps: Deps, caller: ApiKeyCaller, input: SendInput): Promise<SendAnswer> {
  const project = await findOfferedProject(deps.db, caller.corporateId, input.test_id);
  if (!project) throw notFound('Project');
  const callback = input.callback_url ?? '';
  await assertCallbackUrl(deps, callback, 'callback_url');
  const claim = await claimSend(deps.db, {
    account_corporate_id: caller.corporateId,
    key_id: caller.keyId,
    request_id: input.request_id,
    project_id: project.id,
    participant_id: null,
    ats_candidate_id: input.ats_candidate_id ?? '',
    ats_application_id: input.ats_application_id ?? '',
    callback_url: callback,
    callback_kind: input.callback_kind ?? 'generic',
    created_at: nowIso(),
  });
  if (!claim) return sentAlready(deps, caller, input);
  try {
    const invited = await inviteParticipant(deps, caller.actor, {
      project_id: project.id,
      name: `${input.candidate.first_name} ${input.candidate.last_name}`.trim(),
      email: input.candidate.email.toLowerCase(),
      language_code: input.language_code,
    });
    await setSendParticipant(deps.db, claim.id, invited.participant_id);
    return {
      request_id: input.request_id,
      participant_id: invited.participant_id,
      link: invited.link,
      status: 'invited' as const,
      created: true,
    };
  } catch (err) {
    await dropSend(deps.db, claim.id);
    throw err;
  }
}

/** A request id sent already: the first send's participant, once it exists. */
async function sentAlready(deps: Deps, caller: ApiKeyCaller, input: SendInput): Promise<SendAnswer> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const send = await findSend(deps.db, caller.corporateId, input.request_id);
    // The first request failed and gave the id up: this one may try.
    if (!send) return atsSend(deps, caller, input);
    if (send.project_id !== input.test_id)
      throw conflict(
        fillMessage(ATS_MESSAGES.requestOtherTest, { requestId: input.request_id }),
        'request_id',
      );
    if (send.participant_id !== null && send.participant_code !== null)
      return {
        request_id: input.request_id,
        participant_id: send.participant_id,
        link: participantLink(deps.env, send.participant_code),
        status: atsStatus(send.status),
        created: false,
      };
    if (Date.now() > deadline)
      throw conflict(fillMessage(ATS_MESSAGES.requestBusy, { requestId: input.request_id }), 'request_id');
    await sleep(CLAIM_POLL_MS);
  }
}

/** The corporate's send of a request id, with its participant. */
export async function sendOr404(deps: Deps, caller: ApiKeyCaller, requestId: string) {
  const send = await findSend(deps.db, caller.corporateId, requestId);
  if (!send || send.participant_id === null) throw notFound('Sent test');
  return send as Send & { participant_id: number };
}

export async function atsStatusOf(deps: Deps, caller: ApiKeyCaller, requestId: string) {
  const send = await sendOr404(deps, caller, requestId);
  const status = atsStatus(send.status);
  return {
    request_id: send.request_id,
    test_id: send.project_id,
    participant_id: send.participant_id,
    status,
    results_ready: status === 'scored',
    ats_candidate_id: send.ats_candidate_id,
    ats_application_id: send.ats_application_id,
  };
}

/** The link an ATS fetches a report with (GET, with its key: scope results:read). */
export const reportLink = (deps: Deps, requestId: string, type: ReportType) =>
  `${publicBase(deps)}/api/v1/ats/report?request_id=${encodeURIComponent(requestId)}&type=${type}`;

/** Where staff read the candidate's results in the back office. */
export const resultsUrl = (deps: Deps, projectId: number) =>
  `${publicBase(deps)}/project/detail/${projectId}`;

/** ats/results: per-test scores, the job fit with its band and the links to the reports. */
export async function atsResults(
  deps: Deps,
  caller: ApiKeyCaller,
  input: z.infer<typeof atsResultsRequest>,
  language: string,
): Promise<AtsResults> {
  const send = await sendOr404(deps, caller, input.request_id);
  const status = atsStatus(send.status);
  if (status !== 'scored') throw conflict(fillMessage(ATS_MESSAGES.notScored, { status }));
  const results = await participantResults(deps, caller.actor, send.participant_id, input.lang ?? language);
  const project = await findOfferedProject(deps.db, caller.corporateId, send.project_id);
  const offered = project ? parseReportTypes(project.report_types) : [...REPORT_TYPES];
  return {
    request_id: send.request_id,
    status,
    tests: results.instruments.map((i) => ({
      name: i.instrument_name,
      scored_at: i.scored_at,
      scores: i.dimensions.map((d) => ({
        code: d.code,
        name: d.name,
        raw: d.raw,
        sten: d.sten,
        percentile: d.percentile,
        band: d.band?.label ?? null,
      })),
    })),
    job_fit: results.job_fit && { fit: results.job_fit.fit, band: results.job_fit.band ?? null },
    report_links: offered.map((type) => ({ type, url: reportLink(deps, send.request_id, type) })),
    results_url: resultsUrl(deps, send.project_id),
  };
}

/** GET ats/report: a sent test's PDF report (the project's first report by default). */
export async function atsReport(
  deps: Deps,
  caller: ApiKeyCaller,
  query: { request_id: string; type?: ReportType; lang?: 'en' | 'id' },
) {
  const send = await sendOr404(deps, caller, query.request_id);
  const project = await findOfferedProject(deps.db, caller.corporateId, send.project_id);
  const type = query.type ?? (project ? parseReportTypes(project.report_types) : [...REPORT_TYPES])[0];
  return participantReport(deps, caller.actor, send.participant_id, { type, lang: query.lang });
}
