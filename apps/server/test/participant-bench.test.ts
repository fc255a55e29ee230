import { describe, expect, it } from 'vitest';
import { optionsFromEnv, runParticipantBench } from '../bench/participants';

// Issue 8: the participant benchmark's harness works — its smoke mode (a few participants, a few
// seconds) completes through the real listening server with every request answered 200. No
// timing is asserted: the machine running the tests is not the benchmark machine.
describe('participant benchmark (smoke mode)', () => {
  it('starts every participant and saves answers without an error', async () => {
    const opts = {
      ...optionsFromEnv({ BENCH_SMOKE: '1' }),
      starters: 20,
      startSeconds: 2,
      saveSeconds: 2,
      saveRate: 50,
    };
    const result = await runParticipantBench(opts);
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.started).toBe(20);
    expect(result.saves).toBe(100);
    expect(result.rows.map((r) => r.task)).toContain('answer saves: rate achieved, errors');
  }, 60_000);
});
