import type { CallDocs } from './call-doc';

/** The assessment API for applicant tracking systems: its keys (back office) and its calls. */
export const ATS_DOCS = {
  'ats/keys/list': "Lists a corporate's API keys for its applicant tracking system (never the secrets)",
  'ats/keys/new':
    'Creates an API key with a name and scopes; the answer shows the key this once (only its hash is kept)',
  'ats/keys/revoke': 'Revokes an API key: calls made with it answer 401 from now on',
  'ats/activity':
    "The latest calls made with a corporate's API keys, and the status callbacks with each delivery attempt",
  'ats/tests': "The tests on offer: the corporate's live projects (`test_id` is the project's id)",
  'ats/tests/send': {
    summary:
      "Sends a test to a candidate: a participant of the project, invited as the back office invites (e-mail, credits held), answering the candidate's link. Idempotent on `request_id`: a retried send answers the first one's participant (`created: false`) and spends nothing more. With `callback_url`, a signed POST tells the ATS when the candidate is scored (headers `x-asesa-signature`, `x-asesa-timestamp`, `x-asesa-event`; retried with back-off).",
    errors: {
      400: 'the credits do not cover one more participant (`error.field: credits`), or `callback_url` is not a public http(s) URL.',
      409: 'the e-mail is already a participant of this test under another `request_id` (`error.field: email`), or the same `request_id` names another test.',
    },
  },
  'ats/tests/status': {
    summary: 'The status of a sent test',
    errors: { 404: 'no test was sent with this `request_id`.' },
  },
  'ats/results': {
    summary:
      "A sent test's results: per-test scores, job fit with its band, links to the PDF reports (GET with the same key) and to the results in the back office",
    errors: {
      404: 'no test was sent with this `request_id`.',
      409: 'the candidate has not been scored yet.',
    },
  },
} satisfies CallDocs;
