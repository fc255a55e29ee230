import { loadavg } from 'node:os';

/**
 * Above this one-minute load average at a row's start, the machine is doing other work and the
 * row's figures say more about that work than about ours: the row is measured, shown, and not
 * judged.
 */
export const MAX_COMPARABLE_LOAD = 1.5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits up to `maxSeconds` for the one-minute load average to fall to the comparable level (a
 * scenario's own load decays from 2 to 1.5 in about 20 s of quiet), and answers it. The load a
 * previous scenario left is ours to wait out; another program's is what the row then reports.
 */
export async function settledLoad(maxSeconds: number, log: (m: string) => void): Promise<number> {
  const until = Date.now() + maxSeconds * 1000;
  let load = loadavg()[0];
  if (load > MAX_COMPARABLE_LOAD && maxSeconds > 0)
    log(`load average ${load.toFixed(2)}: waiting up to ${maxSeconds} s for it to settle`);
  while (load > MAX_COMPARABLE_LOAD && Date.now() < until) {
    await sleep(2000);
    load = loadavg()[0];
  }
  return load;
}
