import { randomCode } from '../../lib/crypto';

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A participant code: 12 symbols from a 31-letter alphabet (~59 bits, CSPRNG), shown in groups
 * of four. It is the candidate's only credential, so it must be unguessable (DOMAIN: ≥ 10 chars).
 */
export function newParticipantCode(): string {
  const raw = randomCode(12, CODE_ALPHABET);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
