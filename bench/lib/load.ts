import autocannon from 'autocannon';

/** What one closed-loop load run measured (latencies in ms). */
export interface LoadMetrics {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses other than 2xx, connection errors and timeouts: each one is a failed request. */
  errors: number;
  errorSamples: string[];
  /** Every response's latency, so runs taken in slices can be merged (mergeLoads). */
  latencies: number[];
  /** The load generator's CPU seconds per second of the run (1 = one core busy): near 1, it and not the server set the pace. */
  generatorCpu?: number;
  /** Which generator drove it. */
  generator?: 'autocannon' | 'wrk';
}

export interface LoadOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  url: string;
  connections: number;
  seconds: number;
  /**
   * Builds connection `index`'s request maker: called once per connection, then the maker once per
   * request, so each connection can carry its own state (its participant, its rising seq).
   */
  connection: (index: number) => () => { path: string; body: unknown; headers?: Record<string, string> };
}

export function percentile(values: ArrayLike<number>, p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * autocannon (programmatic, in this process) at `connections` keep-alive connections for
 * `seconds`. Latencies are collected per response (autocannon's own summary has no p95).
 */
export async function runLoad(opts: LoadOptions): Promise<LoadMetrics> {
  let clients = 0;
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 10,
    setupClient: (client) => {
      const next = opts.connection(clients++);
      client.setRequests([
        {
          method: 'POST',
          setupRequest: (request) => {
            const { path, body, headers } = next();
            return {
              ...request,
              method: 'POST',
              path,
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status, body) => {
            if (status >= 300 && errorSamples.length < 5)
              errorSamples.push(`${status}: ${body.slice(0, 300)}`);
          },
        },
      ]);
    },
  });
  const cpuAtStart = process.cpuUsage();
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    connections: opts.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
    errorSamples,
    latencies,
    generatorCpu: (cpu.user + cpu.system) / 1e6 / result.duration,
    generator: 'autocannon',
  };
}

/** "wrk at 0.21 core": who drove a load and how much of a core it took. */
export function generatorText(m: LoadMetrics): string {
  const cpu =
    m.generatorCpu === undefined || Number.isNaN(m.generatorCpu)
      ? ''
      : ` at ${m.generatorCpu.toFixed(2)} core`;
  return `${m.generator ?? 'autocannon'}${cpu}`;
}

/** Runs of one load taken in slices, as one: requests and seconds summed, percentiles over every latency. */
export function mergeLoads(parts: LoadMetrics[]): LoadMetrics {
  if (parts.length === 1) return parts[0];
  const latencies = parts.flatMap((p) => p.latencies);
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  return {
    connections: parts[0].connections,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...parts.map((p) => p.max)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    errorSamples: parts.flatMap((p) => p.errorSamples).slice(0, 5),
    latencies,
    generatorCpu: parts.every((p) => p.generatorCpu !== undefined)
      ? parts.reduce((n, p) => n + (p.generatorCpu as number) * p.seconds, 0) / seconds
      : undefined,
    generator: parts[0].generator,
  };
}
