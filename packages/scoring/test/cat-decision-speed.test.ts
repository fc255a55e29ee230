import { describe, expect, it } from 'vitest';
import {
  type CatAdministeredItem,
  type CatBankItem,
  type CatOptions,
  catStepRng,
  compileBank,
  createRng,
  nextItemDecision,
  simulateResponse,
} from '../src/index';

/**
 * Time of one next-item decision as a server makes it (state rebuilt from the stored answers, EAP,
 * stopping rules, selection) on a 500-item 2PL bank. Reported on the console only: wall-clock
 * assertions would fail on a loaded machine without saying anything about the code.
 */
describe('next-item decision time', () => {
  const rng = createRng(500);
  const items: CatBankItem[] = Array.from({ length: 500 }, (_, i) => ({
    id: `q${i}`,
    irt: { model: '2PL' as const, a: 0.8 + 1.4 * rng.next(), b: -2.5 + 5 * rng.next() },
  }));
  const bank = compileBank(items);
  const k = Object.fromEntries(items.map((item, i) => [item.id, i % 3 === 0 ? 0.3 : 1]));
  const variants: Array<{ name: string; options: CatOptions }> = [
    { name: 'maximum information', options: { maxItems: 40, minItems: 10, seTarget: 0.3 } },
    {
      name: 'Sympson–Hetter',
      options: { maxItems: 40, minItems: 10, seTarget: 0.3, exposure: { method: 'sympson-hetter', k } },
    },
  ];

  it.each(variants)('$name: mean and p99 over 10,000 decisions', ({ name, options }) => {
    // Stored states of real sessions at every step, from the first item to the stop.
    const states: CatAdministeredItem[][] = [];
    for (let session = 0; session < 150; session++) {
      const theta = rng.normal();
      const administered: CatAdministeredItem[] = [];
      for (;;) {
        states.push([...administered]);
        const decision = nextItemDecision(
          bank,
          options,
          { administered },
          catStepRng(session, administered.length),
        );
        if (decision.itemId === null) break;
        const index = bank.ids.indexOf(decision.itemId);
        administered.push({
          itemId: decision.itemId,
          response: simulateResponse(bank.items[index], theta, rng),
          setAside: decision.newlySetAside,
        });
      }
    }
    const decide = (r: number) => {
      const administered = states[r % states.length];
      return nextItemDecision(bank, options, { administered }, catStepRng(r, administered.length));
    };
    for (let r = 0; r < 2000; r++) decide(r); // warm-up
    const count = 10_000;
    const times = new Float64Array(count);
    let stops = 0;
    for (let r = 0; r < count; r++) {
      const start = performance.now();
      const decision = decide(r);
      times[r] = performance.now() - start;
      if (decision.itemId === null) stops++;
    }
    times.sort();
    const mean = times.reduce((s, t) => s + t, 0) / count;
    const p99 = times[Math.ceil(0.99 * count) - 1];
    const meanLength = states.length / 150 - 1;
    console.log(
      `next-item decision, 500-item 2PL bank, ${name}: mean ${(mean * 1000).toFixed(1)} µs, ` +
        `p50 ${(times[count / 2] * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs, ` +
        `max ${(times[count - 1] * 1000).toFixed(1)} µs over ${count} decisions ` +
        `(states of 0–40 answers, mean test length ${meanLength.toFixed(1)}, ${stops} stops)`,
    );
    expect(stops).toBeGreaterThan(0);
  });
});
