import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import type { ApiKeyCaller } from '../../http/context';
import { atsResults, atsSend, atsStatusOf, atsTests, resultsUrl } from '../ats/ats.service';
import { keyCaller } from '../ats/ats-auth';
import { queueCallback, scoredSends } from '../ats/ats-callback';

// Greenhouse's Assessment Partner API on top of the generic ATS calls: Greenhouse lists the
// tests, sends one (giving a `url` to PATCH when the candidate is done) and polls its status,
// with the corporate's API key as the HTTP Basic user name. Its shapes are Greenhouse's; what
// happens is the generic calls'.

export interface GreenhouseSendTest {
  partner_test_id: string;
  candidate: {
    first_name: string;
    last_name?: string;
    email: string;
    greenhouse_profile_url?: string;
  };
  url?: string;
}

/** list_tests: the corporate's projects, as Greenhouse names them. */
export async function listTests(deps: Deps, caller: ApiKeyCaller) {
  return (await atsTests(deps, caller)).map((t) => ({
    partner_test_id: String(t.test_id),
    partner_test_name: t.name,
  }));
}

/**
 * The interview's id: the `url` Greenhouse gives is its own for this test instance, so a retried
 * send_test names the same interview (and creates nothing new); without it, the test and e-mail.
 */
function interviewId(input: GreenhouseSendTest): string {
  const basis = input.url || `${input.partner_test_id}:${input.candidate.email.toLowerCase()}`;
  return `gh_${createHash('sha256').update(basis).digest('hex').slice(0, 32)}`;
}

/** Greenhouse's candidate and application ids, from the profile URL it sends. */
function greenhouseIds(profileUrl: string | undefined) {
  const url = profileUrl ?? '';
  return {
    candidate: /\/people\/(\d+)/.exec(url)?.[1] ?? '',
    application: /application_id=(\d+)/.exec(url)?.[1] ?? '',
  };
}

/** send_test: the generic send, the completion PATCHed to Greenhouse's `url`. */
export async function sendTest(deps: Deps, caller: ApiKeyCaller, input: GreenhouseSendTest) {
  const ids = greenhouseIds(input.candidate.greenhouse_profile_url);
  const requestId = interviewId(input);
  await atsSend(deps, caller, {
    test_id: Number(input.partner_test_id),
    request_id: requestId,
    candidate: {
      first_name: input.candidate.first_name,
      last_name: input.candidate.last_name ?? '',
      email: input.candidate.email,
    },
    ats_candidate_id: ids.candidate,
    ats_application_id: ids.application,
    callback_url: input.url,
    callback_kind: 'greenhouse',
  });
  return { partner_interview_id: requestId };
}

/** Greenhouse's status words: `complete` once results exist; otherwise what the candidate is at. */
const greenhouseStatus = (status: string) => (status === 'scored' ? 'complete' : status);

/** test_status (and the body of the completion PATCH). */
export async function testStatus(deps: Deps, caller: ApiKeyCaller, partnerInterviewId: string) {
  const status = await atsStatusOf(deps, caller, partnerInterviewId);
  const profile = resultsUrl(deps, status.test_id);
  if (!status.results_ready)
    return { partner_status: greenhouseStatus(status.status), partner_profile_url: profile };
  const results = await atsResults(deps, caller, { request_id: partnerInterviewId }, 'en');
  const fit = results.job_fit?.fit;
  return {
    partner_status: 'complete',
    partner_profile_url: profile,
    ...(fit === null || fit === undefined ? {} : { partner_score: Math.round(fit * 10) / 10 }),
    metadata: Object.fromEntries(
      [
        ...results.tests.flatMap((t) =>
          t.scores.map((s) => [`${t.name}: ${s.name}`, s.sten ?? s.raw] as const),
        ),
        ...results.report_links.map((l) => [`Report (${l.type})`, l.url] as const),
      ].filter(([, v]) => v !== null),
    ),
  };
}

/** A scored candidate sent from Greenhouse: the completion is PATCHed to the `url` it gave. */
export async function greenhouseOnScored(deps: Deps, participantIds: number[]): Promise<void> {
  for (const send of await scoredSends(deps, participantIds, 'greenhouse')) {
    const caller = await keyCaller(deps, send.key_id);
    const status = await testStatus(deps, caller, send.request_id);
    await queueCallback(deps, send, { partner_interview_id: send.request_id, ...status });
  }
}
