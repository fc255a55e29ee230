import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ATS_KEY_START } from '@asesa/contracts';

// An API key is `asesa_<8 hex>_<43 base64url>`: the first part is its public prefix (how it is
// found and shown), the whole key a 256-bit random secret. Only SHA-256 of the key is kept. A
// slow password hash (bcrypt, argon2) is for secrets people choose, which can be guessed; 256
// random bits cannot be searched whatever the hash costs, and a fast hash keeps every API call
// cheap. The stored hash is worthless to whoever reads the database: it signs in nothing.

const KEY_PATTERN = /^(asesa_[0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function drawKey(): NewKey {
  const prefix = `${ATS_KEY_START}${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashKey(key) };
}

/** The prefix of a text shaped like a key, or null. */
export const keyPrefixOf = (key: string): string | null => KEY_PATTERN.exec(key)?.[1] ?? null;

/** Whether a key matches a stored hash (in constant time). */
export function keyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key an Authorization header carries: Bearer's token, or Basic's user name. */
export function keyOfAuthorization(header: string | undefined): string {
  if (!header) return '';
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon < 0 ? decoded : decoded.slice(0, colon);
    // Some clients put the key in the password with an empty user name.
    return user || (colon < 0 ? '' : decoded.slice(colon + 1));
  }
  return '';
}
