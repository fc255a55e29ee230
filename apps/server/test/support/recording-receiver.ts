import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it. */
export interface ReceivedRequest {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real local HTTP endpoint standing in for a partner's (an ATS, a callback URL): it keeps every
 * request it receives in `received`, and answers each with the next status queued in `answers`
 * (200 once the queue is empty) and `body`.
 */
export async function startRecordingReceiver(body = 'ok') {
  const received: ReceivedRequest[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, body: text });
      res.statusCode = answers.shift() ?? 200;
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    answers,
    /** http://127.0.0.1:<port>, the port the system chose. */
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
