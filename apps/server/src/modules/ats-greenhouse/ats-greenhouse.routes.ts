import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { type OperationError, routeDocs } from '../../http/openapi/operation-docs';
import { apiKeyScope, keyedRoute, noteCallDetail, routeCaller } from '../ats/ats-auth';
import { listTests, sendTest, testStatus } from './ats-greenhouse.service';

/** Where a Greenhouse customer points its assessment stage: list_tests, send_test, test_status. */
export const GREENHOUSE_BASE = '/api/v1/ats/greenhouse';

const WHO =
  "Greenhouse, holding a corporate's API key as the HTTP Basic user name (password empty); a Bearer key works too.";
const KEY_ERRORS: OperationError[] = [
  { status: 401, when: 'no API key, or one that is not valid or was revoked.' },
  { status: 403, when: 'the key does not hold the scope the call needs.' },
  {
    status: 429,
    when: 'the key made more calls this minute than its limit (Retry-After says when to retry).',
  },
];

const partnerTest = z.object({ partner_test_id: z.string(), partner_test_name: z.string() });
const sendTestBody = z
  .object({
    // A string in Greenhouse's documentation; some of its examples send a number.
    partner_test_id: z.coerce.string().regex(/^\d+$/, 'a test id from list_tests'),
    candidate: z.object({
      first_name: z.string().trim().min(1, 'first_name: give the first name').max(100),
      last_name: z.string().trim().max(100).optional(),
      email: z.string().trim().email('email: not a valid e-mail address').max(254),
      greenhouse_profile_url: z.string().max(2000).optional(),
      resume_url: z.string().max(2000).optional(),
      phone_number: z.string().max(40).optional(),
    }),
    url: z.string().trim().max(2000).optional(),
  })
  .meta({
    example: {
      partner_test_id: '12',
      candidate: {
        first_name: 'Sari',
        last_name: 'Wijaya',
        email: 'sari@example.com',
        greenhouse_profile_url: 'https://app.greenhouse.io/people/4711?application_id=8080',
      },
      url: 'https://api.greenhouse.io/v1/partner/test_status/abc123',
    },
  });
const statusAnswer = z
  .object({
    partner_status: z.string(),
    partner_profile_url: z.string(),
    partner_score: z.number().optional(),
    metadata: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({
    example: {
      partner_status: 'complete',
      partner_profile_url: 'https://asesa.example.com/project/detail/12',
      partner_score: 82.5,
      metadata: { 'Numerical reasoning: Numerical': 7 },
    },
  });

// What Greenhouse posts to response_error when an answer of ours did not validate: always the
// call and its errors, and what else it knows (test, interview, candidate's e-mail).
const loose = z.union([z.string(), z.number()]).transform(String);
const responseErrorBody = z
  .object({
    api_call: z.string().trim().min(1).max(100),
    errors: z.array(z.string().max(2000)).max(50),
    partner_test_id: loose.optional(),
    partner_test_name: z.string().max(500).optional(),
    partner_interview_id: loose.optional(),
    candidate_email: z.string().max(254).optional(),
  })
  .meta({
    example: {
      api_call: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partner_test_id: '12',
      partner_test_name: 'Graduate Intake 2026',
      partner_interview_id: 'gh_3f1c0a9e5b7d4c2a8e6f1b3d5c7a9e0f',
      candidate_email: 'sari@example.com',
    },
  });
const responseErrorAnswer = z.object({ status: z.literal(200) });

/** One line for the call log: the call Greenhouse could not read, what was wrong, and with what. */
function responseErrorDetail(body: z.infer<typeof responseErrorBody>): string {
  const about = [body.partner_test_name ?? body.partner_test_id, body.candidate_email].filter(Boolean);
  return `${body.api_call}: ${body.errors.join('; ')}${about.length ? ` (${about.join(', ')})` : ''}`;
}

const docs = (operationId: string, summary: string, errors: OperationError[]) => ({
  openapi: routeDocs({ operationId, summary, whoMayCall: WHO, errors: [...errors, ...KEY_ERRORS] }),
});

export function greenhouseRoutes(app: FastifyInstance, deps: Deps): void {
  const security: Record<string, string[]>[] = [{ apiKeyBasic: [] }, { apiKey: [] }];
  apiKeyScope(app, deps, (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${GREENHOUSE_BASE}/list_tests`,
      {
        schema: { tags: ['ats'], security, response: { 200: z.array(partnerTest) } },
        config: docs('greenhouseListTests', 'Greenhouse: the tests on offer', []),
        ...keyedRoute(deps, ['tests:send'], 'greenhouse/list_tests'),
      },
      async (req) => listTests(deps, routeCaller(req)),
    );
    routes.post(
      `${GREENHOUSE_BASE}/send_test`,
      {
        schema: {
          tags: ['ats'],
          security,
          body: sendTestBody,
          response: { 200: z.object({ partner_interview_id: z.string() }) },
        },
        config: docs(
          'greenhouseSendTest',
          'Greenhouse: sends a test to a candidate (a retry sends nothing new)',
          [
            {
              status: 400,
              when: 'the body is not valid, the credits do not cover one more candidate, or `url` is not public.',
            },
            { status: 404, when: 'no test of this corporate has this `partner_test_id`.' },
            { status: 409, when: 'the e-mail is already a candidate of this test.' },
          ],
        ),
        // The key is kept (encrypted) for the completion PATCH, which Greenhouse authenticates with it.
        ...keyedRoute(deps, ['tests:send'], 'greenhouse/send_test', { keepForCallbacks: true }),
      },
      async (req) => sendTest(deps, routeCaller(req), req.body),
    );
    routes.get(
      `${GREENHOUSE_BASE}/test_status`,
      {
        schema: {
          tags: ['ats'],
          security,
          querystring: z.object({ partner_interview_id: z.string().trim().min(1).max(200) }),
          response: { 200: statusAnswer },
        },
        config: docs(
          'greenhouseTestStatus',
          'Greenhouse: the status of a sent test, its score and results once complete',
          [
            { status: 400, when: '`partner_interview_id` is missing.' },
            { status: 404, when: 'no test was sent with this `partner_interview_id`.' },
          ],
        ),
        ...keyedRoute(deps, ['results:read', 'tests:send'], 'greenhouse/test_status'),
      },
      async (req) => testStatus(deps, routeCaller(req), req.query.partner_interview_id),
    );
    routes.post(
      `${GREENHOUSE_BASE}/response_error`,
      {
        schema: { tags: ['ats'], security, body: responseErrorBody, response: { 200: responseErrorAnswer } },
        config: docs(
          'greenhouseResponseError',
          'Greenhouse: reports an answer of ours it could not read (kept in the call log)',
          [{ status: 400, when: 'the body lacks `api_call` or `errors`.' }],
        ),
        ...keyedRoute(deps, ['results:read', 'tests:send'], 'greenhouse/response_error'),
      },
      async (req) => {
        const detail = responseErrorDetail(req.body);
        noteCallDetail(req, detail);
        req.log.warn({ corporateId: routeCaller(req).corporateId, detail }, 'Greenhouse reported an answer');
        return { status: 200 as const };
      },
    );
  });
}
