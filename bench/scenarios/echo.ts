import { type LoadMetrics, runLoad } from '../lib/load';
import { startEcho } from '../lib/server-process';
import { type Generator, runWrk } from '../lib/wrk-load';

/** The same size of JSON as an answer save, so both runs move the same bytes. */
export const ECHO_PAYLOAD = {
  submission_id: 123456,
  participant_code: 'START-000042',
  submission: { 'item-0123456789abcdef': { value: 'B', seq: 17 } },
};

/**
 * The baseline: a bare Fastify JSON echo in its own process under the same load generator and
 * connections as the answer saves. Every ratio of the run is taken against it.
 */
export async function measureEcho(connections: number, seconds: number): Promise<LoadMetrics> {
  const echo = await startEcho();
  try {
    return await loadEcho(echo.url, connections, seconds);
  } finally {
    await echo.stop();
  }
}

/** The echo's load on a running echo server (startEcho), from autocannon or wrk (see lib/wrk-load). */
export function loadEcho(
  url: string,
  connections: number,
  seconds: number,
  generator: Generator = 'autocannon',
): Promise<LoadMetrics> {
  if (generator === 'wrk')
    return runWrk({ url, connections, seconds, requests: { path: '/echo', body: ECHO_PAYLOAD } });
  return runLoad({
    url,
    connections,
    seconds,
    connection: () => () => ({ path: '/echo', body: ECHO_PAYLOAD }),
  });
}
