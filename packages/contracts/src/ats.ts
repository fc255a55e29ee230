import { z } from 'zod';
import { namedRecord, normedStanding } from './record-fields';
import { REPORT_TYPES, reportLanguage } from './reports';

// The assessment API for applicant tracking systems (ATS): a corporate's API keys, managed in the
// back office, and the calls an ATS makes with one (list the tests on offer, send a test, read its
// status and results). A key is sent as `Authorization: Bearer <key>` or as the user name of HTTP
// Basic (Greenhouse's way); the ATS is told when a candidate finishes by a signed callback.

/** What a key may do: read the status and results of sent tests, send tests. */
export const ATS_SCOPES = ['results:read', 'tests:send'] as const;
export type AtsScope = (typeof ATS_SCOPES)[number];
/** Every key starts so: a key found in a log or a repository is recognisable as ours. */
export const ATS_KEY_START = 'asesa_';
/** The header of a callback naming its kind (the signature headers are the partner events'). */
export const ATS_CALLBACK_EVENT = 'test.completed';

const positiveId = z.number().int().positive();
const corporateId = z.object({ account_corporate_id: positiveId });
const scope = z.enum(ATS_SCOPES, { message: `scope must be one of ${ATS_SCOPES.join(', ')}` });

export const atsKeyRow = z.object({
  ...namedRecord,
  /** The key's public start (`asesa_ab12cd34`): how a key is recognised in lists and logs. */
  prefix: z.string(),
  scopes: z.array(scope),
  created_by_name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type AtsKeyRow = z.infer<typeof atsKeyRow>;

export const atsKeyNewRequest = corporateId.extend({
  name: z.string().trim().min(1, 'name: give the key a name').max(100, 'name: at most 100 characters'),
  scopes: z.array(scope).min(1, 'scopes: choose at least one scope').max(ATS_SCOPES.length),
});
export const atsKeyNewResponse = atsKeyRow.extend({
  /** The whole key, shown this once: only a hash of it is kept. */
  key: z.string(),
  /** The secret callbacks are signed with (HMAC-SHA256 of `${timestamp}.${body}`, hex). */
  signing_secret: z.string(),
});
export type AtsKeyNewResponse = z.infer<typeof atsKeyNewResponse>;

export const atsKeyRevokeRequest = corporateId.extend({ key_id: positiveId });

export const atsActivity = z.object({
  calls: z.array(
    z.object({
      id: z.number().int(),
      key_prefix: z.string(),
      call: z.string(),
      status: z.number().int(),
      request_id: z.string().nullable(),
      /** What the call reported, when it is a report (Greenhouse's response_error). */
      detail: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  callbacks: z.array(
    z.object({
      id: z.number().int(),
      request_id: z.string(),
      url: z.string(),
      kind: z.enum(['generic', 'greenhouse']),
      status: z.enum(['queued', 'sent', 'failed']),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      attempts: z.array(
        z.object({
          attempt: z.number().int(),
          response_status: z.number().int().nullable(),
          error: z.string().nullable(),
          at: z.string(),
        }),
      ),
    }),
  ),
});
export type AtsActivity = z.infer<typeof atsActivity>;

/** A test on offer: one of the corporate's live projects. */
export const atsTest = z
  .object({
    test_id: z.number().int(),
    name: z.string(),
    languages: z.array(z.string()),
    report_types: z.array(z.enum(REPORT_TYPES)),
  })
  .meta({
    example: {
      test_id: 12,
      name: 'Graduate intake 2026',
      languages: ['id', 'en'],
      report_types: ['hiring-manager'],
    },
  });

const requestId = z
  .string()
  .trim()
  .min(1, 'request_id: give the id of this request in your system')
  .max(200, 'request_id: at most 200 characters');
const atsId = z.string().trim().max(200, 'at most 200 characters');

export const atsSendRequest = z
  .object({
    test_id: positiveId,
    /** The ATS's id of this request: a retried send with the same id creates nothing new. */
    request_id: requestId,
    candidate: z.object({
      first_name: z.string().trim().min(1, 'first_name: give the first name').max(100),
      last_name: z.string().trim().max(100).default(''),
      email: z.string().trim().email('email: not a valid e-mail address').max(254),
    }),
    ats_candidate_id: atsId.optional(),
    ats_application_id: atsId.optional(),
    language_code: z.string().trim().max(10).optional(),
    /** Where to POST the signed status callback when the candidate finishes (public https URL). */
    callback_url: z.string().trim().max(2000).optional(),
  })
  .meta({
    example: {
      test_id: 12,
      request_id: 'app-48213-stage-3',
      candidate: { first_name: 'Sari', last_name: 'Wijaya', email: 'sari@example.com' },
      ats_candidate_id: 'cand-7781',
      ats_application_id: 'app-48213',
      callback_url: 'https://ats.example.com/hooks/asesa',
    },
  });
export type AtsSendRequest = z.input<typeof atsSendRequest>;

export const ATS_STATUSES = ['invited', 'in_progress', 'completed', 'scored', 'expired', 'revoked'] as const;

export const atsSendResponse = z
  .object({
    request_id: z.string(),
    participant_id: z.number().int(),
    /** The candidate's link to the test (also e-mailed to the candidate). */
    link: z.string(),
    status: z.enum(ATS_STATUSES),
    /** False when this request id had sent the test already (nothing new was created). */
    created: z.boolean(),
  })
  .meta({
    example: {
      request_id: 'app-48213-stage-3',
      participant_id: 3301,
      link: 'https://asesa.example.com/test-activity/K7Q2-MX4P',
      status: 'invited',
      created: true,
    },
  });

export const atsRequestRef = z.object({ request_id: requestId });

/** Where the test an ATS request opened stands: the status answer and the callback both carry it. */
const atsTestState = {
  request_id: z.string(),
  test_id: z.number().int(),
  participant_id: z.number().int(),
  status: z.enum(ATS_STATUSES),
};

export const atsStatusResponse = z
  .object({
    ...atsTestState,
    /** True once the results are computed (status scored): ats/results answers them. */
    results_ready: z.boolean(),
    ats_candidate_id: z.string(),
    ats_application_id: z.string(),
  })
  .meta({
    example: {
      request_id: 'app-48213-stage-3',
      test_id: 12,
      participant_id: 3301,
      status: 'scored',
      results_ready: true,
      ats_candidate_id: 'cand-7781',
      ats_application_id: 'app-48213',
    },
  });

export const atsResultsRequest = atsRequestRef.extend({ lang: reportLanguage.optional() });

export const atsResultsResponse = z
  .object({
    request_id: z.string(),
    status: z.enum(ATS_STATUSES),
    tests: z.array(
      z.object({
        name: z.string(),
        scored_at: z.string(),
        scores: z.array(
          z.object({
            code: z.string(),
            name: z.string(),
            raw: z.number(),
            ...normedStanding,
          }),
        ),
      }),
    ),
    /** % match to the project's competence targets, with its band over plausible true profiles. */
    job_fit: z
      .object({
        fit: z.number().nullable(),
        band: z.object({ level: z.number(), lower: z.number(), upper: z.number() }).nullable(),
      })
      .nullable(),
    /** The PDF reports: GET with the same key (scope results:read). */
    report_links: z.array(z.object({ type: z.enum(REPORT_TYPES), url: z.string() })),
    /** The candidate's results in the back office (staff sign in). */
    results_url: z.string(),
  })
  .meta({
    example: {
      request_id: 'app-48213-stage-3',
      status: 'scored',
      tests: [
        {
          name: 'Numerical reasoning',
          scored_at: '2026-11-29T10:12:00.000Z',
          scores: [
            { code: 'NUM', name: 'Numerical', raw: 14, sten: 7, percentile: 77.3, band: 'Above average' },
          ],
        },
      ],
      job_fit: { fit: 82.5, band: { level: 0.8, lower: 74.1, upper: 89.9 } },
      report_links: [
        {
          type: 'hiring-manager',
          url: 'https://asesa.example.com/api/v1/ats/report?request_id=app-48213-stage-3&type=hiring-manager',
        },
      ],
      results_url: 'https://asesa.example.com/projects/12/participants?participant=3301',
    },
  });
export type AtsResults = z.infer<typeof atsResultsResponse>;

/** The body of a status callback (POST, signed with the corporate's signing secret). */
export const atsCallbackBody = z.object({
  event: z.literal(ATS_CALLBACK_EVENT),
  ...atsTestState,
  ats_candidate_id: z.string(),
  ats_application_id: z.string(),
  occurred_at: z.string(),
});
export type AtsCallbackBody = z.infer<typeof atsCallbackBody>;

export const ATS_CALLS = {
  'ats/keys/list': { request: corporateId, response: z.array(atsKeyRow) },
  'ats/keys/new': { request: atsKeyNewRequest, response: atsKeyNewResponse },
  'ats/keys/revoke': { request: atsKeyRevokeRequest, response: atsKeyRow },
  'ats/activity': { request: corporateId, response: atsActivity },
  'ats/tests': { request: z.object({}).passthrough(), response: z.array(atsTest) },
  'ats/tests/send': { request: atsSendRequest, response: atsSendResponse },
  'ats/tests/status': { request: atsRequestRef, response: atsStatusResponse },
  'ats/results': { request: atsResultsRequest, response: atsResultsResponse },
} as const;
