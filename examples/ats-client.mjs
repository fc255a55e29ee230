#!/usr/bin/env node
// An applicant tracking system's side of the Asesa ATS API, in plain Node (18+), no packages:
// lists the tests on offer, sends one to a candidate, polls its status and reads the results.
//
//   ASESA_URL=https://asesa.example.com ASESA_KEY=asesa_… node examples/ats-client.mjs \
//     --email sari@example.com --first Sari --last Wijaya [--test 12] [--request app-48213] \
//     [--callback https://ats.example.com/hooks/asesa] [--language en] [--wait 600]
//
// Prints one JSON line per step. The send is idempotent on --request: run it twice and the
// second run answers the same participant (created: false) and spends no credit.

import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    email: { type: 'string' },
    first: { type: 'string', default: 'Candidate' },
    last: { type: 'string', default: '' },
    test: { type: 'string' },
    request: { type: 'string' },
    callback: { type: 'string' },
    language: { type: 'string' },
    wait: { type: 'string', default: '0' },
    'send-only': { type: 'boolean', default: false },
  },
});
const base = (process.env.ASESA_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const key = process.env.ASESA_KEY;
if (!key || !args.email) {
  console.error('Set ASESA_KEY and pass --email (see the comment at the top of this file).');
  process.exit(2);
}

/** One call: POST /api/v1/{path} with the key; answers `data`, or throws the server's message. */
async function call(path, body = {}) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-language': 'en' },
    body: JSON.stringify(body),
  });
  const envelope = await res.json();
  if (res.status !== 200) {
    const retry = res.headers.get('retry-after');
    throw new Error(
      `${path} answered ${res.status}: ${envelope.error?.message}${retry ? ` (retry after ${retry} s)` : ''}`,
    );
  }
  return envelope.data;
}

const print = (step, data) => console.log(JSON.stringify({ step, ...data }));

const tests = await call('ats/tests');
print('tests', { tests });
const testId = Number(args.test ?? tests[0]?.test_id);
const requestId = args.request ?? `example-${Date.now()}`;
const sent = await call('ats/tests/send', {
  test_id: testId,
  request_id: requestId,
  candidate: { first_name: args.first, last_name: args.last, email: args.email },
  ats_candidate_id: `cand-${args.email}`,
  ...(args.callback ? { callback_url: args.callback } : {}),
  ...(args.language ? { language_code: args.language } : {}),
});
print('sent', sent);
if (args['send-only']) process.exit(0);

// Poll the status (a callback_url spares the polling: the server POSTs when the candidate is scored).
const deadline = Date.now() + Number(args.wait) * 1000;
let status = await call('ats/tests/status', { request_id: requestId });
print('status', status);
while (!status.results_ready && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  status = await call('ats/tests/status', { request_id: requestId });
}
if (status.results_ready) {
  const results = await call('ats/results', { request_id: requestId });
  print('results', results);
  // A report link is a GET with the same key (scope results:read).
  const pdf = await fetch(results.report_links[0].url, { headers: { authorization: `Bearer ${key}` } });
  // Read the body whole: an unread body holds the connection open until the server drops it.
  const bytes = (await pdf.arrayBuffer()).byteLength;
  print('report', { status: pdf.status, type: pdf.headers.get('content-type'), bytes });
}
