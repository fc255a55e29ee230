import { type CallDocs, conflict } from './call-doc';

const REGISTER_FIRST =
  'the participant has not filled in the registration form yet (`reason: not_registered`).';
const RESULTS_NOT_SHARED = "the participant's project does not show candidates their results.";
const RESULTS_NOT_READY = 'the results are still being calculated: try again in a moment.';

/** The participant pages (the participant code is the credential) and the partner embed's events. */
export const PARTICIPANT_DOCS = {
  'test-activities/corporate-context': 'The corporate of a participant code: name, logo, colours and fonts',
  'test-activities/landing':
    'The landing page of a participant code: the project, whether they registered, the registration form',
  'GET test-activities/consensus':
    'The consent page text, in the asked language (`?lang=` or Content-Language)',
  'GET test-activities/work-instructions':
    'The work instructions page text, in the asked language (`?lang=` or Content-Language)',
  'GET test-activities/language': 'The languages participants can choose',
  'test-activities/submit': 'Submits the registration form, with the photo and CV',
  'test-activities/education-level': 'The education levels of the registration form, in a language',
  'test-activities/cities': 'The cities of the registration form, searched by name, a page at a time',
  'test-activities/home': conflict("The participant's tests, their state and time", REGISTER_FIRST),
  'test-activities/instrument': conflict(
    'One test of the participant, with the items they may see',
    REGISTER_FIRST,
  ),
  'test-activities/mark-as-started': conflict(
    "Starts one of the participant's tests: its clock starts",
    `${REGISTER_FIRST} Or an earlier test must be finished first.`,
  ),
  'test-activities/submission': {
    summary: 'Saves answers: each is acknowledged only once stored',
    errors: {
      409: `${REGISTER_FIRST} Or the test or section has not started, or an answer can no longer change: the section's or item's time is over, or a forward-only section moved on (\`reason\` says which; \`error.field\` names the item).`,
    },
  },
  'test-activities/finish-section': conflict(
    'Finishes the current section of a test',
    `${REGISTER_FIRST} Or the test or the section has not started.`,
  ),
  'test-activities/item-shown': conflict(
    'Starts the clock of an item with its own time limit',
    `${REGISTER_FIRST} Or the test or the section has not started.`,
  ),
  'test-activities/break-start': {
    summary: "Pauses the running timed section for a break the participant's accommodation grants",
    errors: {
      403: 'The accommodation in force grants no breaks.',
      409: `${REGISTER_FIRST} Or no timed section is running, or this section's break time is used up.`,
    },
  },
  'test-activities/break-end': conflict(
    'Ends the break: the section clock runs again, its deadline moved by the break taken',
    REGISTER_FIRST,
  ),
  'test-activities/participant-last-attempt': conflict(
    "Records the device's timer and answers the server's: where the participant left off",
    REGISTER_FIRST,
  ),
  'test-activities/participant-activities':
    "Records that the participant's page went offline or came back online",
  'test-activities/accommodation': conflict(
    "The participant's own accommodation in force and where their request stands",
    REGISTER_FIRST,
  ),
  'test-activities/accommodation-request': conflict(
    "The participant asks the project's staff for an accommodation (an e-mail to each of them)",
    `${REGISTER_FIRST} Or an earlier request is still waiting for an answer.`,
  ),
  'test-activities/congrat-candidate': conflict(
    'Completes the participant once every test is finished',
    `${REGISTER_FIRST} Or a test is not finished yet (the message names it).`,
  ),
  'test-activities/submit-code': {
    summary: 'Opens an access code: a new participant of its project, or the participant who used it',
    errors: {
      404: 'no access code is this one (on a corporate slug page, none of that corporate).',
      410: 'the access code has expired (`reason: expired`).',
      429: 'too many wrong access codes from this address, for this code or overall (`reason: challenge_required`): solve `error.challenge` and resend with the `proof-of-work` header.',
    },
  },
  'test-activities/corporate-slug': {
    summary: 'The corporate of an access-code page address (slug)',
    errors: { 404: 'no corporate has this slug (`reason: invalid_slug`).' },
  },
  'test-activities/translation': 'The texts of a participant page, in a language',
  'test-activities/export': {
    summary: "The participant's own report as a PDF",
    errors: { 403: RESULTS_NOT_SHARED, 409: 'the participant has no scored results yet.' },
  },
  'test-activities/participants-signed': 'Whether the participant has completed, and when',
  'test-activities/results-verify': {
    summary: "Verifies a signed link to a candidate's results",
    errors: {
      403: `the link is not valid or has expired (\`reason: invalid_link\` or \`expired_link\`); or ${RESULTS_NOT_SHARED}`,
      409: RESULTS_NOT_READY,
    },
  },
  'test-activities/candidate': {
    summary: "The candidate's own results, in a language",
    errors: { 403: RESULTS_NOT_SHARED, 409: RESULTS_NOT_READY },
  },
  'test-activities/ability-summaries': {
    summary: "The candidate's own ability summaries, in the Content-Language",
    errors: { 403: RESULTS_NOT_SHARED, 409: RESULTS_NOT_READY },
  },
  'test-activities/proctoring-track': {
    summary: 'Records a proctoring event (tab hidden or shown, window left, and so on)',
    errors: {
      409: 'the project does not use proctoring.',
      429: 'the participant already has the most proctoring events kept.',
    },
  },
  'test-activities/proctoring-policy': "The proctoring the participant's project asks for",
  'test-activities/proctoring-snapshot': {
    summary: 'Uploads a webcam snapshot (JPEG)',
    errors: {
      409: 'the project does not take webcam snapshots.',
      429: 'a snapshot came too soon after the last one, or the participant already has the most events kept.',
    },
  },
  'partner/send-event': conflict(
    "Reports a partner page's event (section finished, test finished, code expired) to the corporate's callback URL",
    'the event did not happen: the section or the test is not finished, or the code has not expired.',
  ),
} satisfies CallDocs;
