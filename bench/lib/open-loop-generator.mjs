// An open-loop load generator in its own process: answer saves sent on a fixed schedule (`rate`
// a second, evenly spread), whether or not earlier ones have been answered, as candidates do. A
// closed loop (autocannon) waits for each answer before the next request and so slows down with
// the server, hiding its stalls; here a save's latency is counted from the moment it was due, so a
// stall shows in full (no coordinated omission). Its own process, so its work never delays the
// server's event loop — on this machine the two still share the cores, which the row says.
//
// Input: a JSON file (argv[2]) { url, rate, seconds, sockets, sessions: [{ code, submissionId,
// itemIds, seq }] }. Output: one JSON line on stdout with the figures.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { rate, seconds, sessions } = input;
const target = new URL('/api/v1/test-activities/submission', input.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: input.sockets ?? 256 });
const OPTIONS = ['A', 'B', 'C', 'D'];

const total = Math.round(rate * seconds);
// A save never answered counts as infinitely late.
const latencies = new Float64Array(total).fill(Number.POSITIVE_INFINITY);
let sent = 0;
let answered = 0;
let errors = 0;
const errorSamples = [];
let worstLagMs = 0;

/** The body of the next save of session `s`: the next item, a new seq (always applied). */
function saveOf(s) {
  const seq = ++s.seq;
  const item = s.itemIds[seq % s.itemIds.length];
  return JSON.stringify({
    submission_id: s.submissionId,
    participant_code: s.code,
    submission: { [item]: { value: OPTIONS[(seq + Math.floor(seq / 20)) % 4], seq } },
  });
}

function send(index, dueAt) {
  const body = saveOf(sessions[index % sessions.length]);
  const req = http.request(
    target,
    {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        latencies[index] = performance.now() - dueAt;
        answered++;
        if (res.statusCode !== 200) {
          errors++;
          if (errorSamples.length < 5)
            errorSamples.push(`${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 200)}`);
        }
        if (answered === total) finish();
      });
    },
  );
  req.on('error', (err) => {
    latencies[index] = performance.now() - dueAt;
    answered++;
    errors++;
    if (errorSamples.length < 5) errorSamples.push(err.message);
    if (answered === total) finish();
  });
  req.end(body);
}

const cpuAtStart = process.cpuUsage();
const start = performance.now();
const perMs = rate / 1000;
function tick() {
  const now = performance.now();
  const due = Math.min(total, Math.floor((now - start) * perMs) + 1);
  if (due > sent) worstLagMs = Math.max(worstLagMs, now - (start + sent / perMs));
  while (sent < due) {
    send(sent, start + sent / perMs);
    sent++;
  }
  if (sent < total) setTimeout(tick, 1);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function finish() {
  const elapsed = (performance.now() - start) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const cpu = process.cpuUsage(cpuAtStart);
  process.stdout.write(
    `${JSON.stringify({
      rate,
      seconds,
      sent,
      answered,
      answeredPerSecond: answered / elapsed,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted[sorted.length - 1],
      errors,
      errorSamples,
      worstScheduleLagMs: worstLagMs,
      // The generator's own share of the two cores: what the server could not have.
      generatorCpuShare: (cpu.user + cpu.system) / 1e6 / elapsed,
      // Where each participant's seq ended, so the next run's saves are new answers too.
      seqs: sessions.map((s) => s.seq),
    })}\n`,
  );
  agent.destroy();
  process.exit(0);
}

// Ends with what it has if the server stops answering: every save left is an error.
setTimeout(
  () => {
    errors += total - answered;
    answered = total;
    finish();
  },
  (seconds + 30) * 1000,
).unref();
tick();
