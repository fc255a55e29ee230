// The participants' devices for bench/participants.ts: an HTTP load generator on its own worker
// thread, so the clients never share an event loop with the server they measure. Keep-alive
// connections (as browsers keep them), JSON POSTs to /api/v1/{path}, one latency per request.
// Open loop: requests leave on schedule whether or not earlier ones have answered, and a latency
// is counted from the moment the request was due, so a server that falls behind cannot hide it
// by slowing the clients down (no coordinated omission).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, task } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.connections ?? 64 });
const url = new URL(base);
const REQUEST_TIMEOUT_MS = 30_000;

/** POST /api/v1/{path}; resolves with the HTTP status and parsed body (never rejects). */
function post(path, body, token) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/api/v1/${path}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // a non-JSON answer is an error below
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', (err) => resolve({ status: 0, body: { error: { message: String(err) } } }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: { error: { message: String(err) } } }));
    // A server that falls far behind an open loop would otherwise keep the run going until it
    // has answered every request sent on schedule: past this, a request is a failure.
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.end(payload);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const errors = { count: 0, samples: [] };
function failed(path, res) {
  errors.count++;
  if (errors.samples.length < 5)
    errors.samples.push(
      `${path} → ${res.status}: ${JSON.stringify(res.body?.error ?? res.body).slice(0, 200)}`,
    );
}

/** Calls `send(i)` for i = 0..count-1 at `ratePerSecond`, each when due; resolves when all have answered. */
async function openLoop(count, ratePerSecond, send) {
  const started = performance.now();
  const pending = [];
  let next = 0;
  while (next < count) {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * ratePerSecond) + 1);
    for (; next < due; next++) pending.push(send(next, started + (next / ratePerSecond) * 1000));
    // Wake up for the next request due (at least every millisecond or so).
    await sleep(Math.max(0, started + (next / ratePerSecond) * 1000 - performance.now()));
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/**
 * Participants arriving evenly over `windowSeconds`, each opening the test as the web app does:
 * home (its instruments), instrument (the first one's content), mark-as-started (the clock runs).
 */
async function starts() {
  const { codes, windowSeconds } = workerData;
  const latencies = { home: [], instrument: [], 'mark-as-started': [] };
  const sequences = [];
  const started = [];
  const call = async (path, body) => {
    const t0 = performance.now();
    const res = await post(`test-activities/${path}`, body);
    latencies[path].push(performance.now() - t0);
    if (res.status !== 200) failed(path, res);
    return res.status === 200 ? res.body.data : null;
  };
  const seconds = await openLoop(codes.length, codes.length / windowSeconds, async (i, dueAt) => {
    const participant_code = codes[i];
    const home = await call('home', { participant_code });
    const first = home?.instruments?.[0];
    if (!first) return;
    const content = await call('instrument', { participant_code, attempt_id: first.attempt_id });
    if (!content) return;
    const attempt = await call('mark-as-started', { participant_code, submission_id: first.submission_id });
    if (!attempt) return;
    sequences.push(performance.now() - dueAt);
    started.push({
      code: participant_code,
      submissionId: attempt.submission_id,
      itemIds: attempt.sections[0].items.map((item) => item.id),
      // An adaptive section: the item the server chose first.
      pending: attempt.resume_item_id ?? null,
    });
  });
  return { latencies, sequences, started, seconds };
}

/** Answer saves at `ratePerSecond` for `seconds`, round-robin over the started participants. */
async function saves() {
  const { sessions, ratePerSecond, seconds } = workerData;
  const latencies = [];
  const seqs = new Map();
  const options = ['A', 'B', 'C', 'D'];
  const total = Math.round(ratePerSecond * seconds);
  const elapsed = await openLoop(total, ratePerSecond, async (i, dueAt) => {
    const session = sessions[i % sessions.length];
    const round = Math.floor(i / sessions.length);
    const item = session.itemIds[round % session.itemIds.length];
    const seq = (seqs.get(session.submissionId) ?? 0) + 1;
    seqs.set(session.submissionId, seq);
    const res = await post('test-activities/submission', {
      submission_id: session.submissionId,
      participant_code: session.code,
      submission: { [item]: { value: options[(i + round) % 4], seq } },
    });
    latencies.push(performance.now() - dueAt);
    if (res.status !== 200) failed('test-activities/submission', res);
  });
  return { latencies, seconds: elapsed };
}

/**
 * Answers to an adaptive test at `ratePerSecond` for `seconds`: each save answers the item the
 * server chose for that participant and carries back the next one (next_item_id). A participant
 * whose previous answer has not come back yet, or whose test stopped, gives the slot to the next.
 */
async function adaptiveSaves() {
  const { sessions, ratePerSecond, seconds } = workerData;
  const latencies = [];
  const options = ['A', 'B', 'C', 'D'];
  const busy = new Set();
  const seqs = new Map();
  let cursor = 0;
  let skipped = 0;
  const total = Math.round(ratePerSecond * seconds);
  const elapsed = await openLoop(total, ratePerSecond, async (i, dueAt) => {
    let session = null;
    for (let tries = 0; tries < sessions.length && !session; tries++) {
      const candidate = sessions[cursor++ % sessions.length];
      if (candidate.pending && !busy.has(candidate.submissionId)) session = candidate;
    }
    if (!session) {
      skipped++;
      return;
    }
    busy.add(session.submissionId);
    const seq = (seqs.get(session.submissionId) ?? 0) + 1;
    seqs.set(session.submissionId, seq);
    const res = await post('test-activities/submission', {
      submission_id: session.submissionId,
      participant_code: session.code,
      submission: { [session.pending]: { value: options[i % 4], seq } },
    });
    latencies.push(performance.now() - dueAt);
    busy.delete(session.submissionId);
    if (res.status !== 200) failed('test-activities/submission', res);
    else session.pending = res.body.data.next_item_id ?? null;
  });
  return { latencies, seconds: elapsed, skipped };
}

const tasks = { starts, saves, adaptiveSaves };
const result = await tasks[task]();
agent.destroy();
parentPort.postMessage({ ...result, errors });
