import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../config/env';

// Secrets the server must use again later (an OpenID client secret, an API key it authenticates
// with to a partner) are kept encrypted at rest: AES-256-GCM, a fresh 96-bit IV per value, the
// authentication tag kept beside it, so a changed or truncated value fails to open instead of
// answering garbage. The key is SECRETS_KEY (32 bytes, base64); without it a key is generated
// once into DATA_DIR/secrets.key, which keeps a development installation working across
// restarts, and the start-up log says so (a production installation sets SECRETS_KEY, kept away
// from the database and its backups).

const PREFIX = 'v1';
const KEY_FILE = 'secrets.key';

export interface SecretsKey {
  key: Buffer;
  /** Where the generated key is, when SECRETS_KEY is not set (the start-up log names it). */
  generatedAt: string | null;
}

const keys = new Map<string, SecretsKey>();

/** The installation's key: SECRETS_KEY, or the generated one in DATA_DIR (made on first use). */
export function secretsKey(env: Env): SecretsKey {
  const cacheKey = env.SECRETS_KEY || env.dataDir;
  let found = keys.get(cacheKey);
  if (!found) {
    found = env.SECRETS_KEY
      ? { key: Buffer.from(env.SECRETS_KEY, 'base64'), generatedAt: null }
      : generatedKey(env.dataDir);
    keys.set(cacheKey, found);
  }
  return found;
}

function generatedKey(dataDir: string): SecretsKey {
  const path = join(dataDir, KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    // wx: two processes starting at once keep the first one's key.
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    chmodSync(path, 0o600);
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return { key, generatedAt: path };
}

/** The sentence the start-up log writes when secrets are encrypted with a generated key. */
export function secretsKeyNotice(env: Env): string | null {
  const { generatedAt } = secretsKey(env);
  return generatedAt
    ? `SECRETS_KEY is not set: stored secrets are encrypted with the key generated in ${generatedAt}. ` +
        'Set SECRETS_KEY (32 random bytes, base64) in production and keep it apart from the database.'
    : null;
}

/** Whether a stored value is sealed (a value stored before encryption is not). */
export const isSealed = (stored: string) => stored.startsWith(`${PREFIX}.`);

/** Encrypts a secret for storage. */
export function seal(env: Env, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(env).key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.');
}

/** Decrypts a stored secret; throws when it was changed or sealed with another key. */
export function open(env: Env, stored: string): string {
  const [prefix, iv, tag, body] = stored.split('.');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(env).key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
