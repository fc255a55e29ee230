// The client of the heavy-requests scenario on its own worker thread: it sends each heavy request
// over a real HTTP connection, as a browser would, so the server reads an upload in the socket's
// chunks and nothing the client does (building a 30 MB multipart body, reading a PDF or a
// multi-megabyte answer) runs on the event loop the scenario measures. Files are handed over once,
// before the measurements, so no large copy crosses threads while one runs.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// A browser uploading a sheet spends its own machine's CPU, not the server's; here the client
// shares the server's two cores, so it yields them to the server first (on Linux a thread's nice
// value is its own: the server's threads keep theirs).
const CLIENT_NICE = 10;
try {
  setPriority(CLIENT_NICE);
} catch {
  // A platform that cannot lower a thread's priority measures with the client at the server's.
}

const { base } = workerData;
const files = new Map();

/** POST /api/v1/{path} with a JSON body, or multipart with fields and one kept file. */
async function send({ path, token, body, fields, file }) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let payload;
  if (file) {
    payload = new FormData();
    for (const [k, v] of Object.entries(fields ?? {})) payload.append(k, v);
    payload.append(file.field, new Blob([files.get(file.name)]), file.filename);
  } else {
    payload = JSON.stringify(body ?? {});
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}/api/v1/${path}`, { method: 'POST', headers, body: payload });
  // The answer is read whole (a PDF, a sheet's rows), as a client would, and then dropped.
  await res.arrayBuffer();
  return res.status;
}

parentPort.on('message', async (message) => {
  if (message.keep) {
    files.set(message.keep, Buffer.from(message.content));
    parentPort.postMessage({ id: message.id, status: 0 });
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, status: await send(message.request) });
  } catch (err) {
    parentPort.postMessage({ id: message.id, status: 0, error: String(err) });
  }
});
