// The people using the server while a heavy operation runs, on their own worker thread: four
// mid-test participants save an answer every 25 ms each and a monitor asks /api/health every 50 ms,
// over real HTTP connections as browsers would. On their own thread, their requests and their
// timing cost the measured server's event loop and heap nothing but what the server itself does
// to answer them, so a figure is the server's, not the bench's.
import { parentPort, workerData } from 'node:worker_threads';

const { base, live } = workerData;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const saves = [];
const checks = [];
const errors = [];
let stop = false;

async function timed(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (res.status !== 200) errors.push(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const savers = live.map(async (person, n) => {
  let k = 0;
  while (!stop) {
    const item = person.itemIds[k++ % person.itemIds.length];
    const body = JSON.stringify({
      submission_id: person.submissionId,
      participant_code: person.code,
      submission: { [item]: ['A', 'B', 'C', 'D'][(k + n) % 4] },
    });
    saves.push(
      await timed(`${base}/api/v1/test-activities/submission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    await sleep(25);
  }
});
const monitor = (async () => {
  while (!stop) {
    checks.push(await timed(`${base}/api/health`));
    await sleep(50);
  }
})();

parentPort.postMessage({ ready: true });
parentPort.on('message', async () => {
  stop = true;
  await Promise.all([...savers, monitor]);
  parentPort.postMessage({ saves, checks, errors: errors.slice(0, 5) });
});
