import { REPORT_TYPES, reportLanguage } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { sendFileAnswer } from '../../http/calls';
import { routeDocs } from '../../http/openapi/operation-docs';
import { atsReport, atsResults, atsSend, atsStatusOf, atsTests } from './ats.service';
import { apiKeyScope, keyedRoute, routeCaller } from './ats-auth';
import { atsActivity, atsKeyList, atsKeyNew, atsKeyRevoke } from './ats-keys.service';

const RESULTS = ['results:read'] as const;
const SEND = ['tests:send'] as const;

const reportQuery = z.object({
  request_id: z.string().trim().min(1).max(200),
  type: z.enum(REPORT_TYPES).optional(),
  lang: reportLanguage.optional(),
});

/** The ATS API: its keys in the back office, and the calls an ATS makes with a key. */
export function atsRoutes(app: FastifyInstance, deps: Deps): void {
  // A corporate's keys are managed by its collaborators, its consultant and the admins.
  defineCalls(app, deps, 'user', {
    'ats/keys/list': (b, ctx) => atsKeyList(deps, ctx.actor!, b.account_corporate_id),
    'ats/keys/new': (b, ctx) => atsKeyNew(deps, ctx.actor!, b),
    'ats/keys/revoke': (b, ctx) => atsKeyRevoke(deps, ctx.actor!, b.account_corporate_id, b.key_id),
    'ats/activity': (b, ctx) => atsActivity(deps, ctx.actor!, b.account_corporate_id),
  });
  apiKeyScope(app, deps, (scope) => {
    defineCalls(
      scope,
      deps,
      { apiKey: SEND },
      {
        'ats/tests': (_b, ctx) => atsTests(deps, ctx.apiKey!),
        'ats/tests/send': (b, ctx) => atsSend(deps, ctx.apiKey!, b),
      },
    );
    // The status is what a sender polls too: either scope reads it.
    defineCalls(
      scope,
      deps,
      { apiKey: [...SEND, ...RESULTS] },
      {
        'ats/tests/status': (b, ctx) => atsStatusOf(deps, ctx.apiKey!, b.request_id),
      },
    );
    defineCalls(
      scope,
      deps,
      { apiKey: RESULTS },
      {
        'ats/results': (b, ctx) => atsResults(deps, ctx.apiKey!, b, ctx.language),
      },
    );
    // A GET, so the link ats/results gives is a plain URL an ATS fetches with its key.
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'GET',
      url: '/api/v1/ats/report',
      schema: {
        tags: ['ats'],
        querystring: reportQuery,
        security: [{ apiKey: [] }, { apiKeyBasic: [] }],
      },
      config: {
        openapi: routeDocs({
          operationId: 'getAtsReport',
          summary: "A sent test's PDF report (the link ats/results gives)",
          whoMayCall:
            "an applicant tracking system holding a corporate's API key with the scope `results:read` (Bearer, or HTTP Basic with the key as the user name).",
          errors: [
            { status: 400, when: 'the query names an unknown report type, or one the test does not offer.' },
            { status: 401, when: 'no API key, or one that is not valid or was revoked.' },
            { status: 403, when: 'the key does not hold the scope `results:read`.' },
            { status: 404, when: 'no test was sent with this `request_id`.' },
            { status: 409, when: 'the candidate has not been scored yet.' },
            { status: 429, when: 'the key made more calls this minute than its limit.' },
          ],
        }),
      },
      ...keyedRoute(deps, RESULTS, 'ats/report'),
      handler: async (req, reply) =>
        sendFileAnswer(reply, await atsReport(deps, routeCaller(req), req.query)),
    });
  });
}
