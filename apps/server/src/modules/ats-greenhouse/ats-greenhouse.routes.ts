import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { type OperationError, routeDocs } from '../../http/openapi/operation-docs';
import { apiKeyScope, keyedRoute, routeCaller } from '../ats/ats-auth';
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
    partner_test_id: z.string().regex(/^\d+$/, 'a test id from list_tests'),
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
        ...keyedRoute(deps, ['tests:send'], 'greenhouse/send_test'),
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
  });
}
