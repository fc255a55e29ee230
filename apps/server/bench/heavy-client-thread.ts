import { Worker } from 'node:worker_threads';

/** A heavy request as heavy-client.mjs sends it: JSON, or multipart with a file kept beforehand. */
export interface HeavyRequest {
  path: string;
  token: string;
  body?: unknown;
  fields?: Record<string, string>;
  file?: { name: string; field: string; filename: string };
}

/**
 * Starts heavy-client.mjs on its own thread against a listening server (`base`): `keep` hands it a
 * file before the measurements, `send` makes one request and answers its HTTP status.
 */
export function startHeavyClient(base: string) {
  const worker = new Worker(new URL('./heavy-client.mjs', import.meta.url), { workerData: { base } });
  const waiting = new Map<number, (status: number) => void>();
  let next = 0;
  worker.on('message', (m: { id: number; status: number; error?: string }) => {
    if (m.error) console.error(`heavy client: ${m.error}`);
    waiting.get(m.id)?.(m.status);
    waiting.delete(m.id);
  });
  const ask = (message: object) =>
    new Promise<number>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      worker.postMessage({ ...message, id });
    });
  return {
    keep: (name: string, content: Buffer) => ask({ keep: name, content }),
    send: (request: HeavyRequest) => ask({ request }),
    close: () => worker.terminate(),
  };
}
