import { type CallDocs, conflict } from './call-doc';

/** Human oversight of job-fit decisions: reviews, the signed decision log, the candidate's explanation. */
export const DECISION_DOCS = {
  'decisions/record': conflict(
    "Records a reviewer's accept / reject / hold with a reason; the system's suggestion is kept beside it and a differing decision is marked as an override (audited, never overwritten)",
    'the candidate has no scored results yet.',
  ),
  'decisions/history':
    "A candidate's decisions (newest first), contests, the current suggestion and whether they opened their explanation",
  'decisions/log-export':
    "A project's decision log as a signed .zip: decisions.json (each decision's inputs, versions, result and reviewer), manifest.json (SHA-256 of each file), manifest.sig (Ed25519, base64) and public-key.pem",
  'GET decisions/signing-key': 'The Ed25519 public key (SPKI PEM) and its id that sign decision-log archives',
  'test-activities/decision-explanation-link':
    "The candidate's explanation token (null until they finished); the link outlives the participant code",
  'test-activities/decision-explanation': {
    summary:
      "The candidate's explanation in their language: what was measured, scores with bands, how the recommendation was formed, who decided and how to contest",
    errors: { 404: 'the token is unknown (`reason: unknown_link`).' },
  },
  'test-activities/decision-explanation-pdf': {
    summary: "The candidate's explanation as a PDF, in their language",
    errors: { 404: 'the token is unknown (`reason: unknown_link`).' },
  },
  'test-activities/decision-contest': {
    summary:
      "The candidate contests the decision: the project's staff are e-mailed and the contest joins the history",
    errors: { 404: 'the token is unknown (`reason: unknown_link`).' },
  },
} satisfies CallDocs;
