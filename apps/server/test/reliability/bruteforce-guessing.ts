import { randomInt } from 'node:crypto';

/** 100 client addresses, each a documentation-range IPv4 the app believes from its proxy. */
export const CLIENT_IPS = Array.from({ length: 100 }, (_, i) => `198.51.${100 + (i >> 8)}.${i & 255}`);

/**
 * Sends `total` guesses spread round-robin over the client addresses, `inFlight` at a time (an
 * attacker does not wait for one answer before the next guess), and tallies the statuses.
 */
export async function sendGuesses(
  total: number,
  inFlight: number,
  guess: (i: number, ip: string) => Promise<number>,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const status = await guess(i, CLIENT_IPS[i % CLIENT_IPS.length]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return statuses;
}

export function randomGuess(length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
