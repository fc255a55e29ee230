// Makes the heavy-requests scenario's sheets (heavy-sheets.ts) on this thread, so the garbage of
// building them stays in this thread's heap and ends with it. Node 20 does not pass tsx's hooks on
// to worker threads: the thread loads the TypeScript module through tsx itself.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

try {
  const { makeHeavySheets } = await tsImport(workerData.module, import.meta.url);
  const sheets = await makeHeavySheets(workerData.invitees);
  // Each sheet in an ArrayBuffer of its own, moved to the caller.
  const moved = Object.fromEntries(Object.entries(sheets).map(([name, b]) => [name, new Uint8Array(b)]));
  parentPort.postMessage(
    moved,
    Object.values(moved).map((bytes) => bytes.buffer),
  );
} catch (err) {
  parentPort.postMessage({ error: String(err?.stack ?? err) });
}
